/**
 * Lists, release by release, the API versions and kinds a Kubernetes staging repository registers
 * in its schemes (kubernetes/kubelet, kube-proxy, kube-scheduler, kube-controller-manager,
 * apiserver): for every tag v0.N.0 (= Kubernetes 1.N.0) and the default branch when it develops a
 * later release, each register.go's `scheme.AddKnownTypes` / `AddKnownTypeWithName` calls.
 * Facts only: apiVersions, kinds, folders, releases, commits.
 *
 * Registrations rather than type markers: a configuration file is decoded only when its apiVersion
 * and kind are registered, and kinds registered under a second name (EncryptionConfig,
 * ResourceQuotaConfiguration) or a second group (the legacy scheduler Policy in group "") appear
 * only in the calls.
 *
 * kubernetes/apiserver is read with `--skip pkg/apis/example,pkg/apis/example2`: those groups are the
 * library's test fixtures, which no component reads from a file.
 *
 *   node dist/scripts/extract/config-api-versions.js --git-dir <clone of kubernetes/kube-scheduler> \
 *     --repo kubernetes/kube-scheduler --date 2026-12-05 --out scripts/data/sources/config-apis/kube-scheduler.yaml
 */
import { writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import yaml from 'js-yaml';
import { git, registrationsIn, releaseRefs, type ReleaseRef } from '../lib/config-api-registrations.js';
import { releaseRanges } from '../lib/release-ranges.js';

export interface ExtractedRegistration {
  apiVersion: string;
  kind: string;
  /** The folder of the register.go. */
  package: string;
  /** Releases ("1.17-1.22", "1.25", "1.37-dev") whose register.go registers the kind. */
  registered: string[];
}

export interface ConfigApiExtract {
  provenance: {
    repository: string;
    refs: (ReleaseRef & { label: string })[];
    skipped: string[];
    command: string;
    read: string;
    scope: string;
  };
  registrations: ExtractedRegistration[];
}

/** A release as the extract names it: "1.36", or "1.37-dev" for the default branch. */
export const labelOf = (ref: ReleaseRef): string => (ref.development ? `${ref.release}-dev` : ref.release);

export function extract(gitDir: string, repository: string, skipped: string[], date: string, command: string): ConfigApiExtract {
  const refs = releaseRefs(gitDir).map((ref) => ({ ...ref, label: labelOf(ref) }));
  const order = refs.map((r) => r.label);
  const found = new Map<string, { apiVersion: string; kind: string; package: string; releases: string[] }>();
  for (const ref of refs) {
    const files = git(gitDir, ['ls-tree', '-r', '--name-only', ref.commit])
      .split('\n')
      .filter((f) => /(^|\/)register\.go$/.test(f) && !f.startsWith('vendor/') && !skipped.some((s) => f.startsWith(`${s}/`)));
    for (const file of files) {
      for (const r of registrationsIn(git(gitDir, ['show', `${ref.commit}:${file}`]), `${ref.ref}:${file}`)) {
        const pkg = dirname(file);
        const key = `${r.apiVersion}\u0000${r.kind}\u0000${pkg}`;
        let entry = found.get(key);
        if (!entry) found.set(key, (entry = { ...r, package: pkg, releases: [] }));
        if (!entry.releases.includes(ref.label)) entry.releases.push(ref.label);
      }
    }
  }
  const registrations = [...found.values()]
    .sort((a, b) => a.apiVersion.localeCompare(b.apiVersion) || a.kind.localeCompare(b.kind) || a.package.localeCompare(b.package))
    .map((e) => ({ apiVersion: e.apiVersion, kind: e.kind, package: e.package, registered: releaseRanges(e.releases, order) }));
  return {
    provenance: {
      repository,
      refs,
      skipped,
      command,
      read: date,
      scope:
        'Every register.go outside vendor/ and the skipped folders. scheme.AddKnownTypes(<group version>, &T{}, ...) registers kind T; ' +
        'AddKnownTypeWithName(<group version>.WithKind("K") or schema.GroupVersionKind{...}, ...) registers K. Internal versions (runtime.APIVersionInternal) are left out. ' +
        'A release "1.N-dev" is the default branch while it develops 1.N.',
    },
    registrations,
  };
}

function main(argv: string[]): void {
  const { values } = parseArgs({
    args: argv,
    options: {
      'git-dir': { type: 'string' },
      repo: { type: 'string' },
      skip: { type: 'string', default: '' },
      date: { type: 'string' },
      out: { type: 'string' },
    },
    strict: true,
  });
  const missing = ['git-dir', 'repo', 'date', 'out'].filter((k) => !values[k as keyof typeof values]);
  if (missing.length) throw new Error(`missing ${missing.map((m) => `--${m}`).join(', ')}`);
  const skipped = values.skip ? values.skip.split(',') : [];
  const command =
    `node dist/scripts/extract/config-api-versions.js --git-dir <mirror of ${values.repo}> --repo ${values.repo}` +
    `${skipped.length ? ` --skip ${skipped.join(',')}` : ''} --date ${values.date} --out ${values.out}`;
  const doc = extract(values['git-dir']!, values.repo!, skipped, values.date!, command);
  const head = `# API versions and kinds registered in ${values.repo}'s schemes, release by release. Facts only; written by scripts/extract/config-api-versions.ts.\n`;
  writeFileSync(values.out!, head + yaml.dump(doc, { flowLevel: 3, lineWidth: -1, noRefs: true, quotingType: '"', sortKeys: false }));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    main(process.argv.slice(2));
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  }
}
