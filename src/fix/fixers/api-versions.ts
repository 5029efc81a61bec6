/**
 * Moving an object to the replacement of its removed or deprecated apiVersion. Where a source says
 * the schema did not change (the `schemaUnchanged` rows of rules/_data/removed-apis.yaml), the
 * apiVersion is all that changes. Where the migration guide lists schema changes, a migration for
 * that kind makes them (./migrations.ts); a kind whose changes no migration makes is left, with
 * the changes it needs.
 */
import type { Finding } from '../../model.js';
import { replacementServedAt, servedReplacement, type ApiLifecycle } from '../../kube/api-lifecycle.js';
import type { Autofix, FixContext } from '../api.js';
import { MIGRATIONS } from './migrations.js';

export const moveApiVersion: Autofix = (ctx) => {
  for (const finding of ctx.findings) moveOne(ctx, finding);
};

function moveOne(ctx: FixContext, finding: Finding): void {
  const { apiVersion, kind } = ctx.object;
  const row = ctx.apis.kubernetes(apiVersion, kind);
  if (!row) return ctx.leave(finding, 'unsupported', `no lifecycle data for ${apiVersion} ${kind}`);
  const replacement = row.replacement;
  if (!replacement)
    return ctx.leave(finding, 'no-replacement', row.notes ?? `${apiVersion} ${kind} has no replacement API: remove the object and replace what it did`);
  if (replacement.kind !== kind)
    return ctx.leave(finding, 'decision', `the replacement is another kind (${replacement.apiVersion} ${replacement.kind}), with its own schema`);
  // Written only where it is served: at the target, and at the release run today for a rolling upgrade.
  const releases = ctx.from ? [ctx.target, ctx.from] : [ctx.target];
  if (!replacementServedAt(row, releases)) return moveWithinServed(ctx, finding, row, releases);
  const migrate = MIGRATIONS.get(`${apiVersion} ${kind}`);
  if (migrate) return migrate(ctx, finding, row);
  if (row.schemaUnchanged) {
    ctx.edit.set(['apiVersion'], replacement.apiVersion);
    return ctx.fixed(finding);
  }
  ctx.leave(finding, 'decision', changesNeeded(row));
}

/**
 * The replacement is not served at every release the object must work on: the nearest version that
 * is, when the move is only a new apiVersion; otherwise the object stays, with when it can move.
 */
function moveWithinServed(ctx: FixContext, finding: Finding, row: ApiLifecycle, releases: string[]): void {
  const replacement = row.replacement!;
  const runs = ctx.from ? `Kubernetes ${ctx.target} and ${ctx.from} (--from)` : `Kubernetes ${ctx.target}`;
  const later = `${replacement.apiVersion} is served from Kubernetes ${replacement.availableIn}`;
  const now = servedReplacement(row, releases);
  if (!now) {
    const atTarget = servedReplacement(row, [ctx.target]);
    const there = atTarget ? ` (Kubernetes ${ctx.target} serves ${atTarget.apiVersion})` : '';
    return ctx.leave(
      finding,
      'decision',
      `${later}, and no version of ${row.kind} is served on all of ${runs}: move it on the way, one minor release at a time${there}`,
    );
  }
  if (now.apiVersion === row.apiVersion) {
    return ctx.leave(
      finding,
      'decision',
      `${later}, and ${runs} serve${ctx.from ? '' : 's'} no later version of ${row.kind} than ${row.apiVersion}: keep it, and move the object once the cluster runs ${replacement.availableIn}`,
    );
  }
  if (!row.schemaUnchanged) {
    return ctx.leave(
      finding,
      'decision',
      `${later}; ${runs} serve${ctx.from ? '' : 's'} ${now.apiVersion}, and no source says it reads this ${row.kind} unchanged: compare the versions in the API reference, then change apiVersion`,
    );
  }
  ctx.edit.set(['apiVersion'], now.apiVersion);
  const until = now.removedIn ? ` (removed in ${now.removedIn})` : '';
  // The version served on the way is often deprecated itself: that finding is the reminder to move on.
  ctx.fixed(
    finding,
    `moved to ${now.apiVersion}${until}, which ${runs} serve${ctx.from ? '' : 's'}: ${later}, move it there once the cluster runs ${replacement.availableIn}`,
    { leaves: ['deprecated-api'] },
  );
}

function changesNeeded(row: ApiLifecycle): string {
  if (row.notes) return `moving to ${row.replacement!.apiVersion} needs more than apiVersion: ${row.notes}`;
  return `no source says ${row.replacement!.apiVersion} reads this ${row.kind} unchanged; compare the two versions in the API reference, then change apiVersion`;
}
