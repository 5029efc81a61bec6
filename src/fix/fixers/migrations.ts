/**
 * The schema migrations of the Deprecated API Migration Guide, one per kind, each making the
 * changes the guide lists and nothing else. Where an old default changes meaning in the new
 * version, the old value is written out so the object keeps doing what it did (as
 * `pathType: ImplementationSpecific` keeps an Ingress path's old matching); where only its owner
 * can say what a value should be, the object is left, with why.
 *
 * Sources besides the guide, for what it does not spell out: the old versions' defaults from their
 * k8s.io/api types (kubernetes/api tag kubernetes-1.15.0 extensions/v1beta1, apps/v1beta1 and
 * apps/v1beta2 types.go; v0.21.0 admissionregistration/v1beta1/types.go), the HPA metric mapping
 * from kubernetes/kubernetes pkg/apis/autoscaling/v2beta1/conversion.go (v1.14.4), and the same
 * fields in autoscaling/v2beta2 and v2 (kubernetes/api v0.25.0 testdata/HEAD fixtures).
 */
import type { Finding, Path } from '../../model.js';
import type { ApiLifecycle } from '../../kube/api-lifecycle.js';
import { isRecord } from '../../kube/workloads.js';
import type { FixContext, NewValue } from '../api.js';

type Migration = (ctx: FixContext, finding: Finding, row: ApiLifecycle) => void;

function moveTo(ctx: FixContext, row: ApiLifecycle): void {
  ctx.edit.set(['apiVersion'], row.replacement!.apiVersion);
}

function specOf(ctx: FixContext): Record<string, unknown> | undefined {
  const spec = ctx.object.body.spec;
  return isRecord(spec) ? spec : undefined;
}

// -------------------------------------------------------------------------------------------------
// Ingress: extensions/v1beta1, networking.k8s.io/v1beta1 -> networking.k8s.io/v1 (guide #ingress-v122)

const ingress: Migration = (ctx, finding, row) => {
  const spec = specOf(ctx) ?? {};
  const problems: string[] = [];
  if (spec.backend !== undefined) problems.push(...backendProblems(spec.backend, 'spec.backend'));
  const paths: { path: Path; value: Record<string, unknown> }[] = [];
  const rules = Array.isArray(spec.rules) ? spec.rules : [];
  rules.forEach((rule, i) => {
    const list = isRecord(rule) && isRecord(rule.http) && Array.isArray(rule.http.paths) ? rule.http.paths : [];
    list.forEach((item, j) => {
      const where = `spec.rules[${i}].http.paths[${j}]`;
      if (!isRecord(item)) return problems.push(`${where} is not a mapping`);
      problems.push(...backendProblems(item.backend, `${where}.backend`));
      paths.push({ path: ['spec', 'rules', i, 'http', 'paths', j], value: item });
    });
  });
  if (problems.length) return ctx.leave(finding, 'decision', problems.join('; '));
  moveTo(ctx, row);
  if (spec.backend !== undefined) {
    ctx.edit.rename(['spec', 'backend'], 'defaultBackend');
    convertBackend(ctx, ['spec', 'backend'], spec.backend as Record<string, unknown>);
  }
  let added = 0;
  for (const { path, value } of paths) {
    if (value.pathType === undefined) {
      ctx.edit.add(path, 'pathType', 'ImplementationSpecific', 'path' in value ? { after: 'path' } : undefined);
      added++;
    }
    convertBackend(ctx, [...path, 'backend'], value.backend as Record<string, unknown>);
  }
  ctx.fixed(
    finding,
    added
      ? `pathType: ImplementationSpecific keeps the matching the ingress controller did without a pathType; Prefix or Exact match the same way on every controller`
      : undefined,
  );
};

function backendProblems(backend: unknown, where: string): string[] {
  if (!isRecord(backend)) return [`${where} is not a mapping`];
  if (backend.serviceName === undefined && backend.servicePort === undefined) return [];
  if (typeof backend.serviceName !== 'string' || backend.serviceName === '') return [`${where} has no serviceName`];
  const port = backend.servicePort;
  if (typeof port === 'string' && /^\d+$/.test(port)) return [`${where}.servicePort is the string "${port}": write it as a number if it is a port number`];
  if (typeof port !== 'number' && typeof port !== 'string') return [`${where} has no servicePort`];
  return [];
}

