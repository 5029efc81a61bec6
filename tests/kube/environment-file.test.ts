import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { K8sObject } from '../../src/model.js';
import { componentSettings, flagsOf, readEnvironmentFile } from '../../src/kube/components/index.js';
import { loadManifests } from '../../src/sources/manifests.js';

let dir: string;

function write(name: string, text: string): void {
  const path = join(dir, name);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, text);
}

/** `--name=value Lline:column` for every flag, placed through its path. */
function flags(obj: K8sObject): string[] {
  return flagsOf(obj).map((f) => {
    const at = obj.origin.type === 'manifest' ? obj.origin.locate(f.path) : undefined;
    return `${f.components.join('+')} --${f.name}${f.value === null ? '' : `=${f.value}`} ${f.source} L${at?.line}:${at?.column}`;
  });
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'k8s-upgrade-check-env-'));
  write(
    'var/lib/kubelet/kubeadm-flags.env',
    'KUBELET_KUBEADM_ARGS="--container-runtime-endpoint=unix:///run/containerd/containerd.sock --pod-infra-container-image=registry.k8s.io/pause:3.10"\n',
  );
  write('etc/default/kubelet', '# extra flags for the kubelet\nKUBELET_EXTRA_ARGS=--node-ip=10.0.0.5 --v=2\n');
  write('etc/broken.env', 'KUBELET_EXTRA_ARGS="--node-ip=10.0.0.5\n');
  write('etc/hosts', '127.0.0.1 localhost\n');
  write('manifests/pod.yaml', 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\n');
});

describe('kubelet environment files', () => {
  it('reads a kubeadm-flags.env named with -f as the kubelet flags of its KUBELET_* variables, placed at each word', () => {
    const { objects, problems, files } = loadManifests({ paths: ['var/lib/kubelet/kubeadm-flags.env'], cwd: dir });
    expect(problems).toEqual([]);
    expect(files).toBe(1);
    expect(objects.map((o) => `${o.apiVersion} ${o.kind} ${o.metadata.name}`)).toEqual(['k8s-upgrade-check/v1 KubeletEnvironmentFile kubeadm-flags.env']);
    expect(flags(objects[0])).toEqual([
      'kubelet --container-runtime-endpoint=unix:///run/containerd/containerd.sock environment-file L1:23',
      'kubelet --pod-infra-container-image=registry.k8s.io/pause:3.10 environment-file L1:91',
    ]);
    expect(componentSettings(objects[0]).sites.map((s) => `${s.components.join('+')} ${s.source}`)).toEqual(['kubelet environment-file']);
  });

  it('reads a file without the .env extension when every line is NAME=value and one is a KUBELET_* variable', () => {
    const { objects, problems } = loadManifests({ paths: ['etc/default/kubelet'], cwd: dir });
    expect(problems).toEqual([]);
    expect(flags(objects[0])).toEqual(['kubelet --node-ip=10.0.0.5 environment-file L2:20', 'kubelet --v=2 environment-file L2:39']);
  });

  it('reports a .env file that is not NAME=value lines as a problem naming the line, and reads other named files as YAML', () => {
    const { objects, problems } = loadManifests({ paths: ['etc/broken.env', 'etc/hosts'], cwd: dir });
    expect(objects).toEqual([]);
    expect(problems).toEqual([
      {
        kind: 'syntax',
        file: join('etc', 'broken.env'),
        position: { line: 1, column: 1 },
        reason: 'line 1 is not a NAME=value assignment; an environment file (.env) holds only those and comments',
      },
    ]);
  });

  it('is not picked up while walking a directory, which reads manifests only', () => {
    const { objects } = loadManifests({ paths: ['.'], cwd: dir });
    expect(objects.map((o) => o.kind)).toEqual(['Pod']);
  });

  it('keeps the last assignment of a variable, as systemd does, and strips one pair of quotes', () => {
    const read = readEnvironmentFile("export KUBELET_EXTRA_ARGS='--a=1'\nKUBELET_EXTRA_ARGS='--b=2 --c'\nOTHER=x\n", 'kubelet', false);
    expect(read && 'object' in read ? read.object.body.variables : read).toEqual({ KUBELET_EXTRA_ARGS: '--b=2 --c', OTHER: 'x' });
    expect(readEnvironmentFile('NAME=value\n', 'plain', false)).toBeUndefined();
    expect(readEnvironmentFile('apiVersion: v1\nkind: Pod\n', 'pod', false)).toBeUndefined();
  });
});
