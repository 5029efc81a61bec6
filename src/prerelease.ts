import { loadRuleData } from './data.js';
import { compareMinor } from './versions.js';

/** A release the catalogue covers before it ships: which pre-release its data was taken from. */
export interface PrereleaseData {
  release: string;
  /** The newest pre-release the data reflects, e.g. v1.38.0-alpha.2. */
  basedOn: string;
  /** The kubernetes/kubernetes commit the changelog and feature list were read at. */
  commit: string;
  /** The planned release date, when the source states one. */
  due: string | null;
}

/**
 * Releases whose data comes from pre-release material, as the feature gate data records them: the
 * generator writes the entry while its newest feature list is a pre-release's, and drops it once
 * `npm run refresh:<release>` has taken the released files.
 */
export function prereleaseData(): PrereleaseData[] {
  return loadRuleData<{ prerelease?: PrereleaseData[] }>('feature-gates.yaml').prerelease ?? [];
}

/** The pre-release data a check up to `target` relies on: every not-yet-released minor up to it. */
export function prereleaseDataUpTo(target: string): PrereleaseData[] {
  return prereleaseData().filter((p) => compareMinor(p.release, target) <= 0);
}

/** What a report says about a release it checks before that release ships. */
export function prereleaseNotice(p: PrereleaseData): string {
  const planned = p.due ? ` (planned for ${p.due})` : '';
  return `Kubernetes ${p.release} is not released yet${planned}: its data comes from pre-release material, ${p.basedOn} (kubernetes/kubernetes ${p.commit.slice(0, 12)}), and may change before ${p.release}.0.`;
}