function convertBackend(ctx: FixContext, path: Path, backend: Record<string, unknown>): void {
  if (backend.serviceName === undefined) return;
  const port = ctx.edit.copy([...path, 'servicePort'], { withComment: true });
  ctx.edit.replace(
    [...path, 'serviceName'],
    { name: ctx.edit.copy([...path, 'serviceName']), port: typeof backend.servicePort === 'number' ? { number: port } : { name: port } },
    { key: 'service' },
  );
  ctx.edit.remove([...path, 'servicePort']);
}

// -------------------------------------------------------------------------------------------------
// HorizontalPodAutoscaler: autoscaling/v2beta1, v2beta2 -> autoscaling/v2 (guide #horizontalpodautoscaler-v125, -v126)

const METRIC_SOURCES: Record<string, string> = {
  Resource: 'resource',
  ContainerResource: 'containerResource',
  Pods: 'pods',
  Object: 'object',
  External: 'external',
};

const hpa: Migration = (ctx, finding, row) => {
  const spec = specOf(ctx) ?? {};
  const metrics = Array.isArray(spec.metrics) ? spec.metrics : [];
  const problems: string[] = [];
  const conversions: (() => void)[] = [];
  if (row.apiVersion === 'autoscaling/v2beta1' && ctx.object.body.status !== undefined)
    problems.push('the object carries a status written in v2beta1 form; status is never applied, so remove it, then run fix again');
  metrics.forEach((metric, i) => {
    const key = isRecord(metric) && typeof metric.type === 'string' ? METRIC_SOURCES[metric.type] : undefined;
    const source = key && isRecord(metric) ? metric[key] : undefined;
    if (!key || !isRecord(source)) return problems.push(`spec.metrics[${i}] has no metric source this fix knows`);
    const result = convertMetric(ctx, ['spec', 'metrics', i, key], source, metric.type as string);
    if (typeof result === 'string') problems.push(`spec.metrics[${i}].${key}: ${result}`);
    else conversions.push(result);
  });
  if (problems.length) return ctx.leave(finding, 'decision', problems.join('; '));
  moveTo(ctx, row);
  conversions.forEach((convert) => convert());
  ctx.fixed(finding);
};

/** The v2beta1 fields of one metric source written the v2 way, as conversion.go maps them; a v2beta2 source has none and is left as it is. */
function convertMetric(ctx: FixContext, path: Path, source: Record<string, unknown>, type: string): (() => void) | string {
  const e = ctx.edit;
  const at = (key: string): Path => [...path, key];
  const has = (key: string) => source[key] !== undefined;
  const metricId = (selectorKey: string): NewValue => ({ name: e.copy(at('metricName')), ...(has(selectorKey) ? { selector: e.copy(at(selectorKey)) } : {}) });
  if (type === 'Resource' || type === 'ContainerResource') {
    if (!has('targetAverageUtilization') && !has('targetAverageValue')) return () => undefined;
    if (has('targetAverageUtilization') && has('targetAverageValue'))
      return 'sets both targetAverageUtilization and targetAverageValue: keep the one that is meant';
    return has('targetAverageUtilization')
      ? () => e.replace(at('targetAverageUtilization'), { type: 'Utilization', averageUtilization: e.copy(at('targetAverageUtilization')) }, { key: 'target' })
      : () => e.replace(at('targetAverageValue'), { type: 'AverageValue', averageValue: e.copy(at('targetAverageValue')) }, { key: 'target' });
  }
  if (!has('metricName')) return has('metric') ? () => undefined : 'has no metricName';
  if (type === 'Pods') {
    if (!has('targetAverageValue')) return 'has no targetAverageValue';
    return () => {
      e.replace(at('metricName'), metricId('selector'), { key: 'metric' });
      if (has('selector')) e.remove(at('selector'));
      e.replace(at('targetAverageValue'), { type: 'AverageValue', averageValue: e.copy(at('targetAverageValue')) }, { key: 'target' });
    };
  }
  if (type === 'Object') {
    if (has('targetValue') && has('averageValue')) return 'sets both targetValue and averageValue: keep the one that is meant';
    if (!has('targetValue') && !has('averageValue')) return 'has no targetValue or averageValue';
    return () => {
      e.rename(at('target'), 'describedObject');
      e.replace(at('metricName'), metricId('selector'), { key: 'metric' });
      if (has('selector')) e.remove(at('selector'));
      if (has('averageValue')) e.replace(at('averageValue'), { type: 'AverageValue', averageValue: e.copy(at('averageValue')) }, { key: 'target' });
      else e.replace(at('targetValue'), { type: 'Value', value: e.copy(at('targetValue')) }, { key: 'target' });
    };
  }
  // External
  if (has('targetValue') && has('targetAverageValue')) return 'sets both targetValue and targetAverageValue: keep the one that is meant';
  if (!has('targetValue') && !has('targetAverageValue')) return 'has no targetValue or targetAverageValue';
  return () => {
    e.replace(at('metricName'), metricId('metricSelector'), { key: 'metric' });
    if (has('metricSelector')) e.remove(at('metricSelector'));
    if (has('targetValue')) e.replace(at('targetValue'), { type: 'Value', value: e.copy(at('targetValue')) }, { key: 'target' });
    else e.replace(at('targetAverageValue'), { type: 'AverageValue', averageValue: e.copy(at('targetAverageValue')) }, { key: 'target' });
  };
}

