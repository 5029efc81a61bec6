/**
 * Moving an object to the replacement of its removed or deprecated apiVersion. Where a source says
 * the schema did not change (the `schemaUnchanged` rows of rules/_data/removed-apis.yaml), the
 * apiVersion is all that changes. Where the migration guide lists schema changes, a migration for
 * that kind makes them (./migrations.ts); a kind whose changes no migration makes is left, with
 * the changes it needs.
 */
import type { Finding } from '../../model.js';
import type { ApiLifecycle } from '../../kube/api-lifecycle.js';
import { compareMinor } from '../../versions.js';
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
  if (!replacement) return ctx.leave(finding, 'no-replacement', row.notes ?? `${apiVersion} ${kind} has no replacement API: remove the object and replace what it did`);
  if (replacement.kind !== kind) return ctx.leave(finding, 'decision', `the replacement is another kind (${replacement.apiVersion} ${replacement.kind}), with its own schema`);
  if (ctx.from && replacement.availableIn && compareMinor(replacement.availableIn, ctx.from) > 0) {
    return ctx.leave(finding, 'decision', `${replacement.apiVersion} is served from Kubernetes ${replacement.availableIn}, and the cluster runs ${ctx.from} (--from): move the object once it runs ${replacement.availableIn}`);
  }
  const migrate = MIGRATIONS.get(`${apiVersion} ${kind}`);
  if (migrate) return migrate(ctx, finding, row);
  if (row.schemaUnchanged) {
    ctx.edit.set(['apiVersion'], replacement.apiVersion);
    return ctx.fixed(finding);
  }
  ctx.leave(finding, 'decision', changesNeeded(row));
}

function changesNeeded(row: ApiLifecycle): string {
  if (row.notes) return `moving to ${row.replacement!.apiVersion} needs more than apiVersion: ${row.notes}`;
  return `no source says ${row.replacement!.apiVersion} reads this ${row.kind} unchanged; compare the two versions in the API reference, then change apiVersion`;
}
