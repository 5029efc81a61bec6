import type { K8sObject } from '../../src/model.js';
import { objectRef } from '../../src/model.js';
import type { ObjectIndex } from '../../src/object-index.js';
import { defineRule } from '../../src/rule.js';
import { isRecord } from '../../src/kube/workloads.js';

const RBAC_GROUP = 'rbac.authorization.k8s.io';
const DRA_GROUP = 'resource.k8s.io';
const WRITE_VERBS = ['update', 'patch'];

interface PolicyRule {
  apiGroups: string[];
  resources: string[];
  verbs: string[];
  resourceNames: string[];
}

export default defineRule({
  id: 'dra-claim-status-rbac',
  release: '1.36',
  severity: 'warning',
  // Bindings are read through the index (roles bound to the same subjects); a live run lists only declared kinds.
  kinds: ['ClusterRole', 'Role', 'ClusterRoleBinding', 'RoleBinding'],
  lookups: ['ClusterRole', 'Role', 'ClusterRoleBinding', 'RoleBinding'],
  docs: {
    summary:
      'Roles that let a DRA component update `resourceclaims/status` without the `resourceclaims/binding` or `resourceclaims/driver` permissions that 1.36 also requires.',
    changed:
      'With `DRAResourceClaimGranularStatusAuthorization` (beta, on by default since 1.36; an ACTION REQUIRED item of CHANGELOG-1.36) the API server checks two synthetic subresources on top of `update`/`patch` on `resourceclaims/status`:\n\n' +
      '- `resourceclaims/binding` with `update`/`patch`, to change `status.allocation` and `status.reservedFor` (the scheduler and custom allocation controllers);\n' +
      '- `resourceclaims/driver` with node-aware verbs, to change `status.devices`: `associated-node:update`/`associated-node:patch` for node-local drivers, `arbitrary-node:update`/`arbitrary-node:patch` for controllers acting for any node, with `resourceNames` naming the driver.',
    affected:
      "ClusterRoles and Roles of DRA drivers, custom schedulers and allocation controllers that grant `update` or `patch` on `resourceclaims/status` but neither subresource, counting every role bound to the same subjects in what was scanned. kube-scheduler's own bootstrap role is maintained by Kubernetes and is not checked; aggregated ClusterRoles are skipped because their rules are computed.",
    why: "After the upgrade the component's status writes are refused (403 Forbidden on the synthetic subresource): a custom scheduler can no longer record allocations, and a DRA driver can no longer publish device status, so pods waiting on their claims do not start or devices report no status.",
    fix:
      'Add the permission the component needs, following the Kubernetes DRA hardening guide.\n\n' +
      '```yaml\napiVersion: rbac.authorization.k8s.io/v1\nkind: ClusterRole\nmetadata:\n  name: gpu-driver-kubelet-plugin\nrules:\n- apiGroups: ["resource.k8s.io"]\n  resources: ["resourceclaims/status"]\n  verbs: ["get", "patch", "update"]\n# node-local driver: device status of claims on its own node\n- apiGroups: ["resource.k8s.io"]\n  resources: ["resourceclaims/driver"]\n  verbs: ["associated-node:patch", "associated-node:update"]\n  resourceNames: ["gpu.example.com"]\n# a scheduler or allocation controller needs instead:\n# - apiGroups: ["resource.k8s.io"]\n#   resources: ["resourceclaims/binding"]\n#   verbs: ["patch", "update"]\n```',
    sources: [
      {
        title: 'Hardening Guide - Dynamic Resource Allocation',
        url: 'https://kubernetes.io/docs/concepts/security/hardening-guide/dynamic-resource-allocation/',
      },
      {
        title: 'Dynamic Resource Allocation: granular status authorization',
        url: 'https://kubernetes.io/docs/concepts/scheduling-eviction/dynamic-resource-allocation/#granular-status-authorization',
      },
      {
        title: 'CHANGELOG-1.36: ACTION REQUIRED for DRA status authorization',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.36.md',
      },
    ],
    featureGates: ['DRAResourceClaimGranularStatusAuthorization'],
  },
  messages: {
    missing:
      '{{kind}} {{name}} grants {{verbs}} on resourceclaims/status but neither resourceclaims/binding nor resourceclaims/driver (also counting roles bound to the same subjects); from Kubernetes 1.36 the API server refuses its claim status writes: status.allocation and status.reservedFor need update/patch on resourceclaims/binding, status.devices needs associated-node: or arbitrary-node: verbs on resourceclaims/driver.',
  },
  fixes: {
    missing:
      'Add resourceclaims/binding (update, patch) for a scheduler or allocation controller, or resourceclaims/driver (associated-node:update/patch, resourceNames: the driver) for a DRA driver.',
  },
  check(obj, ctx) {
    if (
      (obj.kind !== 'ClusterRole' && obj.kind !== 'Role') ||
      obj.apiVersion.split('/')[0] !== RBAC_GROUP ||
      isBootstrapRole(obj) ||
      isRecord(obj.body.aggregationRule)
    )
      return;
    const own = policyRules(obj);
    const statusRule = own.findIndex((rule) => grantsClaimStatusWrite(rule));
    if (statusRule < 0) return;
    const granted = [...own, ...relatedRoles(obj, ctx.index).flatMap(policyRules)];
    const canBind = granted.some((rule) => grants(rule, 'resourceclaims/binding', WRITE_VERBS));
    const canWriteDevices = granted.some((rule) =>
      grants(rule, 'resourceclaims/driver', ['associated-node:update', 'associated-node:patch', 'arbitrary-node:update', 'arbitrary-node:patch']),
    );
    if (canBind || canWriteDevices) return;
    const verbs = own[statusRule].verbs.includes('*') ? '*' : own[statusRule].verbs.filter((v) => WRITE_VERBS.includes(v)).join('/');
    ctx.report(obj, { messageId: 'missing', path: ['rules', statusRule], data: { kind: obj.kind, name: objectRef(obj).name, verbs } });
  },
});