// -------------------------------------------------------------------------------------------------
// Deployment, DaemonSet, ReplicaSet, StatefulSet -> apps/v1 (guide #deployment-v116, #daemonset-v116, #statefulset-v116, #replicaset-v116)

const workload: Migration = (ctx, finding, row) => {
  const spec = specOf(ctx);
  if (!spec) return ctx.leave(finding, 'decision', 'the object has no spec');
  const { kind } = row;
  const from = row.apiVersion;
  const e = ctx.edit;
  if (kind === 'Deployment' && spec.rollbackTo !== undefined) {
    return ctx.leave(
      finding,
      'decision',
      'spec.rollbackTo asks for a rollback, which apps/v1 has no field for: roll back with kubectl rollout undo, then remove it',
    );
  }
  const notes: string[] = [];
  const place = 'template' in spec ? { before: 'template' } : undefined;
  if (spec.selector === undefined || spec.selector === null) {
    const labels = isRecord(spec.template) && isRecord(spec.template.metadata) ? spec.template.metadata.labels : undefined;
    if (!isRecord(labels) || Object.keys(labels).length === 0)
      return ctx.leave(finding, 'decision', 'apps/v1 needs spec.selector, and there are no template labels to make it from');
    e.add(['spec'], 'selector', { matchLabels: e.copy(['spec', 'template', 'metadata', 'labels']) }, place);
    notes.push('spec.selector is set to the template labels, the selector the old version defaulted to (apps/v1 requires it and it cannot change later)');
  }
  if (kind === 'Deployment' && from === 'extensions/v1beta1') {
    const strategy = isRecord(spec.strategy) ? spec.strategy : undefined;
    if (strategy?.type !== 'Recreate') {
      const rolling = strategy && isRecord(strategy.rollingUpdate) ? strategy.rollingUpdate : undefined;
      const pins = Object.fromEntries((['maxSurge', 'maxUnavailable'] as const).filter((key) => rolling?.[key] === undefined).map((key) => [key, 1]));
      if (Object.keys(pins).length) {
        if (spec.strategy === undefined) e.add(['spec'], 'strategy', { rollingUpdate: pins }, place);
        else if (!strategy) return ctx.leave(finding, 'decision', 'spec.strategy is not a mapping');
        else if (strategy.rollingUpdate === undefined) e.add(['spec', 'strategy'], 'rollingUpdate', pins);
        else for (const [key, value] of Object.entries(pins)) e.add(['spec', 'strategy', 'rollingUpdate'], key, value);
        notes.push(
          `${Object.keys(pins).join(' and ')} ${Object.keys(pins).length > 1 ? 'are' : 'is'} written as 1, the extensions/v1beta1 default (apps/v1 defaults to 25%)`,
        );
      }
    }
    const defaults = [
      spec.progressDeadlineSeconds === undefined && 'progressDeadlineSeconds becomes 600 (was no deadline)',
      spec.revisionHistoryLimit === undefined && 'revisionHistoryLimit becomes 10 (was every revision)',
    ].filter(Boolean);
    if (defaults.length) notes.push(`unset, ${defaults.join(' and ')}`);
  }
  if (kind === 'Deployment' && from === 'apps/v1beta1' && spec.revisionHistoryLimit === undefined) notes.push('unset, revisionHistoryLimit becomes 10 (was 2)');
  if (kind === 'DaemonSet' && spec.templateGeneration !== undefined) {
    e.remove(['spec', 'templateGeneration']);
    notes.push('spec.templateGeneration is removed: apps/v1 has no such field');
  }
  const onDeleteByDefault = (kind === 'DaemonSet' && from === 'extensions/v1beta1') || (kind === 'StatefulSet' && from === 'apps/v1beta1');
  if (onDeleteByDefault) {
    const strategy = spec.updateStrategy;
    if (strategy === undefined) e.add(['spec'], 'updateStrategy', { type: 'OnDelete' }, place);
    else if (!isRecord(strategy)) return ctx.leave(finding, 'decision', 'spec.updateStrategy is not a mapping');
    else if (strategy.type === undefined) e.add(['spec', 'updateStrategy'], 'type', 'OnDelete');
    if (!isRecord(strategy) || strategy.type === undefined)
      notes.push(
        `updateStrategy.type is written as OnDelete, the ${from} default (apps/v1 defaults to RollingUpdate, which replaces the pods as soon as the template changes)`,
      );
  }
  moveTo(ctx, row);
  ctx.fixed(finding, notes.join('; ') || undefined);
};

