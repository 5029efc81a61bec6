/**
 * Generates the check's ClusterRoles (`npm run gen:rbac`), derived from what a live check of every
 * rule reads, not written by hand: deploy/kubernetes/rbac.yaml for the CronJob's kustomization, and
 * docs/rbac.yaml, the same roles with a namespace and service account, to apply by hand.
 *
 * The check's reads are planned by `planReads` (src/sources/cluster/plan.ts) over the discovery of
 * a full cluster: scripts/data/full-cluster-discovery.json (every built-in API of a 1.34 server
 * with alpha and beta APIs on, and the custom resources that rules name by kind), plus the custom
 * resources of every add-on release in scripts/data/sources/addon-crds, whose API versions the
 * add-on rules check. To that come the reads outside the plan's lists: discovery, `/version`, the
 * API server's `/metrics` and the node proxy.
 *
 * The plan is made without the server's version: a kind served only in versions deprecated at the
 * server's version is left unlisted unless `--allow-deprecated-reads` is given, and the role must
 * allow that run too. RBAC does not look at versions, so one role serves every server version.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import yaml from 'js-yaml';
import { ApiTable } from '../src/kube/api-table.js';
import { isKubernetesGroup } from '../src/model.js';
import { packageRoot } from '../src/package-files.js';
import type { Rule } from '../src/rule.js';
import { builtinRules } from '../src/setup.js';
import { Discovery, discover } from '../src/sources/cluster/discovery.js';
import type { ApiResource } from '../src/sources/cluster/discovery.js';
import type { ApiClient } from '../src/sources/cluster/http.js';
import { planReads } from '../src/sources/cluster/plan.js';
import type { Plan } from '../src/sources/cluster/plan.js';
import { APISERVER_METRICS_KIND, HELM_CHART_METADATA_KIND, KUBELET_METRICS_KIND } from '../src/sources/cluster/synthetic.js';

export const DEPLOY_RBAC_FILE = join('deploy', 'kubernetes', 'rbac.yaml');
export const DOCS_RBAC_FILE = join('docs', 'rbac.yaml');
const SERVICE_ACCOUNT = { name: 'k8s-upgrade-check', namespace: 'k8s-upgrade-check' };
export const DISCOVERY_FIXTURE = join('scripts', 'data', 'full-cluster-discovery.json');
const ADDON_CRDS = join('scripts', 'data', 'sources', 'addon-crds');
export const CLUSTER_ROLE_NAME = 'k8s-upgrade-check';

/**
 * Kinds rules read that no API server serves: component configuration files, read from manifests
 * and node files only. Every other kind a rule names must be served in the full cluster's
 * discovery, or the role could miss the resource that serves it.
 */
const FILE_ONLY_KINDS: ReadonlySet<string> = new Set([
  'AdmissionConfiguration',
  'ClusterConfiguration',
  'CredentialProviderConfig',
  'EncryptionConfig',
  'EncryptionConfiguration',
  'InitConfiguration',
  'JoinConfiguration',
  'KubeProxyConfiguration',
  'KubeSchedulerConfiguration',
  'KubeletEnvironmentFile',
  'MasterConfiguration',
  'NodeConfiguration',
  'WebhookAdmission',
]);
/** Kinds the plan reads other than by listing a resource of that kind. */
const PLANNED_OTHERWISE: ReadonlySet<string> = new Set([
  '*',
  'Event',
  'KubeletConfiguration',
  KUBELET_METRICS_KIND,
  APISERVER_METRICS_KIND,
  HELM_CHART_METADATA_KIND,
]);

export interface PolicyRule {
  apiGroups?: string[];
  resources?: string[];
  nonResourceURLs?: string[];
  verbs: string[];
  /** Why the rule is there, as a comment above it. */
  why?: string;
}

