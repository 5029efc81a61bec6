import type { HelmChart, Path } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { shellName, shellPath } from '../../src/shell-quote.js';

/**
 * An unquoted `{{ ... }}` is a YAML flow mapping whose only key is another flow mapping, so a
 * template line such as `name: {{ include "app.fullname" . }}` can parse without error. js-yaml
 * turns that inner mapping into this key; no manifest written by hand has it.
 */
const TEMPLATE_KEY = '[object Object]';

/** Per Helm chart, its template files that could not be parsed, and those that parsed with a directive left in. */
type ChartTemplates = Map<string, { chart: HelmChart; unparsed: Set<string>; partial: Set<string> }>;

export default defineRule({
  id: 'parse-error',
  release: 'core',
  severity: 'error',
  kinds: ['*'],
  init: (): ChartTemplates => new Map(),
  docs: {
    summary:
      'A file or document is not valid YAML or JSON, or is an unrendered Helm or Go template, so it could not be checked (or only partly); a Helm chart gets one warning for all its templates.',
    changed: 'Nothing in Kubernetes: this rule reports input the tool could not read, so that a run never passes silently over part of a repository.',
    affected:
      'Unrendered Helm charts, Jinja or Go templates, and files with YAML syntax errors. Most templates are not valid YAML at all; some are (an unquoted `{{ include "x" . }}` value reads as a nested YAML mapping), and those are checked as written and still reported, because every setting a template directive produces is missing from the check. The templates of a Helm chart (the files under `templates/` next to a `Chart.yaml`) are summed up in one warning per chart, on its `Chart.yaml`, with the command that renders it; templates outside a chart are reported one by one, as errors. Also documents whose YAML aliases expand past a million nodes (a "billion laughs" document of a few hundred bytes) or hold an alias to themselves. A file named on the command line whose extension is not `.yaml`, `.yml` or `.json` (a README, a `.tpl` helper) is not read and gets an info note.',
    why: 'Objects in a document that cannot be parsed are not checked, and the values a template fills in are unknown until it is rendered, so removed APIs or risky settings in it would go unnoticed. A syntax error would also fail `kubectl apply`.',
    fix: 'Render templates first and check the output, for example `helm template my-release ./chart --kube-version 1.37 | k8s-upgrade-check --target 1.37 -f -` or `kustomize build overlays/prod | k8s-upgrade-check --target 1.37 -f -`. Fix genuine YAML syntax errors at the line given. Exclude template directories from `-f` once their rendered output is checked.',
    sources: [
      { title: 'YAML 1.2 specification', url: 'https://yaml.org/spec/1.2.2/' },
      { title: 'Helm: Charts, the chart file structure', url: 'https://helm.sh/docs/topics/charts/' },
      { title: 'Helm: helm template (--kube-version)', url: 'https://helm.sh/docs/helm/helm_template/' },
      {
        title: 'CVE-2019-11253: kubectl/API server YAML parsing vulnerable to "Billion Laughs" attack (kubernetes/kubernetes#83253)',
        url: 'https://github.com/kubernetes/kubernetes/issues/83253',
      },
    ],
  },
  messages: {
    template: 'Unrendered template directive: this document is a template, not a manifest, and was not checked.',
    templateParsed: 'Unrendered template directive at {{field}}: this document is a template, not a manifest, and only the fields it spells out were checked.',
    syntax: 'Not valid YAML ({{reason}}); this document was not checked.',
    aliases: 'YAML aliases make this document too large to read ({{reason}}); it was not checked.',
    chart: 'Helm chart {{chart}} is not rendered: {{templates}} could only be partly checked ({{detail}}).',
    notManifest: 'Not a manifest: {{reason}}, so the file was not read.',
  },
  fixes: {
    template: 'Render it first and check the output: helm template RELEASE CHART | k8s-upgrade-check --target {{target}} -f -',
    templateParsed: 'Render it first and check the output: helm template RELEASE CHART | k8s-upgrade-check --target {{target}} -f -',
    syntax: 'Fix the YAML at this line (kubectl apply would reject it too).',
    aliases: 'Write out what the aliases repeat, or nest fewer of them: kubectl and the API server refuse it too ("document contains excessive aliasing").',
    chart:
      'Render the chart for the target and check the output: helm template {{release}} {{chartPath}} --kube-version {{target}} | k8s-upgrade-check --target {{target}} -f -',
    notManifest: 'Leave the file out of the paths given, or name the rendered manifest instead.',
  },
  check(obj, ctx) {
    // Only a file with `{{` can hold a template directive that parsed as YAML: the walk below is skipped for the rest.
    if (obj.origin.type !== 'manifest' || !obj.origin.templated) return;
    const path = templateValuePath(obj.body);
    if (!path) return;
    if (obj.origin.chart) chartEntry(ctx.state, obj.origin.chart).partial.add(obj.origin.file);
    else ctx.report(obj, { messageId: 'templateParsed', path, data: { field: fieldName(path), target: ctx.target } });
  },
  checkProblem(problem, ctx) {
    if (problem.kind === 'not-a-manifest') {
      ctx.reportProblem(problem, { messageId: 'notManifest', severity: 'info', data: { reason: problem.reason } });
      return;
    }
    if (problem.kind === 'template' && problem.chart) {
      chartEntry(ctx.state, problem.chart).unparsed.add(problem.file);
      return;
    }
    if (problem.kind !== 'template' && problem.kind !== 'syntax' && problem.kind !== 'aliases') return;
    ctx.reportProblem(problem, { messageId: problem.kind, data: { reason: problem.reason, target: ctx.target } });
  },
  // A chart's templates are not manifests until Helm renders them: one warning per chart says so, with the
  // command that renders it, rather than an error per file that no chart could ever pass.
  checkAll(ctx) {
    for (const { chart, unparsed, partial } of ctx.state.values()) {
      for (const file of unparsed) partial.delete(file);
      const templates = unparsed.size + partial.size;
      const detail = [
        unparsed.size > 0 && `${count(unparsed.size, 'is', 'are')} not YAML until rendered and ${unparsed.size === 1 ? 'was' : 'were'} not checked`,
        partial.size > 0 && `${count(partial.size, 'was', 'were')} checked only in the fields ${partial.size === 1 ? 'it spells' : 'they spell'} out`,
      ].filter(Boolean);
      ctx.reportProblem(
        { kind: 'template', file: chart.file, position: { line: 1, column: 1 }, reason: 'unrendered Helm chart' },
        {
          messageId: 'chart',
          severity: 'warning',
          data: {
            chart: chart.name,
            directory: chart.directory,
            release: releaseArgument(chart.name),
            chartPath: shellPath(chart.directory),
            templates: `${templates} ${templates === 1 ? 'template' : 'templates'}`,
            detail: detail.join('; '),
            target: ctx.target,
          },
        },
      );
    }
  },
});