// -------------------------------------------------------------------------------------------------
// PodDisruptionBudget: policy/v1beta1 -> policy/v1 (guide #poddisruptionbudget-v125)

const pdb: Migration = (ctx, finding, row) => {
  const selector = specOf(ctx)?.selector;
  if (selector !== undefined && selector !== null && (!isRecord(selector) || isEmptySelector(selector))) {
    return ctx.leave(
      finding,
      'decision',
      'spec.selector is empty: policy/v1beta1 read it as no pods, policy/v1 reads it as every pod in the namespace; write the selector that is meant',
    );
  }
  moveTo(ctx, row);
  ctx.fixed(
    finding,
    selector === undefined || selector === null
      ? 'no spec.selector: it selects no pods in either version'
      : 'policy/v1 reads an empty selector as every pod in the namespace; this one is not empty, so it selects the same pods',
  );
};

function isEmptySelector(selector: Record<string, unknown>): boolean {
  const labels = selector.matchLabels;
  const expressions = selector.matchExpressions;
  return (!isRecord(labels) || Object.keys(labels).length === 0) && (!Array.isArray(expressions) || expressions.length === 0);
}

// -------------------------------------------------------------------------------------------------
// PriorityLevelConfiguration -> flowcontrol.apiserver.k8s.io/v1 (guide #flowcontrol-resources-v126, -v129, -v132)

const priorityLevel: Migration = (ctx, finding, row) => {
  const limited = specOf(ctx)?.limited;
  const renamed = row.apiVersion !== 'flowcontrol.apiserver.k8s.io/v1beta3';
  const oldKey = renamed ? 'assuredConcurrencyShares' : 'nominalConcurrencyShares';
  const path = ['spec', 'limited', oldKey];
  let note: string | undefined;
  if (isRecord(limited) && limited[oldKey] !== undefined) {
    if (limited[oldKey] === 0) {
      // Before v1 an explicit 0 was defaulted to 30; v1 keeps it 0.
      ctx.edit.set(path, 30);
      note = `spec.limited.${oldKey}: 0 is written as 30, the value ${row.apiVersion} used for it (flowcontrol v1 keeps an explicit 0)`;
    }
    if (renamed) ctx.edit.rename(path, 'nominalConcurrencyShares');
  }
  moveTo(ctx, row);
  ctx.fixed(finding, note);
};

// -------------------------------------------------------------------------------------------------
// EndpointSlice: discovery.k8s.io/v1beta1 -> discovery.k8s.io/v1 (guide #endpointslice-v125)

const HOSTNAME = 'kubernetes.io/hostname';
const ZONE = 'topology.kubernetes.io/zone';

