/**
 * What `/version` says. Since Kubernetes 1.33 an API server run with `--emulated-version` reports
 * the version it emulates in `emulationMajor`/`emulationMinor` beside its binary's `major`/`minor`
 * (k8s.io/apimachinery pkg/version/types.go, v0.33.0). It then serves the APIs of the emulated
 * release (k8s.io/apiserver pkg/server/deleted_kinds.go compares each type's lifecycle with the
 * emulation version), while it marks requests deprecated by its binary's version (endpoints
 * installer.go). So the emulated minor is where the upgrade starts, and the binary's minor is what
 * "deprecated" means to the server.
 */
import { isRecord } from '../../kube/workloads.js';
import { normalizeMinor } from '../../versions.js';

export interface ServerVersion {
  /** gitVersion as reported, and the emulated version when it differs: `v1.35.2 (emulating 1.33)`. */
  shown: string;
  /** The binary's minor, e.g. 1.35. */
  binaryMinor: string;
  /** The minor whose APIs it serves: the emulated one, else the binary's. */
  minor: string;
}

/** The server's version, or what it sent instead (for the error message). */
export function readServerVersion(answer: unknown): ServerVersion | { unreadable: string } {
  const info = isRecord(answer) ? answer : {};
  const gitVersion = typeof info.gitVersion === 'string' ? info.gitVersion : `v${String(info.major)}.${String(info.minor)}`;
  // Managed offerings report minor "28+"; the gitVersion is the reliable field.
  const binaryMinor = normalizeMinor(gitVersion) ?? minorOf(info.major, info.minor);
  if (!binaryMinor) return { unreadable: gitVersion };
  const emulated = info.emulationMajor === undefined && info.emulationMinor === undefined ? undefined : minorOf(info.emulationMajor, info.emulationMinor);
  if (!emulated || emulated === binaryMinor) return { shown: gitVersion, binaryMinor, minor: binaryMinor };
  return { shown: `${gitVersion} (emulating ${emulated})`, binaryMinor, minor: emulated };
}

function minorOf(major: unknown, minor: unknown): string | undefined {
  if (major === undefined || minor === undefined) return undefined;
  return normalizeMinor(`${String(major)}.${String(minor).replace(/\D+$/, '')}`);
}