function chartEntry(state: ChartTemplates, chart: HelmChart) {
  let entry = state.get(chart.file);
  if (!entry) state.set(chart.file, (entry = { chart, unparsed: new Set(), partial: new Set() }));
  return entry;
}

/**
 * The chart's name as the release name of the suggested command, when Helm accepts it as one
 * (a DNS subdomain of at most 53 characters, as `helm template` checks); otherwise a placeholder.
 */
function releaseArgument(name: string): string {
  const valid = name.length <= 53 && /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(name);
  return valid ? shellName(name, 'RELEASE') : 'RELEASE';
}

/** "1 is", "3 are". */
function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/**
 * The first value written as an unquoted template directive, depth first in document order. This
 * runs on every object of a file that holds `{{`, so it skips scalars without a call and builds the
 * path only on a hit.
 */
function templateValuePath(body: Record<string, unknown>): Path | undefined {
  return findTemplateKey(body, new Set())?.reverse();
}

/**
 * The path to the mapping holding the template key, deepest part first. With aliases a value is
 * reached more than once, or contains itself: each is searched once (`seen`).
 */
function findTemplateKey(value: object, seen: Set<object>): (string | number)[] | undefined {
  if (seen.has(value)) return undefined;
  seen.add(value);
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const child: unknown = value[i];
      if (typeof child !== 'object' || child === null) continue;
      const found = findTemplateKey(child, seen);
      if (found) {
        found.push(i);
        return found;
      }
    }
    return undefined;
  }
  for (const key in value) {
    if (key === TEMPLATE_KEY) return [];
    const child: unknown = (value as Record<string, unknown>)[key];
    if (typeof child !== 'object' || child === null) continue;
    const found = findTemplateKey(child, seen);
    if (found) {
      found.push(key);
      return found;
    }
  }
  return undefined;
}

/** `spec.template.spec.containers[0].image`, `metadata.labels["app.kubernetes.io/name"]`, or the top level of the document. */
function fieldName(path: Path): string {
  if (path.length === 0) return 'the top level';
  return path
    .map((part, i) => (typeof part === 'number' ? `[${part}]` : !/^[A-Za-z_][\w-]*$/.test(part) ? `[${JSON.stringify(part)}]` : i === 0 ? part : `.${part}`))
    .join('');
}
