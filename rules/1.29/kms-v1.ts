import type { K8sObject, Path } from '../../src/model.js';
import { detached, objectHandle } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { isRecord } from '../../src/kube/workloads.js';
import { COMPONENT_CONFIG_KINDS, distinctFeatureGateSettings, encryptionConfigs, HOLDS_COMPONENT_SETTINGS } from '../../src/kube/components/index.js';
import { compareMinor } from '../../src/versions.js';

/** The release whose kube-apiserver stopped accepting KMS v1 providers without the gate. */
const GATE_OFF_SINCE = '1.29';

export default defineRule({
  id: 'kms-v1',
  release: '1.29',
  severity: 'error',
  kinds: COMPONENT_CONFIG_KINDS,
  needs: HOLDS_COMPONENT_SETTINGS,
  docs: {
    summary: 'Encryption at rest through a KMS v1 provider: kube-apiserver refuses it unless `KMSv1=true` is set, a deprecated gate. Migrate to KMS v2.',
    changed:
      'KMS v1 was deprecated in 1.28 and the `KMSv1` feature gate has been **off by default since 1.29**. A `kms` provider whose `apiVersion` is empty or `v1` (empty defaults to v1) only loads when kube-apiserver runs with `--feature-gates=KMSv1=true`. KMS v2 is GA since 1.29. In 1.37 the `KMSv1` gate still exists, deprecated and off by default.',
    affected:
      'EncryptionConfiguration files (`apiserver.config.k8s.io/v1`, and the pre-1.13 `v1 EncryptionConfig` form) referenced by `--encryption-provider-config`, wherever they are kept, that list a `kms` provider without `apiVersion: v2`.',
    why: 'Without the gate kube-apiserver does not start: loading the configuration fails with `KMSv1 is deprecated and will only receive security updates going forward. Use KMSv2 instead.  Set --feature-gates=KMSv1=true to use the deprecated KMSv1 feature.` With the gate set it still works, but every upgrade keeps a deprecated, security-fixes-only code path, and the gate will eventually be removed.',
    fix:
      'Run a KMS plugin that implements the v2 API, add it as a `kms` provider with `apiVersion: v2` **before** the v1 provider, restart kube-apiserver, re-encrypt the stored data (`kubectl get secrets --all-namespaces -o json | kubectl replace -f -`), then remove the v1 provider. Until then, keep `--feature-gates=KMSv1=true` on kube-apiserver when upgrading past 1.28.\n\n' +
      '```yaml\napiVersion: apiserver.config.k8s.io/v1\nkind: EncryptionConfiguration\nresources:\n- resources: [secrets]\n  providers:\n  - kms:\n      apiVersion: v2\n      name: vault-kms-v2\n      endpoint: unix:///var/run/kms/v2.sock\n      timeout: 3s\n  - kms:                 # old provider, kept to read data not yet re-encrypted\n      name: vault-kms\n      endpoint: unix:///var/run/kms/v1.sock\n  - identity: {}\n```',
    sources: [
      { title: 'Using a KMS provider for data encryption', url: 'https://kubernetes.io/docs/tasks/administer-cluster/kms-provider/' },
      { title: 'KEP-3299: KMS v2 improvements', url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-auth/3299-kms-v2-improvements' },
      { title: 'Feature gates (KMSv1)', url: 'https://kubernetes.io/docs/reference/command-line-tools-reference/feature-gates/' },
      { title: 'Encrypting confidential data at rest', url: 'https://kubernetes.io/docs/tasks/administer-cluster/encrypt-data/' },
    ],
    featureGates: ['KMSv1'],
  },
  messages: {
    refused:
      'Encryption provider kms "{{name}}" uses KMS v1 ({{version}}); from Kubernetes 1.29 kube-apiserver does not start with it unless --feature-gates=KMSv1=true is set. Loading the encryption configuration fails with "KMSv1 is deprecated and will only receive security updates going forward. Use KMSv2 instead.  Set --feature-gates=KMSv1=true to use the deprecated KMSv1 feature."',
    deprecated:
      'Encryption provider kms "{{name}}" uses KMS v1 ({{version}}), which only loads because {{reason}}; KMS v1 is deprecated and receives security fixes only, so migrate to KMS v2 before the KMSv1 gate is removed.',
  },
  fixes: {
    refused: 'Add a KMS v2 provider (apiVersion: v2) first and re-encrypt, or set --feature-gates=KMSv1=true on kube-apiserver before upgrading.',
    deprecated: 'Add a KMS v2 provider (apiVersion: v2) first, re-encrypt the data, then remove this provider and the KMSv1 gate.',
  },
  init: (): KmsState => ({ providers: [], gateSet: false }),
  check(obj, ctx) {
    if (gateEnabled(obj)) ctx.state.gateSet = true;
    for (const config of encryptionConfigs(obj)) {
      const resources = config.config.resources;
      if (!Array.isArray(resources)) continue;
      resources.forEach((rule, i) => {
        const providers = isRecord(rule) ? rule.providers : undefined;
        if (!Array.isArray(providers)) return;
        providers.forEach((provider, j) => {
          const kms = isRecord(provider) ? provider.kms : undefined;
          if (!isRecord(kms)) return;
          const apiVersion = kms.apiVersion;
          if (apiVersion !== undefined && apiVersion !== null && apiVersion !== '' && apiVersion !== 'v1') return;
          const kmsPath = [...config.path, 'resources', i, 'providers', j, 'kms'];
          ctx.state.providers.push({
            obj: objectHandle(obj),
            path: apiVersion === 'v1' ? [...kmsPath, 'apiVersion'] : kmsPath,
            data: {
              // Kept to the end of the run: a copy, not a slice of the file's text.
              name: typeof kms.name === 'string' ? detached(kms.name) : '?',
              version: apiVersion === 'v1' ? 'apiVersion: v1' : 'no apiVersion, which means v1',
            },
          });
        });
      });
    }
  },
  // Whether the gate is set can be known only once every configuration is read.
  checkAll(ctx) {
    const reason = gateReason(ctx.state.gateSet, ctx.from);
    for (const { obj, path, data } of ctx.state.providers) {
      if (reason) ctx.report(obj, { messageId: 'deprecated', path, severity: 'warning', data: { ...data, reason } });
      else ctx.report(obj, { messageId: 'refused', path, data });
    }
  },
});

interface KmsState {
  /** KMS v1 providers found, reported once the gate is known. */
  providers: { obj: K8sObject; path: Path; data: { name: string; version: string } }[];
  /** Some kube-apiserver configuration read sets KMSv1=true. */
  gateSet: boolean;
}

function gateEnabled(obj: K8sObject): boolean {
  return distinctFeatureGateSettings(obj).some((g) => g.name === 'KMSv1' && g.value === true && g.components.includes('kube-apiserver'));
}

/** Why KMS v1 is known to load today: the gate is set in what was loaded, or the cluster already runs a release where it is required. */
function gateReason(gateSet: boolean, from: string | null): string | undefined {
  if (gateSet) return 'kube-apiserver is started with KMSv1=true';
  if (from && compareMinor(from, GATE_OFF_SINCE) >= 0) return `the cluster runs ${from}, where it needs KMSv1=true, so the gate is already set`;
  return undefined;
}
