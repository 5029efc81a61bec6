/**
 * Regenerates rules/README.md, the rule catalogue, from the rules' own docs (`npm run docs`).
 * It is what `k8s-upgrade-check rules --target <latest> -o markdown` prints; tests/meta.test.ts
 * fails while the committed file differs.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { allRules } from '../rules/index.js';
import { renderCatalogue } from '../src/catalogue.js';
import { packageFilePath } from '../src/package-files.js';
import { LATEST_RELEASE } from '../src/versions.js';

const file = packageFilePath('rules/README.md');
const catalogue = await renderCatalogue(allRules, 'markdown', LATEST_RELEASE);
const changed = !existsSync(file) || readFileSync(file, 'utf8') !== catalogue;
if (changed) writeFileSync(file, catalogue);
process.stdout.write(`rules/README.md ${changed ? 'regenerated' : 'already up to date'} (${allRules.length} rules)\n`);
