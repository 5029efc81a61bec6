import { describe, expect, it } from 'vitest';
import { loadManifestText } from '../../src/sources/manifests.js';
import { podHasSELinuxLabel, podSpecOf } from '../../src/kube/workloads.js';

/** A Pod whose spec is given as YAML lines indented for `spec:`. */
function labelledPod(spec: string): boolean {
  const [pod] = loadManifestText(`apiVersion: v1\nkind: Pod\nmetadata:\n  name: p\nspec:\n${spec}`, 'pod.yaml').objects;
  const ref = podSpecOf(pod);
  if (!ref) throw new Error('no pod spec');
  return podHasSELinuxLabel(ref);
}

const labelled = (name: string) => `  - name: ${name}\n    securityContext:\n      seLinuxOptions:\n        level: s0:c1,c2\n`;
const plain = (name: string) => `  - name: ${name}\n`;

describe('podHasSELinuxLabel', () => {
  it('is true when the pod sets a level, whatever its containers do', () => {
    expect(labelledPod(`  securityContext:\n    seLinuxOptions:\n      level: s0:c1,c2\n  containers:\n${plain('app')}`)).toBe(true);
  });

  it('is true when every container, init containers included, sets its own level', () => {
    expect(labelledPod(`  initContainers:\n${labelled('init')}  containers:\n${labelled('app')}`)).toBe(true);
  });

  it('is false when one container has no level and the pod sets none', () => {
    expect(labelledPod(`  initContainers:\n${plain('init')}  containers:\n${labelled('app')}`)).toBe(false);
  });

  it('counts ephemeral containers, as the kubelet does', () => {
    expect(labelledPod(`  containers:\n${labelled('app')}  ephemeralContainers:\n${plain('debug')}`)).toBe(false);
    expect(labelledPod(`  containers:\n${labelled('app')}  ephemeralContainers:\n${labelled('debug')}`)).toBe(true);
  });

  it('is false for an empty level, and for a pod without containers', () => {
    expect(labelledPod(`  securityContext:\n    seLinuxOptions:\n      level: ""\n  containers:\n${plain('app')}`)).toBe(false);
    expect(labelledPod(`  restartPolicy: Never\n`)).toBe(false);
  });
});