/** Roles Kubernetes creates and reconciles itself (system:kube-scheduler...) get the new permissions with the upgrade. */
function isBootstrapRole(obj: K8sObject): boolean {
  return obj.metadata.labels?.['kubernetes.io/bootstrapping'] === 'rbac-defaults';
}

function policyRules(obj: K8sObject): PolicyRule[] {
  const rules = obj.body.rules;
  if (!Array.isArray(rules)) return [];
  const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
  return rules.map((rule) =>
    isRecord(rule)
      ? { apiGroups: strings(rule.apiGroups), resources: strings(rule.resources), verbs: strings(rule.verbs), resourceNames: strings(rule.resourceNames) }
      : { apiGroups: [], resources: [], verbs: [], resourceNames: [] },
  );
}

// An update or patch on ResourceClaim status. A wildcard resource ("*", "*" + "/status") only
// counts when the rule names the DRA group itself: over every group it is a generic grant, not
// the role of a DRA component.
function grantsClaimStatusWrite(rule: PolicyRule): boolean {
  if (!rule.verbs.some((v) => v === '*' || WRITE_VERBS.includes(v))) return false;
  if (rule.apiGroups.includes(DRA_GROUP) || rule.apiGroups.includes('*')) {
    if (rule.resources.includes('resourceclaims/status')) return true;
  }
  return rule.apiGroups.includes(DRA_GROUP) && (rule.resources.includes('*') || rule.resources.includes('*/status'));
}

// RBAC resource matching (k8s.io/component-helpers/auth/rbac): exact names, "*", and "*" + "/<subresource>".
function grants(rule: PolicyRule, resource: string, verbs: string[]): boolean {
  const subresource = resource.slice(resource.indexOf('/') + 1);
  const groupMatches = rule.apiGroups.includes('*') || rule.apiGroups.includes(DRA_GROUP);
  const resourceMatches = rule.resources.some((r) => r === '*' || r === resource || r === `*/${subresource}`);
  const verbMatches = rule.verbs.some((v) => v === '*' || verbs.includes(v));
  return groupMatches && resourceMatches && verbMatches;
}

interface BindingGraph {
  subjectsOfRole: Map<string, Set<string>>;
  rolesOfSubject: Map<string, Set<string>>;
}

function roleKey(kind: string, namespace: string | undefined, name: string): string {
  return `${kind}\u0000${kind === 'ClusterRole' ? '' : (namespace ?? '')}\u0000${name}`;
}

/** Other roles whose rules reach the same subjects through the RoleBindings and ClusterRoleBindings loaded. */
function relatedRoles(obj: K8sObject, index: ObjectIndex): K8sObject[] {
  const graph = index.memo('dra-claim-status-rbac:bindings', buildGraph);
  const self = roleKey(obj.kind, obj.metadata.namespace, obj.metadata.name ?? '');
  const keys = new Set<string>();
  for (const subject of graph.subjectsOfRole.get(self) ?? []) for (const key of graph.rolesOfSubject.get(subject) ?? []) if (key !== self) keys.add(key);
  const out: K8sObject[] = [];
  for (const key of keys) {
    const [kind, namespace, name] = key.split('\u0000');
    const role = index.get(kind, kind === 'ClusterRole' ? undefined : namespace, name);
    if (role) out.push(role);
  }
  return out;
}

function buildGraph(index: ObjectIndex): BindingGraph {
  const graph: BindingGraph = { subjectsOfRole: new Map(), rolesOfSubject: new Map() };
  const add = (map: Map<string, Set<string>>, key: string, value: string) => {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(value);
  };
  for (const binding of [...index.byKind('ClusterRoleBinding'), ...index.byKind('RoleBinding')]) {
    const ref = binding.body.roleRef;
    if (!isRecord(ref) || typeof ref.kind !== 'string' || typeof ref.name !== 'string') continue;
    const role = roleKey(ref.kind, binding.metadata.namespace, ref.name);
    const subjects = binding.body.subjects;
    if (!Array.isArray(subjects)) continue;
    for (const subject of subjects) {
      if (!isRecord(subject) || typeof subject.kind !== 'string' || typeof subject.name !== 'string') continue;
      const namespace =
        subject.kind === 'ServiceAccount' ? (typeof subject.namespace === 'string' ? subject.namespace : (binding.metadata.namespace ?? '')) : '';
      const key = `${subject.kind}\u0000${namespace}\u0000${subject.name}`;
      add(graph.subjectsOfRole, role, key);
      add(graph.rolesOfSubject, key, role);
    }
  }
  return graph;
}
