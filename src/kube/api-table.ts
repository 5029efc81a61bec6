/**
 * The API rows a run judges objects by: Kubernetes' own (`removed-apis.yaml`), the bundled add-ons'
 * (`addon-apis.yaml`) and the team's own rows from `apis:` in the configuration file, which add to
 * the bundled ones or replace a bundled row of the same apiVersion and kind. With them, the add-on
 * releases the run moves to: `--addon NAME=VERSION` and `addons:`, else each add-on's newest
 * known release.
 */
import type { Addon, AddonApi } from './addon-apis.js';
import { bundledAddonData } from './addon-apis.js';
import type { ApiLifecycle } from './api-lifecycle.js';
import { lifecycleOf } from './api-lifecycle.js';
import { groupOf, isKubernetesGroup } from '../model.js';
import { compareAddonVersions } from '../versions.js';

/** A row of `apis:` in the configuration file, as validated there. */
export interface UserApiRow {
  apiVersion: string;
  kind: string;
  /** The add-on whose releases the row's versions are; left out for Kubernetes releases. */
  addon?: string;
  deprecatedIn: string | null;
  removedIn: string | null;
  /** Add-on rows only: the release whose CRDs no longer list the version (checked against status.storedVersions). */
  droppedFromCrdIn?: string | null;
  replacement: { apiVersion: string; kind: string } | null;
  notes?: string;
  url?: string;
  /** Where it is written, `.k8s-upgrade-check.yaml:12`. */
  source: string;
}

/** An add-on release named by `--addon` (source `--addon`) or `addons:` (source `FILE:LINE`). */
export interface AddonTargetSetting {
  version: string;
  source: string;
}

export interface AddonTarget {
  addon: Addon;
  version: string;
  /** False when nothing named a release and the newest known one is assumed. */
  given: boolean;
  source?: string;
}

/** Where a row the run judges by is written, when it is the team's own. */
export interface UserRowOrigin {
  source: string;
  /** It replaces a bundled row of the same apiVersion and kind. */
  overrides: boolean;
}

type ByVersion<R> = Map<string, Map<string, R>>;

function put<R>(map: ByVersion<R>, apiVersion: string, kind: string, row: R): void {
  let kinds = map.get(apiVersion);
  if (!kinds) map.set(apiVersion, (kinds = new Map()));
  kinds.set(kind, row);
}

let bundledAddons: { addons: Map<string, Addon>; rows: ByVersion<AddonApi> } | undefined;

function bundled(): NonNullable<typeof bundledAddons> {
  if (!bundledAddons) {
    const data = bundledAddonData();
    const rows: ByVersion<AddonApi> = new Map();
    for (const row of data.apis) put(rows, row.apiVersion, row.kind, row);
    bundledAddons = { addons: new Map(data.addons.map((a) => [a.name, a])), rows };
  }
  return bundledAddons;
}

/** Names of the add-ons the bundled data knows. */
export function bundledAddonNames(): string[] {
  return [...bundled().addons.keys()];
}

/** The add-ons a run knows: the bundled ones, then those only its own `apis:` rows name. */
export function knownAddonNames(rows: readonly { addon?: string }[]): string[] {
  return [...new Set([...bundledAddonNames(), ...rows.flatMap((row) => (row.addon ? [row.addon] : []))])];
}

export function isBundledAddonApi(apiVersion: string, kind: string): boolean {
  return bundled().rows.get(apiVersion)?.has(kind) ?? false;
}

let bundledTable: ApiTable | undefined;

export class ApiTable {
  /** The bundled rows only, every add-on judged against its newest known release. */
  static bundled(): ApiTable {
    return (bundledTable ??= new ApiTable());
  }

  readonly #userKubernetes: ByVersion<ApiLifecycle> = new Map();
  readonly #userAddon: ByVersion<AddonApi> = new Map();
  /** apiVersion and kind of every user row, whichever its axis: such a row hides bundled rows of both tables. */
  readonly #userKeys = new Set<string>();
  readonly #origins = new WeakMap<object, UserRowOrigin>();
  readonly #userAddons = new Map<string, Addon>();
  readonly #targets: ReadonlyMap<string, AddonTargetSetting>;

  constructor(options: { rows?: readonly UserApiRow[]; targets?: ReadonlyMap<string, AddonTargetSetting> } = {}) {
    this.#targets = options.targets ?? new Map();
    for (const user of options.rows ?? []) this.#addUserRow(user);
  }