const endpointSlice: Migration = (ctx, finding, row) => {
  const endpoints = Array.isArray(ctx.object.body.endpoints) ? ctx.object.body.endpoints : [];
  const problems: string[] = [];
  const edits: (() => void)[] = [];
  endpoints.forEach((endpoint, i) => {
    if (!isRecord(endpoint) || endpoint.topology === undefined) return;
    const topology = endpoint.topology;
    const where = `endpoints[${i}].topology`;
    if (!isRecord(topology)) return problems.push(`${where} is not a mapping`);
    const other = Object.keys(topology).filter((key) => key !== HOSTNAME && key !== ZONE);
    if (other.length)
      return problems.push(`${where} has ${other.join(', ')}, which discovery.k8s.io/v1 has no field for (deprecatedTopology cannot be written)`);
    const moves: [string, string][] = [
      [HOSTNAME, 'nodeName'],
      [ZONE, 'zone'],
    ];
    for (const [key, field] of moves) {
      if (topology[key] !== undefined && endpoint[field] !== undefined && endpoint[field] !== topology[key])
        problems.push(`endpoints[${i}] has ${field} ${String(endpoint[field])} and topology ${key} ${String(topology[key])}`);
    }
    edits.push(() => {
      ctx.edit.remove(['endpoints', i, 'topology']);
      for (const [key, field] of moves) {
        if (topology[key] !== undefined && endpoint[field] === undefined)
          ctx.edit.add(['endpoints', i], field, ctx.edit.copy(['endpoints', i, 'topology', key], { withComment: true }));
      }
    });
  });
  if (problems.length) return ctx.leave(finding, 'decision', problems.join('; '));
  moveTo(ctx, row);
  edits.forEach((edit) => edit());
  ctx.fixed(finding);
};

// -------------------------------------------------------------------------------------------------
// Event: events.k8s.io/v1beta1 -> events.k8s.io/v1 (guide #event-v125)

const event: Migration = (ctx, finding, row) => {
  const body = ctx.object.body;
  const problems: string[] = [];
  const missing = ['action', 'reason', 'reportingController', 'reportingInstance'].filter((key) => body[key] === undefined || body[key] === '');
  if (missing.length) problems.push(`events.k8s.io/v1 requires ${missing.join(', ')}, which only the writer of the event can say`);
  if (body.type !== undefined && body.type !== 'Normal' && body.type !== 'Warning') problems.push(`type ${String(body.type)} must be Normal or Warning`);
  const old = [
    'deprecatedSource',
    'deprecatedFirstTimestamp',
    'deprecatedLastTimestamp',
    'deprecatedCount',
    'firstTimestamp',
    'lastTimestamp',
    'count',
    'source',
  ].filter((key) => body[key] !== undefined);
  if (old.length) problems.push(`${old.join(', ')} cannot be set on a new v1 Event: use eventTime, series and reportingController/reportingInstance instead`);
  if (body.involvedObject !== undefined && body.regarding !== undefined) problems.push('both involvedObject and regarding are set');
  if (problems.length) return ctx.leave(finding, 'decision', problems.join('; '));
  moveTo(ctx, row);
  if (body.involvedObject !== undefined) ctx.edit.rename(['involvedObject'], 'regarding');
  ctx.fixed(finding);
};

// -------------------------------------------------------------------------------------------------
// Mutating/ValidatingWebhookConfiguration -> admissionregistration.k8s.io/v1 (guide #webhook-resources-v122)

/** The v1beta1 defaults of the fields whose default v1 changes or drops (v1beta1 types.go). */
const WEBHOOK_V1BETA1_DEFAULTS: [string, NewValue][] = [
  ['admissionReviewVersions', ['v1beta1']],
  ['failurePolicy', 'Ignore'],
  ['matchPolicy', 'Exact'],
  ['timeoutSeconds', 30],
];

const webhooks: Migration = (ctx, finding, row) => {
  const list = Array.isArray(ctx.object.body.webhooks) ? ctx.object.body.webhooks : [];
  const problems: string[] = [];
  const names = new Set<unknown>();
  list.forEach((hook, i) => {
    if (!isRecord(hook)) return problems.push(`webhooks[${i}] is not a mapping`);
    if (names.has(hook.name)) problems.push(`webhook name ${String(hook.name)} is used twice; v1 needs unique names`);
    names.add(hook.name);
    if (hook.sideEffects !== 'None' && hook.sideEffects !== 'NoneOnDryRun') {
      problems.push(
        `webhooks[${i}] (${String(hook.name)}) has sideEffects ${hook.sideEffects === undefined ? 'unset' : String(hook.sideEffects)}: v1 needs None or NoneOnDryRun, which only the webhook's author can say`,
      );
    }
  });
  if (problems.length) return ctx.leave(finding, 'decision', problems.join('; '));
  const pinned = new Set<string>();
  list.forEach((hook, i) => {
    for (const [key, value] of WEBHOOK_V1BETA1_DEFAULTS) {
      if ((hook as Record<string, unknown>)[key] !== undefined) continue;
      ctx.edit.add(['webhooks', i], key, value);
      pinned.add(key);
    }
  });
  moveTo(ctx, row);
  ctx.fixed(
    finding,
    pinned.size
      ? `${[...pinned].join(', ')} ${pinned.size > 1 ? 'are' : 'is'} written with the v1beta1 default${pinned.size > 1 ? 's' : ''}, which v1 changes or drops`
      : undefined,
  );
};