/** Every resource of the full cluster: the recorded discovery and the add-ons' CRDs. */
export async function fullCluster(root = packageRoot()): Promise<ApiResource[]> {
  const documents = JSON.parse(readFileSync(join(root, DISCOVERY_FIXTURE), 'utf8')) as Record<string, unknown>;
  // discover() reads the documents as it reads a server's answers: the same parsing, the same order of versions
  const client = { getJson: async (path: string) => documents[path] } as unknown as ApiClient;
  const discovery = await discover(client);
  if (discovery.failed.length || discovery.unreadable.length)
    throw new Error(`${DISCOVERY_FIXTURE}: ${JSON.stringify([...discovery.failed, ...discovery.unreadable])}`);
  const resources = [...discovery.resources];
  const known = new Set(resources.map((r) => `${r.group}/${r.resource}`));
  for (const crd of addonCrds(root)) {
    if (known.has(`${crd.group}/${crd.resource}`)) continue;
    known.add(`${crd.group}/${crd.resource}`);
    resources.push(crd);
  }
  return resources;
}

/** Each add-on CRD of any release the sources read, as the API server of a cluster that runs it serves it. */
function addonCrds(root: string): ApiResource[] {
  const byResource = new Map<string, ApiResource>();
  for (const file of readdirSync(join(root, ADDON_CRDS))
    .filter((f) => f.endsWith('.yaml'))
    .sort()) {
    const facts = yaml.load(readFileSync(join(root, ADDON_CRDS, file), 'utf8')) as {
      releases: { crds: { group: string; kind: string; path: string; scope?: string; versions: { name: string }[] }[] }[];
    };
    for (const release of facts.releases) {
      for (const crd of release.crds) {
        const resource = pluralFromPath(crd.group, crd.path) ?? pluralOf(crd.kind);
        const key = `${crd.group}/${resource}`;
        const versions = crd.versions.map((v) => v.name);
        const seen = byResource.get(key);
        if (seen) {
          for (const v of versions) if (!seen.versions.includes(v)) seen.versions.push(v);
          continue;
        }
        byResource.set(key, {
          group: crd.group,
          version: versions[0],
          versions,
          resource,
          kind: crd.kind,
          namespaced: crd.scope !== 'Cluster',
          verbs: ['get', 'list', 'watch'],
        });
      }
    }
  }
  return [...byResource.values()];
}

/** controller-gen names a CRD's file `<group>_<plural>.yaml`. */
function pluralFromPath(group: string, path: string): string | undefined {
  const name = basename(path).replace(/\.ya?ml$/, '');
  return name.startsWith(`${group}_`) ? name.slice(group.length + 1) : undefined;
}

/** The plural a CRD generator gives a kind, as Kubernetes' own name generator makes it. */
export function pluralOf(kind: string): string {
  const lower = kind.toLowerCase();
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/.test(lower)) return `${lower}es`;
  return `${lower}s`;
}

/** The plan of a live check of every rule over the full cluster, as the CLI makes it (all namespaces, nodes queried). */
export async function fullPlan(root = packageRoot()): Promise<{ plan: Plan; rules: readonly Rule[]; resources: ApiResource[] }> {
  const rules = await builtinRules();
  const resources = await fullCluster(root);
  const served = new Set(resources.map((r) => r.kind));
  const unserved = [...new Set(rules.flatMap((rule) => [...rule.kinds, ...(rule.lookups ?? [])]))].filter(
    (kind) => !served.has(kind) && !PLANNED_OTHERWISE.has(kind) && !FILE_ONLY_KINDS.has(kind),
  );
  if (unserved.length)
    throw new Error(
      `rules read ${unserved.join(', ')}, which ${DISCOVERY_FIXTURE} does not serve: add the resource that serves each to it, or the kind to FILE_ONLY_KINDS in scripts/gen-rbac.ts if no API server serves it`,
    );
  const customKinds = ApiTable.bundled().customKinds();
  const missing = [...customKinds].filter((key) => !resources.some((r) => `${r.group}/${r.kind}` === key));
  if (missing.length) throw new Error(`the add-on data names ${missing.join(', ')}, which no CRD in ${ADDON_CRDS} serves`);
  const plan = planReads(rules, new Discovery(resources), { skipNodes: false, customKinds });
  return { plan, rules, resources };
}

/** A ClusterRole of the check, bound to its service account by a binding of the same name. */
export interface ClusterRole {
  name: string;
  /** Why it is a role of its own, as a comment above it. */
  why?: string;
  rules: PolicyRule[];
}

