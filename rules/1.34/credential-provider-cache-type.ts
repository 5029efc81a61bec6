import yaml from 'js-yaml';
import type { K8sObject, Path } from '../../src/model.js';
import { groupOf } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { isRecord } from '../../src/kube/workloads.js';
import { checkExpansion } from '../../src/sources/alias-expansion.js';
import { KUBERNETES_YAML_SCHEMA } from '../../src/kube/yaml-schema.js';
import { compareMinor } from '../../src/versions.js';

/** The release whose kubelet requires `tokenAttributes.cacheType`. */
const REQUIRED_IN = '1.34';
/** The values the kubelet accepts (k8s.io/kubelet config/v1 ServiceAccountTokenCacheType). */
const CACHE_TYPES = ['ServiceAccount', 'Token'];
/** The only provider API version that may carry tokenAttributes; the kubelet refused it on the others before 1.34 already. */
const TOKEN_PROVIDER_API_VERSION = 'credentialprovider.kubelet.k8s.io/v1';
const KIND = 'CredentialProviderConfig';

/** A CredentialProviderConfig document and where it starts inside the object. */
interface ProviderConfig {
  doc: Record<string, unknown>;
  path: Path;
  /** False for a document after the first of a ConfigMap value: the locator only follows the first. */
  exact: boolean;
}

function isProviderConfig(doc: unknown): doc is Record<string, unknown> {
  return isRecord(doc) && doc.kind === KIND && typeof doc.apiVersion === 'string' && groupOf(doc.apiVersion) === 'kubelet.config.k8s.io';
}

/** The standalone document, or those a ConfigMap keeps in its data (as node bootstrap tooling ships them). */
function providerConfigs(obj: K8sObject): ProviderConfig[] {
  if (obj.kind === KIND) return isProviderConfig(obj.body) ? [{ doc: obj.body, path: [], exact: true }] : [];
  const data = obj.body.data;
  if (!isRecord(data)) return [];
  const found: ProviderConfig[] = [];
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== 'string' || !value.includes(KIND)) continue;
    let docs: unknown[];
    try {
      docs = yaml.loadAll(value, undefined, { schema: KUBERNETES_YAML_SCHEMA });
    } catch {
      continue;
    }
    // A value's aliases were not measured when the ConfigMap was read: a document that expands too far is left alone.
    const aliases = value.includes('*');
    docs.forEach((doc, i) => {
      if (isProviderConfig(doc) && (!aliases || checkExpansion(doc, undefined, value.length).ok)) found.push({ doc, path: ['data', key], exact: i === 0 });
    });
  }
  return found;
}

