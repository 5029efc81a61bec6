/**
 * Feature gate history (`rules/_data/feature-gates.yaml`): what a gate name means to a component
 * of a given release. Loaded on first use.
 */
import { loadRuleData } from '../data.js';
import { compareMinor } from '../versions.js';

export type GateStageName = 'Alpha' | 'Beta' | 'GA' | 'Deprecated';

export interface GateStage {
  /** First release of this stage; it lasts until the next entry. "1.0" marks a gate GA before per-release tracking. */
  version: string;
  stage: GateStageName;
  /** Null where the source does not state it. */
  default: boolean | null;
  locked: boolean | null;
}

export interface FeatureGateRecord {
  name: string;
  stages: GateStage[];
  /** True when the gate is gone, even where the release it went away in is not known. */
  removed?: boolean;
  /** First release without the gate. */
  removedIn: string | null;
  /** The gate that took over its behaviour, when it was merged rather than dropped. */
  mergedInto: string | null;
  /** A client-go gate (components register them too). */
  clientGo: boolean;
  source: string;
  removalSource?: string;
}

interface FeatureGateFile {
  gates: FeatureGateRecord[];
}

/**
 * `AllAlpha` and `AllBeta` are accepted by every component-base feature gate and set every alpha or
 * beta gate at once; they are in no gate list.
 */
export const SPECIAL_GATES: ReadonlySet<string> = new Set(['AllAlpha', 'AllBeta']);

export type GateAt =
  /** Known to the release; `stage` is null when the gate's stage history is not recorded (client-go gates). */
  | { state: 'present'; gate: FeatureGateRecord; stage: GateStage | null }
  /** Gone by the release: a component given the name refuses to start. `removedIn` null when the release is not recorded. */
  | { state: 'removed'; gate: FeatureGateRecord; removedIn: string | null; lastStage: GateStage | null }
  /** Recorded, but introduced after the release. */
  | { state: 'not-yet'; gate: FeatureGateRecord }
  | { state: 'special' }
  /** In no source this tool knows: a newer gate, a vendor gate or a typo. */
  | { state: 'unknown' };

let byName: Map<string, FeatureGateRecord> | undefined;

function gates(): Map<string, FeatureGateRecord> {
  if (!byName) {
    const file = loadRuleData<FeatureGateFile>('feature-gates.yaml');
    byName = new Map((file?.gates ?? []).map((gate) => [gate.name, gate]));
  }
  return byName;
}

export function featureGate(name: string): FeatureGateRecord | undefined {
  return gates().get(name);
}

/** The stage in effect at `release`: the last entry whose version is not after it. */
export function stageAt(gate: FeatureGateRecord, release: string): GateStage | null {
  let current: GateStage | null = null;
  for (const stage of gate.stages) {
    if (compareMinor(stage.version, release) <= 0) current = stage;
  }
  return current;
}

/** What `name` means to a component of `release`. Gate names are case-sensitive, as in the components. */
export function gateAt(name: string, release: string): GateAt {
  if (SPECIAL_GATES.has(name)) return { state: 'special' };
  const gate = gates().get(name);
  if (!gate) return { state: 'unknown' };
  const lastStage = gate.stages.length > 0 ? gate.stages[gate.stages.length - 1] : null;
  if (gate.removedIn !== null && compareMinor(release, gate.removedIn) >= 0) {
    return { state: 'removed', gate, removedIn: gate.removedIn, lastStage };
  }
  if (gate.removed && gate.removedIn === null && (!lastStage || compareMinor(release, lastStage.version) > 0)) {
    return { state: 'removed', gate, removedIn: null, lastStage };
  }
  if (gate.stages.length === 0) return { state: 'present', gate, stage: null };
  const stage = stageAt(gate, release);
  return stage ? { state: 'present', gate, stage } : { state: 'not-yet', gate };
}

/** The default a component of `release` uses, or null when unknown or the gate is absent there. */
export function defaultAt(name: string, release: string): boolean | null {
  const at = gateAt(name, release);
  return at.state === 'present' ? (at.stage?.default ?? null) : null;
}