const HELM_WHY = [
  'Helm 3 release records, the manifests each chart installed: the check asks only for Secrets of type',
  'helm.sh/release.v1 labelled owner=helm,status=deployed, but RBAC cannot limit a list by label or type,',
  'so this reads every Secret. Leave this role out to keep Secrets out of reach; the check then reports the',
  'Helm releases as a coverage gap and judges charts by their live objects only.',
].join('\n');
const NODES_WHY = [
  "Each kubelet's /configz and /metrics through the API server's node proxy: its configuration, cgroup version",
  'and container runtime. The node proxy reaches every other kubelet endpoint too; leave this role out (or pass',
  '--skip-nodes) where that is too much, and the check reports the kubelets as a coverage gap.',
].join('\n');

/**
 * The roles a check needs: exactly the requests the plan makes, with the two permissions that reach
 * further than reading manifests (every Secret, every kubelet endpoint) in roles of their own.
 *
 * A group the API-version rules read whole (Kubernetes' own and other `*.k8s.io` groups), whose
 * every listable resource the plan lists, is granted `*`: a resource that a later release adds to it
 * is read too, where a list of today's resources would answer it with 403.
 */
export function clusterRoles(plan: Plan, resources: readonly ApiResource[]): ClusterRole[] {
  if (plan.notListed) throw new Error(`the plan leaves ${plan.notListed.count} resources unlisted`);
  const urls = ['/api', '/api/*', '/apis', '/apis/*', '/version'];
  if (plan.apiserverMetrics.read || plan.deprecatedOnly.length > 0) urls.push('/metrics');
  const reads: PolicyRule[] = [
    {
      nonResourceURLs: urls.sort(),
      verbs: ['get'],
      why: [
        'Discovery (/api and /apis; a server without aggregated discovery, one document per group version),',
        "the server's version, and its /metrics: deprecated API calls and the objects stored per resource.",
      ].join('\n'),
    },
  ];
  const listed = new Map<string, Set<string>>();
  for (const list of plan.lists.filter((l) => l.purpose === 'rules')) {
    const { group, resource } = list.request.resource;
    listed.set(group, (listed.get(group) ?? new Set()).add(resource));
  }
  const listable = (group: string) => resources.filter((r) => r.group === group && r.verbs.includes('list')).map((r) => r.resource);
  const everyResource = (group: string) => group !== '' && isKubernetesGroup(group) && listable(group).every((r) => listed.get(group)!.has(r));
  const groups = [...listed.keys()].sort((a, b) => groupOrder(a) - groupOrder(b) || a.localeCompare(b));
  const wildcard = groups.filter(everyResource);
  for (const group of groups.filter((g) => !wildcard.includes(g)))
    reads.push({ apiGroups: [group], resources: [...listed.get(group)!].sort(), verbs: ['list'] });
  if (wildcard.length)
    reads.push({
      apiGroups: wildcard,
      resources: ['*'],
      verbs: ['list'],
      why: "Every resource of the groups the API-version rules read whole (Kubernetes' own, *.k8s.io), those a later release adds too.",
    });
  const roles: ClusterRole[] = [{ name: CLUSTER_ROLE_NAME, rules: reads }];
  const helm = plan.lists.filter((l) => l.purpose === 'helm' && !listed.get(l.request.resource.group)?.has(l.request.resource.resource));
  if (helm.some((l) => l.request.resource.resource === 'secrets'))
    roles.push({ name: `${CLUSTER_ROLE_NAME}-helm`, why: HELM_WHY, rules: [{ apiGroups: [''], resources: ['secrets'], verbs: ['list'] }] });
  const helmOthers = helm.filter((l) => l.request.resource.resource !== 'secrets');
  if (helmOthers.length) throw new Error(`Helm records in ${helmOthers.map((l) => l.request.resource.resource).join(', ')} are not listed for any rule`);
  if (plan.nodes.configz || plan.nodes.metrics)
    roles.push({ name: `${CLUSTER_ROLE_NAME}-nodes`, why: NODES_WHY, rules: [{ apiGroups: [''], resources: ['nodes/proxy'], verbs: ['get'] }] });
  return roles;
}

/** The core group first, then Kubernetes' own groups, then the rest. */
function groupOrder(group: string): number {
  return group === '' ? 0 : isKubernetesGroup(group) ? 1 : 2;
}

