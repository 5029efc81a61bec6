import { groupOf, objectRef, type K8sObject, type Path } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { POD_TEMPLATE_KINDS, getPath, isRecord, podSpecOf } from '../../src/kube/workloads.js';
import { checkCIDR, checkIP, type StrictnessFinding, type StrictnessProblem } from '../../src/kube/ip-strictness.js';

type Shape = 'ip' | 'cidr';

interface Value {
  path: Path;
  text: string;
  shape: Shape;
}

const PROBLEMS: Record<StrictnessProblem, string> = {
  'leading-zeros': 'leading zeros',
  'ipv4-mapped': 'an IPv4-mapped IPv6 address',
  'host-bits': 'bits set beyond the prefix length',
};

/** The values at `path`: a string, or each string of a list. */
function valuesAt(body: unknown, path: Path, shape: Shape): Value[] {
  const value = getPath(body, path);
  if (typeof value === 'string') return [{ path, text: value, shape }];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i) => (typeof item === 'string' ? [{ path: [...path, i], text: item, shape }] : []));
}

/** `list[].<key>` for each item of the list at `path`. */
function eachItem(body: unknown, path: Path, visit: (itemPath: Path) => Value[]): Value[] {
  const list = getPath(body, path);
  return Array.isArray(list) ? list.flatMap((item, i) => (isRecord(item) ? visit([...path, i]) : [])) : [];
}

function podTemplateValues(obj: K8sObject): Value[] {
  const pod = podSpecOf(obj);
  if (!pod) return [];
  return [
    ...valuesAt(obj.body, [...pod.path, 'dnsConfig', 'nameservers'], 'ip'),
    ...eachItem(obj.body, [...pod.path, 'hostAliases'], (p) => valuesAt(obj.body, [...p, 'ip'], 'ip')),
  ];
}

function ipBlockValues(body: unknown, rules: 'ingress' | 'egress'): Value[] {
  const peers = rules === 'ingress' ? 'from' : 'to';
  return eachItem(body, ['spec', rules], (rule) =>
    eachItem(body, [...rule, peers], (peer) => [
      ...valuesAt(body, [...peer, 'ipBlock', 'cidr'], 'cidr'),
      ...valuesAt(body, [...peer, 'ipBlock', 'except'], 'cidr'),
    ]),
  );
}

/** The fields KEP-4858 names, of objects a manifest creates (status is the system's to write). */
function objectValues(obj: K8sObject): Value[] {
  const body = obj.body;
  const core = groupOf(obj.apiVersion) === '';
  if (core && obj.kind === 'Service') {
    return [
      ...valuesAt(body, ['spec', 'clusterIP'], 'ip').filter((v) => v.text !== 'None'),
      ...valuesAt(body, ['spec', 'clusterIPs'], 'ip').filter((v) => v.text !== 'None'),
      ...valuesAt(body, ['spec', 'externalIPs'], 'ip'),
      ...valuesAt(body, ['spec', 'loadBalancerSourceRanges'], 'cidr'),
    ];
  }
  if (core && obj.kind === 'Endpoints') {
    return eachItem(body, ['subsets'], (subset) => [
      ...eachItem(body, [...subset, 'addresses'], (a) => valuesAt(body, [...a, 'ip'], 'ip')),
      ...eachItem(body, [...subset, 'notReadyAddresses'], (a) => valuesAt(body, [...a, 'ip'], 'ip')),
    ]);
  }
  if (core && obj.kind === 'Node') return [...valuesAt(body, ['spec', 'podCIDR'], 'cidr'), ...valuesAt(body, ['spec', 'podCIDRs'], 'cidr')];
  if (obj.kind === 'EndpointSlice' && groupOf(obj.apiVersion) === 'discovery.k8s.io')
    return eachItem(body, ['endpoints'], (e) => valuesAt(body, [...e, 'addresses'], 'ip'));
  if (obj.kind === 'NetworkPolicy' && groupOf(obj.apiVersion) === 'networking.k8s.io')
    return [...ipBlockValues(body, 'ingress'), ...ipBlockValues(body, 'egress')];
  return [];
}

function judge(value: Value): StrictnessFinding | undefined {
  return value.shape === 'ip' ? checkIP(value.text) : checkCIDR(value.text);
}