export default defineRule({
  id: 'credential-provider-cache-type',
  release: '1.34',
  severity: 'error',
  kinds: [KIND, 'ConfigMap'],
  docs: {
    summary:
      'Kubelet credential provider configurations (`CredentialProviderConfig`) with a provider that sets `tokenAttributes` without a valid `cacheType`: from 1.34 the kubelet rejects the file and does not start.',
    changed:
      'Kubernetes 1.33 let a kubelet image credential provider receive a service account token (`tokenAttributes`, alpha gate `KubeletServiceAccountTokenForCredentialProviders`). 1.34 made the gate beta and on by default, and added the field `tokenAttributes.cacheType` to the `credentialprovider.kubelet.k8s.io/v1` provider entry: it is required, and must be `ServiceAccount` or `Token` (kubernetes/kubernetes#132617, CHANGELOG-1.34 [API Change]; k8s.io/kubelet v0.34.0 `config/v1/types.go`). The kubelet validates the file when it starts.',
    affected:
      'CredentialProviderConfig files (the file `--image-credential-provider-config` names, standalone or kept in a ConfigMap by node bootstrap tooling) with a provider entry that sets `tokenAttributes` and leaves `cacheType` out or gives another value. Providers without `tokenAttributes` are not affected.',
    why: 'The 1.34 kubelet refuses the configuration (`providers.tokenAttributes.cacheType: Required value: cacheType is required to be set when tokenAttributes is specified. Supported values are: ServiceAccount, Token`), fails to register its credential provider plugins and exits: the node goes NotReady after the kubelet upgrade.',
    fix:
      'Add `cacheType` to every `tokenAttributes` with the kubelet upgrade (see "Source notes" for 1.33 kubelets). `Token` caches the returned credentials per service account token, the safe choice when the credential lives no longer than the token; `ServiceAccount` caches them per service account, for credentials valid for every pod of that account.\n\n' +
      '```yaml\napiVersion: kubelet.config.k8s.io/v1\nkind: CredentialProviderConfig\nproviders:\n- name: registry-token-provider\n  apiVersion: credentialprovider.kubelet.k8s.io/v1\n  matchImages: ["registry.example.com"]\n  defaultCacheDuration: 10m\n  tokenAttributes:\n    serviceAccountTokenAudience: registry.example.com\n    requireServiceAccount: true\n    cacheType: Token          # required from 1.34: Token or ServiceAccount\n```',
    sources: [
      {
        title: 'CHANGELOG-1.34 v1.34.0 [API Change]: tokenAttributes.cacheType is required (#132617)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.34.md',
      },
      { title: 'kubernetes/kubernetes#132617', url: 'https://github.com/kubernetes/kubernetes/pull/132617' },
      {
        title: 'k8s.io/kubelet config/v1 types.go (ServiceAccountTokenAttributes.CacheType, v0.34.0)',
        url: 'https://github.com/kubernetes/kubelet/blob/v0.34.0/config/v1/types.go',
      },
      {
        title: 'kubernetes/kubernetes pkg/credentialprovider/plugin/config.go (validateCredentialProviderConfig)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/pkg/credentialprovider/plugin/config.go',
      },
      { title: 'Kubelet CredentialProvider API (v1)', url: 'https://kubernetes.io/docs/reference/config-api/kubelet-credentialprovider.v1/' },
    ],
    featureGates: ['KubeletServiceAccountTokenForCredentialProviders'],
    unverified: [
      'The validation and its message were read from pkg/credentialprovider/plugin/config.go as stored after 1.34 (the version that also reads a directory of files), not at the v1.34.0 tag.',
      'That the kubelet exits when the configuration is invalid was read from older releases of pkg/kubelet/kuberuntime/kuberuntime_manager.go ("Failed to register CRI auth plugins", then os.Exit(1)), not from 1.34.',
      'Whether a 1.33 kubelet accepts a file that already sets cacheType was not read: k8s.io/kubelet v0.33.0 has no such field, and the kubelet decodes this file strictly or not depending on its loader. Add the field in the same change that upgrades the kubelet if 1.33 rejects it.',
    ],
  },
  messages: {
    missing:
      'Credential provider "{{provider}}" sets tokenAttributes without cacheType; from Kubernetes 1.34 the kubelet rejects the configuration ("cacheType is required to be set when tokenAttributes is specified. Supported values are: ServiceAccount, Token") and does not start.',
    unsupported:
      'Credential provider "{{provider}}" sets tokenAttributes.cacheType to "{{value}}"; from Kubernetes 1.34 the kubelet accepts only ServiceAccount or Token, rejects the configuration and does not start.',
  },
  fixes: {
    missing:
      'Add cacheType: Token (credentials cached per service account token) or cacheType: ServiceAccount (cached per service account) under tokenAttributes of provider "{{provider}}".',
    unsupported: 'Set tokenAttributes.cacheType of provider "{{provider}}" to Token or ServiceAccount.',
  },
  check(obj, ctx) {
    if (compareMinor(ctx.target, REQUIRED_IN) < 0) return;
    for (const config of providerConfigs(obj)) {
      const providers = config.doc.providers;
      if (!Array.isArray(providers)) continue;
      providers.forEach((provider, i) => {
        if (!isRecord(provider) || provider.apiVersion !== TOKEN_PROVIDER_API_VERSION) return;
        const attributes = provider.tokenAttributes;
        if (!isRecord(attributes)) return;
        const at = (...rest: Path): Path => (config.exact ? [...config.path, 'providers', i, 'tokenAttributes', ...rest] : config.path);
        const name = typeof provider.name === 'string' ? provider.name : `#${i + 1}`;
        const cacheType = attributes.cacheType;
        if (cacheType === undefined || cacheType === null || cacheType === '') {
          ctx.report(obj, { messageId: 'missing', path: at(), data: { provider: name } });
        } else if (typeof cacheType !== 'string' || !CACHE_TYPES.includes(cacheType)) {
          ctx.report(obj, { messageId: 'unsupported', path: at('cacheType'), data: { provider: name, value: String(cacheType) } });
        }
      });
    }
  },
});