// -------------------------------------------------------------------------------------------------
// SubjectAccessReview and friends -> authorization.k8s.io/v1 (guide #subjectaccessreview-resources-v122)

const accessReview: Migration = (ctx, finding, row) => {
  const spec = specOf(ctx);
  if (spec?.group !== undefined) {
    if (spec.groups !== undefined) return ctx.leave(finding, 'decision', 'both spec.group and spec.groups are set');
    ctx.edit.rename(['spec', 'group'], 'groups');
  }
  moveTo(ctx, row);
  ctx.fixed(finding);
};

// -------------------------------------------------------------------------------------------------
// CertificateSigningRequest -> certificates.k8s.io/v1 (guide #certificatesigningrequest-v122)

/** certificates/v1 KeyUsage values (kubernetes/api certificates/v1/types.go). */
const KEY_USAGES = new Set([
  'signing',
  'digital signature',
  'content commitment',
  'key encipherment',
  'key agreement',
  'data encipherment',
  'cert sign',
  'crl sign',
  'encipher only',
  'decipher only',
  'any',
  'server auth',
  'client auth',
  'code signing',
  'email protection',
  's/mime',
  'ipsec end system',
  'ipsec tunnel',
  'ipsec user',
  'timestamping',
  'ocsp signing',
  'microsoft sgc',
  'netscape sgc',
]);

const certificateRequest: Migration = (ctx, finding, row) => {
  const spec = specOf(ctx) ?? {};
  const problems: string[] = [];
  if (typeof spec.signerName !== 'string' || spec.signerName === '' || spec.signerName === 'kubernetes.io/legacy-unknown') {
    problems.push('v1 needs spec.signerName, and not kubernetes.io/legacy-unknown: choose the signer');
  }
  const usages = Array.isArray(spec.usages) ? spec.usages : [];
  if (usages.length === 0) problems.push('v1 needs spec.usages: list the key usages the certificate is for');
  if (new Set(usages).size !== usages.length) problems.push('spec.usages lists a usage twice');
  const unknown = usages.filter((usage) => !KEY_USAGES.has(String(usage)));
  if (unknown.length) problems.push(`spec.usages has ${unknown.join(', ')}, which v1 does not know`);
  if (problems.length) return ctx.leave(finding, 'decision', problems.join('; '));
  moveTo(ctx, row);
  ctx.fixed(finding);
};

export const MIGRATIONS: ReadonlyMap<string, Migration> = new Map<string, Migration>([
  ...['extensions/v1beta1', 'networking.k8s.io/v1beta1'].map((v) => [`${v} Ingress`, ingress] as const),
  ...['autoscaling/v2beta1', 'autoscaling/v2beta2'].map((v) => [`${v} HorizontalPodAutoscaler`, hpa] as const),
  ...['extensions/v1beta1', 'apps/v1beta1', 'apps/v1beta2'].flatMap((v) =>
    ['Deployment', 'DaemonSet', 'ReplicaSet', 'StatefulSet'].map((k) => [`${v} ${k}`, workload] as const),
  ),
  ['policy/v1beta1 PodDisruptionBudget', pdb],
  ...['v1beta1', 'v1beta2', 'v1beta3'].map((v) => [`flowcontrol.apiserver.k8s.io/${v} PriorityLevelConfiguration`, priorityLevel] as const),
  ['discovery.k8s.io/v1beta1 EndpointSlice', endpointSlice],
  ['events.k8s.io/v1beta1 Event', event],
  ...['MutatingWebhookConfiguration', 'ValidatingWebhookConfiguration'].map((k) => [`admissionregistration.k8s.io/v1beta1 ${k}`, webhooks] as const),
  ...['LocalSubjectAccessReview', 'SelfSubjectAccessReview', 'SelfSubjectRulesReview', 'SubjectAccessReview'].map(
    (k) => [`authorization.k8s.io/v1beta1 ${k}`, accessReview] as const,
  ),
  ['certificates.k8s.io/v1beta1 CertificateSigningRequest', certificateRequest],
]);
