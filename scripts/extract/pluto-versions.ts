/**
 * Keeps, of pluto's versions.yaml (FairwindsOps/pluto), the entries about built-in Kubernetes APIs
 * and the fields the removed-API generator cross-checks: a third-party list, read only to find what
 * the Kubernetes sources leave out, and labelled as pluto's wherever it is used.
 *
 *   node dist/scripts/extract/pluto-versions.js --versions <pluto versions.yaml> > scripts/data/sources/api-removals/pluto-versions.yaml
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import yaml from 'js-yaml';

const FIELDS = ['version', 'kind', 'deprecated-in', 'removed-in', 'replacement-api', 'replacement-available-in', 'component'] as const;

export function builtInEntries(text: string): Record<string, string>[] {
  const doc = yaml.load(text) as { 'deprecated-versions'?: Record<string, unknown>[] };
  return (doc['deprecated-versions'] ?? [])
    .filter((e) => e.component === 'k8s')
    .map((e) => Object.fromEntries(FIELDS.filter((f) => e[f] !== undefined && e[f] !== null).map((f) => [f, String(e[f])])));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ args: process.argv.slice(2), options: { versions: { type: 'string' } }, strict: true });
  if (!values.versions) {
    process.stderr.write('pluto-versions: --versions <versions.yaml> is required\n');
    process.exit(2);
  }
  const head = '# Extracted by scripts/extract/pluto-versions.ts from FairwindsOps/pluto versions.yaml (third-party) -- do not edit by hand.\n';
  process.stdout.write(head + yaml.dump({ 'deprecated-versions': builtInEntries(readFileSync(values.versions, 'utf8')) }, { lineWidth: 200 }));
}