function fieldName(path: Path): string {
  return path
    .map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`))
    .join('')
    .replace(/^\./, '');
}

export default defineRule({
  id: 'strict-ip-cidr-validation',
  release: '1.36',
  severity: 'warning',
  kinds: [...POD_TEMPLATE_KINDS, 'Service', 'Endpoints', 'EndpointSlice', 'NetworkPolicy', 'Node'],
  docs: {
    summary:
      'IP addresses and CIDRs with leading zeros, IPv4-mapped IPv6 addresses, or CIDRs with bits set past the prefix, which the API server rejects from 1.36.',
    changed:
      'The `StrictIPCIDRValidation` gate (KEP-4858) is beta and on by default from 1.36, and GA and locked on in the 1.38 development feature list. With it, IP and CIDR fields that used to be parsed leniently are validated strictly: an IPv4 address with leading zeros (`010.0.0.1`, which the old parser read as decimal 10.0.0.1), an IPv4-mapped IPv6 address (`::ffff:10.0.0.1`) and, for CIDRs, leading zeros in the address or the prefix length and bits set beyond the prefix length (`10.0.0.5/24`) are rejected.',
    affected:
      'Pod templates of workloads (`spec.dnsConfig.nameservers`, `spec.hostAliases[].ip`), Services (`spec.clusterIP`, `spec.clusterIPs`, `spec.externalIPs`, `spec.loadBalancerSourceRanges`), NetworkPolicy `ipBlock.cidr` and `ipBlock.except`, Endpoints and EndpointSlice addresses and Node `spec.podCIDR(s)`: the fields KEP-4858 lists, except status fields, which the system writes.',
    why: 'Validation applies when an object is created, and when an update changes the value: a Service, NetworkPolicy or Endpoints already stored keeps a lenient value as long as it stays the same, but the same manifest applied to a new cluster or namespace is rejected. Pods are always created: every new pod of a workload whose template holds such a value is refused, so the workload stops scaling and cannot replace its pods (an error). `spec.clusterIP(s)`, pod nameservers and host aliases cannot be changed in place.',
    fix: 'Write the value canonically (the finding gives it): drop the leading zeros, write the IPv4 address instead of the mapped IPv6 form, and write a CIDR with its host bits cleared.\n\n```yaml\nspec:\n  hostAliases:\n  - ip: 10.0.0.1        # was 010.0.0.1\n    hostnames: [legacy.internal]\n```',
    sources: [
      {
        title: 'KEP-4858: IP/CIDR validation improvements',
        url: 'https://github.com/kubernetes/enhancements/tree/master/keps/sig-network/4858-ip-cidr-validation',
      },
      {
        title: 'k8s.io/apimachinery pkg/util/validation/ip.go (strict IP and CIDR validation)',
        url: 'https://github.com/kubernetes/apimachinery/blob/master/pkg/util/validation/ip.go',
      },
      {
        title: 'versioned_feature_list.yaml: StrictIPCIDRValidation',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/test/compatibility_lifecycle/reference/versioned_feature_list.yaml',
      },
    ],
    unverified: [
      'The fields and the update rules come from KEP-4858 and k8s.io/apimachinery ip.go; the call sites in the 1.36 validation code were not read. A cluster that turns the gate off (possible in 1.36 and 1.37) keeps the lenient parsing until 1.38 locks it on.',
    ],
  },
  messages: {
    template:
      '{{field}} is {{value}}, which has {{problem}}: from Kubernetes 1.36 the API server rejects it, so every new pod of {{kind}} {{name}} is refused (StrictIPCIDRValidation).',
    object:
      '{{field}} is {{value}}, which has {{problem}}: from Kubernetes 1.36 the API server rejects it when {{kind}} {{name}} is created or the value changes; a stored object keeps it only while it stays as it is (StrictIPCIDRValidation).',
  },
  fixes: {
    template: 'Write {{canonical}} instead of {{value}}.',
    object: 'Write {{canonical}} instead of {{value}}{{immutable}}.',
  },
  check(obj, ctx) {
    // On from 1.36 (beta, on by default), locked on from 1.38: a cluster past both has already refused such values.
    if (!ctx.releases.includes('1.36') && !ctx.releases.includes('1.38')) return;
    const pod = podSpecOf(obj) !== undefined;
    // A template's pods are created again and again; a bare Pod is one object, created once.
    const template = pod && obj.kind !== 'Pod';
    const values = pod ? podTemplateValues(obj) : objectValues(obj);
    for (const value of values) {
      const found = judge(value);
      if (!found) continue;
      const immutable = (obj.kind === 'Service' && (value.path[1] === 'clusterIP' || value.path[1] === 'clusterIPs')) || obj.kind === 'Pod';
      ctx.report(obj, {
        messageId: template ? 'template' : 'object',
        path: value.path,
        ...(template ? { severity: 'error' as const } : {}),
        data: {
          field: fieldName(value.path),
          value: value.text,
          problem: PROBLEMS[found.problem],
          canonical: found.canonical,
          kind: obj.kind,
          name: objectRef(obj).name,
          immutable: immutable ? ` (the field cannot change on a stored ${obj.kind}: recreate it)` : '',
        },
      });
    }
  },
});
