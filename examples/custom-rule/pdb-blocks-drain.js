// A team's own rule, as a plugin: a PodDisruptionBudget that allows no voluntary eviction blocks
// every drain of a node that runs its pods, so a node-by-node upgrade stalls there.
import { defineRule } from 'k8s-upgrade-check';

/** Budgets that leave no room for one eviction. */
function blockingField(spec) {
  const { maxUnavailable, minAvailable } = spec;
  if (maxUnavailable === 0 || maxUnavailable === '0' || maxUnavailable === '0%') return ['maxUnavailable', String(maxUnavailable)];
  if (minAvailable === '100%') return ['minAvailable', minAvailable];
  return undefined;
}

export default defineRule({
  id: 'pdb-blocks-drain',
  release: 'core',
  severity: 'warning',
  kinds: ['PodDisruptionBudget'],
  docs: {
    summary: 'A PodDisruptionBudget allows no voluntary eviction, so draining a node that runs its pods never finishes.',
    changed:
      'Nothing changed in Kubernetes itself: nodes are upgraded one at a time, each drained first (kubectl drain, or a managed node pool upgrade), and a drain evicts pods through the Eviction API, which honours PodDisruptionBudgets.',
    affected: 'PodDisruptionBudgets with maxUnavailable 0 or 0%, or minAvailable 100%.',
    why: 'An eviction that would break the budget is refused, so kubectl drain keeps retrying (for ever, unless --timeout is set) and the node upgrade stalls on that node.',
    fix: 'Allow at least one disruption: set `maxUnavailable: 1` (or a `minAvailable` below the number of replicas), and run enough replicas to stay available while one moves.',
    sources: [
      { title: 'Kubernetes: Specifying a Disruption Budget for your Application', url: 'https://kubernetes.io/docs/tasks/run-application/configure-pdb/' },
      { title: 'Kubernetes: API-initiated Eviction', url: 'https://kubernetes.io/docs/concepts/scheduling-eviction/api-eviction/' },
    ],
  },
  messages: {
    noEviction: 'PodDisruptionBudget {{name}} allows no voluntary eviction ({{field}}: {{value}}): draining a node that runs its pods never finishes, and the node upgrade stalls there.',
  },
  fixes: {
    noEviction: 'Set maxUnavailable: 1, or a minAvailable below the replicas of the workload, and run at least two replicas.',
  },
  check(obj, ctx) {
    const spec = obj.body.spec;
    if (typeof spec !== 'object' || spec === null) return;
    const blocking = blockingField(spec);
    if (!blocking) return;
    const [field, value] = blocking;
    ctx.report(obj, { messageId: 'noEviction', path: ['spec', field], data: { name: obj.metadata.name ?? '(unnamed)', field, value } });
  },
});
