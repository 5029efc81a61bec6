import { describe, expect, it } from 'vitest';
import { fakeClusters, kindsProbe, loadLive, pod } from './helpers.js';

const fake = fakeClusters();

describe('files on control-plane nodes', () => {
  it('names the audit policy and admission configuration a mirror pod reads as gaps for the rules that read those kinds', async () => {
    const apiserver = pod('kube-apiserver-cp1', 'kube-system', {
      metadata: { name: 'kube-apiserver-cp1', namespace: 'kube-system', uid: 'kas', annotations: { 'kubernetes.io/config.mirror': 'abc' } },
      spec: {
        containers: [
          {
            name: 'kube-apiserver',
            image: 'registry.k8s.io/kube-apiserver:v1.36.2',
            command: [
              'kube-apiserver',
              '--audit-policy-file=/etc/kubernetes/audit/policy.yaml',
              '--admission-control-config-file=/etc/kubernetes/admission.yaml',
            ],
          },
        ],
      },
    });
    const server = await fake({ objects: [apiserver] });
    const loaded = await loadLive(server, [kindsProbe(['Pod']), kindsProbe(['Pod', 'Policy', 'AdmissionConfiguration'], 'config-rule')]);
    expect(loaded.gaps).toEqual([
      {
        what: 'Policy /etc/kubernetes/audit/policy.yaml (kube-apiserver --audit-policy-file)',
        reason: 'a file on the control-plane nodes that the API does not expose; check it with -f',
        rules: ['config-rule'],
        cause: 'not-exposed',
      },
      {
        what: 'AdmissionConfiguration /etc/kubernetes/admission.yaml (kube-apiserver --admission-control-config-file)',
        reason: 'a file on the control-plane nodes that the API does not expose; check it with -f',
        rules: ['config-rule'],
        cause: 'not-exposed',
      },
    ]);
  });
});