const GENERATED = '# Generated by scripts/gen-rbac.ts from what a live check reads -- do not edit by hand; run `npm run gen:rbac`.';

/** Each role and the binding that gives it to the check's service account. */
export function rolesYaml(roles: readonly ClusterRole[]): string {
  const list = (items: string[]) => `[${items.map((i) => JSON.stringify(i)).join(', ')}]`;
  const documents = roles.flatMap((role) => {
    const lines = [
      ...(role.why?.split('\n').map((line) => `# ${line}`) ?? []),
      'apiVersion: rbac.authorization.k8s.io/v1',
      'kind: ClusterRole',
      'metadata:',
      `  name: ${role.name}`,
      'rules:',
    ];
    for (const rule of role.rules) {
      for (const line of rule.why?.split('\n') ?? []) lines.push(`  # ${line}`);
      if (rule.nonResourceURLs) lines.push(`  - nonResourceURLs: ${list(rule.nonResourceURLs)}`);
      else {
        if (rule.apiGroups!.length === 1) lines.push(`  - apiGroups: ${list(rule.apiGroups!)}`);
        else lines.push('  - apiGroups:', ...rule.apiGroups!.map((g) => `      - ${g}`));
        if (rule.resources!.length === 1) lines.push(`    resources: ${list(rule.resources!)}`);
        else lines.push('    resources:', ...rule.resources!.map((r) => `      - ${r}`));
      }
      lines.push(`    verbs: ${list(rule.verbs)}`);
    }
    const binding = [
      'apiVersion: rbac.authorization.k8s.io/v1',
      'kind: ClusterRoleBinding',
      'metadata:',
      `  name: ${role.name}`,
      'roleRef:',
      '  apiGroup: rbac.authorization.k8s.io',
      '  kind: ClusterRole',
      `  name: ${role.name}`,
      'subjects:',
      '  - kind: ServiceAccount',
      `    name: ${SERVICE_ACCOUNT.name}`,
      `    namespace: ${SERVICE_ACCOUNT.namespace}`,
    ];
    return [lines.join('\n'), binding.join('\n')];
  });
  return `${documents.join('\n---\n')}\n`;
}

/** The files the roles are written to: the kustomization's, and the one to apply by hand (with its namespace and service account). */
export function rbacFiles(roles: readonly ClusterRole[]): Record<string, string> {
  const body = rolesYaml(roles);
  const deploy = [GENERATED, '# Bound to the service account of serviceaccount.yaml; see docs/container-image.md.', body].join('\n');
  const standalone = [
    GENERATED,
    '# Read-only access for a live check run by a service account (docs/live-cluster.md#permissions):',
    '#   kubectl apply -f docs/rbac.yaml',
    '# deploy/kubernetes holds the same roles for the CronJob (docs/container-image.md).',
    'apiVersion: v1',
    'kind: Namespace',
    'metadata:',
    `  name: ${SERVICE_ACCOUNT.namespace}`,
    '---',
    'apiVersion: v1',
    'kind: ServiceAccount',
    'metadata:',
    `  name: ${SERVICE_ACCOUNT.name}`,
    `  namespace: ${SERVICE_ACCOUNT.namespace}`,
    '---',
    body,
  ].join('\n');
  return { [DEPLOY_RBAC_FILE]: deploy, [DOCS_RBAC_FILE]: standalone };
}

/** The RBAC files as they must read for the rules and data of this tree, by path. */
export async function generatedRbacFiles(root = packageRoot()): Promise<Record<string, string>> {
  const { plan, resources } = await fullPlan(root);
  return rbacFiles(clusterRoles(plan, resources));
}

async function cli(): Promise<void> {
  const root = packageRoot();
  for (const [file, text] of Object.entries(await generatedRbacFiles(root))) {
    writeFileSync(join(root, file), text);
    const roles = yaml.loadAll(text).filter((d) => (d as { kind?: string })?.kind === 'ClusterRole') as { rules: unknown[] }[];
    process.stdout.write(`${file}: ${roles.length} ClusterRoles, ${roles.reduce((n, r) => n + r.rules.length, 0)} rules\n`);
  }
}

if (process.argv[1] && import.meta.filename === process.argv[1]) await cli();
