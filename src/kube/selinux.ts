/**
 * SELinux labels of pods and the volumes kubelet mounts with them (KEP-1710). kubelet mounts a
 * volume with `-o context=<label>` when the pod has a label, does not opt out with
 * `seLinuxChangePolicy: Recursive`, and the volume's plugin supports it: in-tree iSCSI and Fibre
 * Channel, and CSI drivers whose CSIDriver object sets `spec.seLinuxMount: true`.
 */
import { detached } from '../model.js';
import type { ObjectIndex } from '../object-index.js';
import type { VolumeSource } from './storage.js';
import { csiDriverName, migratedCsiDriver, pvCsiDriver } from './storage.js';
import type { PodSpecRef } from './workloads.js';
import { getPath, isRecord } from './workloads.js';

export const LABEL_FIELDS = ['user', 'role', 'type', 'level'] as const;

/** An `seLinuxOptions` value; a field left empty is '' (the node fills it from its own defaults). */
export type SELinuxLabel = Record<(typeof LABEL_FIELDS)[number], string>;

/** The label an `seLinuxOptions` value sets, detached: labels are kept to the end of a run. */
export function seLinuxLabelOf(options: Record<string, unknown>): SELinuxLabel {
  const field = (key: string) => (typeof options[key] === 'string' ? detached(options[key] as string) : '');
  return { user: field('user'), role: field('role'), type: field('type'), level: field('level') };
}

/** Empty fields are filled by the node from its defaults, so they never conflict (as in the SELinuxWarningController). */
export function labelsConflict(a: SELinuxLabel, b: SELinuxLabel): boolean {
  return LABEL_FIELDS.some((f) => a[f] !== '' && b[f] !== '' && a[f] !== b[f]);
}

/** One label from several that do not conflict: each field from the first that sets it. */
export function mergeLabels(labels: SELinuxLabel[]): SELinuxLabel {
  const merged: SELinuxLabel = { user: '', role: '', type: '', level: '' };
  for (const label of labels) for (const f of LABEL_FIELDS) if (merged[f] === '') merged[f] = label[f];
  return merged;
}

/** `{type: container_t, level: s0:c1,c2}`: the fields set, in seLinuxOptions order. */
export function formatLabel(label: SELinuxLabel): string {
  const parts = LABEL_FIELDS.filter((f) => label[f] !== '').map((f) => `${f}: ${label[f]}`);
  return `{${parts.join(', ')}}`;
}

/** The pod's `securityContext.seLinuxChangePolicy` as written: `Recursive` opts its volumes out of mounts with a context. */
export function changePolicyOf(pod: PodSpecRef): unknown {
  const security = pod.spec.securityContext;
  return typeof security === 'object' && security !== null ? (security as Record<string, unknown>).seLinuxChangePolicy : undefined;
}

// ---------------------------------------------------------------------------------------------
// Which volumes are mounted with a context

/** The only in-tree plugins that mount with -o context (KEP-1710). */
const IN_TREE_SELINUX_MOUNT = ['iscsi', 'fc'];

/** Pod volume sources that may be mounted with a context: claims (whatever their driver), inline CSI volumes, iSCSI and FC. */
const CONTEXT_MOUNT_VOLUME_SOURCES = ['persistentVolumeClaim', 'ephemeral', 'csi', ...IN_TREE_SELINUX_MOUNT];

/** Whether a pod volume may be mounted with a context, before its driver is known. */
export function mayMountWithContext(volume: unknown): boolean {
  return isRecord(volume) && CONTEXT_MOUNT_VOLUME_SOURCES.some((source) => volume[source] !== undefined);
}

/** Whether a volume is mounted with a context, as far as the loaded objects tell. */
export type ContextMountSupport =
  | { kind: 'supported' }
  | { kind: 'unsupported' }
  /** `driver`: a CSI driver without a loaded CSIDriver object; `why`: what was missing to find the driver. */
  | { kind: 'unknown'; driver?: string; why?: string };

/** Whether kubelet mounts the volume of a claim (see `resolveClaim`) with a context. */
export function contextMountSupport(index: ObjectIndex, source: VolumeSource): ContextMountSupport {
  if (source.kind === 'unknown') return { kind: 'unknown', why: source.why };
  if (source.kind === 'provisioner') return driverSupport(index, source.name);
  const spec = source.spec;
  const csi = pvCsiDriver(spec);
  if (csi !== undefined) return driverSupport(index, csi);
  if (IN_TREE_SELINUX_MOUNT.some((field) => isRecord(spec[field]))) return { kind: 'supported' };
  const migrated = migratedCsiDriver(spec);
  if (migrated !== undefined) return driverSupport(index, migrated);
  return { kind: 'unsupported' };
}

function driverSupport(index: ObjectIndex, provisionerOrDriver: string): ContextMountSupport {
  const driver = csiDriverName(provisionerOrDriver);
  // Other in-tree plugins never mount with -o context; only iSCSI and FC do, and they have no provisioner.
  if (driver.startsWith('kubernetes.io/')) return { kind: 'unsupported' };
  const csiDriver = index.get('CSIDriver', undefined, driver);
  if (!csiDriver) return { kind: 'unknown', driver };
  // seLinuxMount defaults to false: a CSIDriver that does not say true keeps recursive relabelling.
  return getPath(csiDriver.body, ['spec', 'seLinuxMount']) === true ? { kind: 'supported' } : { kind: 'unsupported' };
}