  #addUserRow(user: UserApiRow): void {
    const overrides = lifecycleOf(user.apiVersion, user.kind) !== undefined || isBundledAddonApi(user.apiVersion, user.kind);
    const replacement = user.replacement ? { ...user.replacement, availableIn: null } : null;
    this.#userKeys.add(`${user.apiVersion}\u0000${user.kind}`);
    let row: object;
    if (user.addon === undefined) {
      const lifecycle: ApiLifecycle = {
        apiVersion: user.apiVersion,
        kind: user.kind,
        deprecatedIn: user.deprecatedIn,
        removedIn: user.removedIn,
        replacement,
        ...(user.notes ? { notes: user.notes } : {}),
        source: user.source,
      };
      put(this.#userKubernetes, user.apiVersion, user.kind, lifecycle);
      row = lifecycle;
    } else {
      const droppedFromCrdIn = user.droppedFromCrdIn ?? null;
      const addonRow: AddonApi = {
        addon: user.addon,
        apiVersion: user.apiVersion,
        kind: user.kind,
        deprecatedIn: user.deprecatedIn,
        removedIn: user.removedIn,
        droppedFromCrdIn,
        storedVersionsMigration: droppedFromCrdIn !== null,
        replacement,
        ...(user.notes ? { notes: user.notes } : {}),
        source: user.source,
        url: user.url ?? '',
      };
      put(this.#userAddon, user.apiVersion, user.kind, addonRow);
      row = addonRow;
      if (!bundled().addons.has(user.addon)) this.#noteUserAddon(user);
    }
    this.#origins.set(row, { source: user.source, overrides });
  }

  /** An add-on only the configuration names: its newest known release is the newest its rows mention. */
  #noteUserAddon(user: UserApiRow): void {
    const versions = [user.deprecatedIn, user.removedIn, user.droppedFromCrdIn].filter((v): v is string => typeof v === 'string');
    const known = this.#userAddons.get(user.addon!);
    const newest = [...versions, ...(known ? [known.newestKnown] : [])].sort(compareAddonVersions).at(-1)!;
    const sources = [
      ...(known?.sources ?? []),
      ...(user.url && !known?.sources.some((s) => s.url === user.url) ? [{ title: `${user.apiVersion} ${user.kind}`, url: user.url }] : []),
    ];
    this.#userAddons.set(user.addon!, {
      name: user.addon!,
      title: user.addon!,
      versionAxis: `${user.addon} release`,
      newestKnown: newest,
      newestKnownSource: `the newest release the apis: rows of the configuration name`,
      rewrite: '',
      storedVersionsFix:
        "Re-write every object of the kind so it is stored at the current storage version, then remove the old version from the CRD's status.storedVersions before installing the new CRDs.",
      sources,
    });
  }

  /** The Kubernetes-release row of an apiVersion and kind: the team's own, else the bundled one. */
  kubernetes(apiVersion: string, kind: string): ApiLifecycle | undefined {
    if (this.#userKeys.size > 0) {
      const user = this.#userKubernetes.get(apiVersion)?.get(kind);
      if (user || this.#userKeys.has(`${apiVersion}\u0000${kind}`)) return user;
    }
    return lifecycleOf(apiVersion, kind);
  }

  /** The add-on row of an apiVersion and kind: the team's own, else the bundled one. */
  addonApi(apiVersion: string, kind: string): AddonApi | undefined {
    if (this.#userKeys.size > 0) {
      const user = this.#userAddon.get(apiVersion)?.get(kind);
      if (user || this.#userKeys.has(`${apiVersion}\u0000${kind}`)) return user;
    }
    return bundled().rows.get(apiVersion)?.get(kind);
  }

  /** Where a row comes from when it is one of the configuration's `apis:`. */
  userOrigin(row: ApiLifecycle | AddonApi): UserRowOrigin | undefined {
    return this.#origins.get(row);
  }

  addon(name: string): Addon | undefined {
    return bundled().addons.get(name) ?? this.#userAddons.get(name);
  }

  addonNames(): string[] {
    return [...new Set([...bundled().addons.keys(), ...this.#userAddons.keys()])];
  }

  /** The release an add-on's rows are judged against. */
  target(name: string): AddonTarget {
    const addon = this.addon(name);
    if (!addon) throw new Error(`unknown add-on ${name}`);
    const setting = this.#targets.get(name);
    return setting ? { addon, version: setting.version, given: true, source: setting.source } : { addon, version: addon.newestKnown, given: false };
  }

  /**
   * `group/kind` of every row outside Kubernetes' own API groups: custom resources a live check
   * lists for the rules that read every kind.
   */
  customKinds(): Set<string> {
    const out = new Set<string>();
    const add = (rows: ByVersion<unknown>) => {
      for (const [apiVersion, kinds] of rows) {
        const group = groupOf(apiVersion);
        if (isKubernetesGroup(group)) continue;
        for (const kind of kinds.keys()) out.add(`${group}/${kind}`);
      }
    };
    add(bundled().rows);
    add(this.#userAddon);
    add(this.#userKubernetes);
    return out;
  }
}

/** For a finding's fix: where the team's own row it rests on is written, and whether it replaced a bundled one. */
export function userRowNote(table: ApiTable, row: ApiLifecycle | AddonApi): string | undefined {
  const origin = table.userOrigin(row);
  if (!origin) return undefined;
  return `(API row from ${origin.source}${origin.overrides ? ', in place of the bundled row' : ''})`;
}
