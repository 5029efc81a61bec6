import { defineRule } from '../../src/rule.js';

export default defineRule({
  id: 'parse-error',
  release: 'core',
  severity: 'error',
  kinds: [],
  docs: {
    summary: 'A file or document is not valid YAML or JSON (often an unrendered Helm or Go template), so it could not be checked.',
    changed: 'Nothing in Kubernetes: this rule reports input the tool could not read, so that a run never passes silently over part of a repository.',
    affected: 'Unrendered Helm charts, Jinja or Go templates, and files with YAML syntax errors.',
    why: 'Objects in a document that cannot be parsed are not checked, so removed APIs or risky settings in it would go unnoticed. A syntax error would also fail `kubectl apply`.',
    fix:
      'Render templates first and check the output, for example `helm template my-release ./chart | k8s-upgrade-check --target 1.37 -f -` or `kustomize build overlays/prod | k8s-upgrade-check --target 1.37 -f -`. Fix genuine YAML syntax errors at the line given. Exclude template directories from `-f` once their rendered output is checked.',
    sources: [{ title: 'YAML 1.2 specification', url: 'https://yaml.org/spec/1.2.2/' }],
  },
  messages: {
    template: 'Unrendered template directive: this document is a template, not a manifest, and was not checked.',
    syntax: 'Not valid YAML ({{reason}}); this document was not checked.',
  },
  fixes: {
    template: 'Render it first and check the output: helm template RELEASE CHART | k8s-upgrade-check --target {{target}} -f -',
    syntax: 'Fix the YAML at this line (kubectl apply would reject it too).',
  },
  checkProblem(problem, ctx) {
    if (problem.kind !== 'template' && problem.kind !== 'syntax') return;
    ctx.reportProblem(problem, { messageId: problem.kind, data: { reason: problem.reason, target: ctx.target } });
  },
});
