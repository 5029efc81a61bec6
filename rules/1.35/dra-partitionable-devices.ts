import type { Path } from '../../src/model.js';
import { groupOf, objectRef } from '../../src/model.js';
import { defineRule } from '../../src/rule.js';
import { getPath, isRecord } from '../../src/kube/workloads.js';

/** The release whose partitionable-devices format the 1.34 slices do not fit. */
const CHANGED_IN = '1.35';

/** Where a device lists the counters it consumes: on the device (v1, v1beta2) or in its `basic` part (v1beta1). */
function consumesCountersPath(apiVersion: string, device: Record<string, unknown>, index: number): Path | undefined {
  const nested = apiVersion.endsWith('/v1beta1');
  const counters = nested ? getPath(device, ['basic', 'consumesCounters']) : device.consumesCounters;
  if (!Array.isArray(counters) || counters.length === 0) return undefined;
  return nested ? ['spec', 'devices', index, 'basic', 'consumesCounters'] : ['spec', 'devices', index, 'consumesCounters'];
}

export default defineRule({
  id: 'dra-partitionable-devices',
  release: '1.35',
  severity: 'error',
  kinds: ['ResourceSlice'],
  docs: {
    summary:
      'ResourceSlices that use the alpha partitionable devices format (`sharedCounters`, `consumesCounters`): it changed incompatibly in 1.35, and such slices must be removed before upgrading from 1.34.',
    changed:
      'Kubernetes 1.35 reworked the alpha Partitionable Devices feature of DRA (gate `DRAPartitionableDevices`) so that devices can consume counter sets published in another ResourceSlice of the same pool (kubernetes/kubernetes#134189, CHANGELOG-1.35 [API Change]). In k8s.io/api v0.35.0 a ResourceSlice holds either `devices` or `sharedCounters`, never both, and counter set names are unique in the whole pool; in v0.34.0 a slice carried its devices and the counters they consume together. Devices of incomplete pools are no longer allocated. The note requires removing every ResourceSlice that uses the feature before upgrading or downgrading between 1.34 and 1.35.',
    affected:
      'ResourceSlices (any `resource.k8s.io` version) with `spec.sharedCounters`, or with a device that lists `consumesCounters` (`basic.consumesCounters` in v1beta1). DRA drivers publish them; only clusters that enabled the alpha gate have any.',
    why: 'Slices written in the 1.34 layout do not fit the 1.35 one: a slice with both devices and counters is no longer valid, and devices whose counters the pool does not publish in the new way are no longer considered for allocation, so claims for them stay pending.',
    fix: 'Before upgrading the control plane from 1.34 to 1.35, stop or upgrade the DRA drivers that publish partitionable devices and delete their ResourceSlices (`kubectl get resourceslices` shows the driver of each slice); after the upgrade, run a driver release that publishes counter sets in their own ResourceSlices. Do the same before a downgrade.',
    sources: [
      {
        title: 'CHANGELOG-1.35 v1.35.0 [API Change]: Partitionable Devices counter sets across ResourceSlices (#134189)',
        url: 'https://github.com/kubernetes/kubernetes/blob/master/CHANGELOG/CHANGELOG-1.35.md',
      },
      { title: 'kubernetes/kubernetes#134189', url: 'https://github.com/kubernetes/kubernetes/pull/134189' },
      { title: 'k8s.io/api resource/v1 types.go (ResourceSliceSpec, v0.35.0)', url: 'https://github.com/kubernetes/api/blob/v0.35.0/resource/v1/types.go' },
      {
        title: 'Dynamic Resource Allocation: partitionable devices',
        url: 'https://kubernetes.io/docs/concepts/scheduling-eviction/dynamic-resource-allocation/#partitionable-devices',
      },
    ],
    featureGates: ['DRAPartitionableDevices'],
    unverified: [
      'What the 1.35 API server does with a stored slice in the 1.34 layout (served as is, or failing validation only on its next update) was not read from the source; the release note asks for the slices to be removed either way.',
    ],
  },
  messages: {
    sharedCounters:
      'ResourceSlice {{name}} (driver {{driver}}) publishes shared counters (spec.sharedCounters), an alpha layout that Kubernetes 1.35 changed incompatibly: the release note requires removing such ResourceSlices before upgrading from 1.34 to 1.35.',
    consumesCounters:
      'ResourceSlice {{name}} (driver {{driver}}) has devices that consume counters (device "{{device}}"), an alpha layout that Kubernetes 1.35 changed incompatibly: the release note requires removing such ResourceSlices before upgrading from 1.34 to 1.35.',
  },
  fixes: {
    sharedCounters:
      'Stop or upgrade driver {{driver}} and delete its ResourceSlices before the upgrade; after it, run a driver release that publishes counter sets in their own ResourceSlices.',
    consumesCounters:
      'Stop or upgrade driver {{driver}} and delete its ResourceSlices before the upgrade; after it, run a driver release that publishes counter sets in their own ResourceSlices.',
  },
  check(obj, ctx) {
    if (groupOf(obj.apiVersion) !== 'resource.k8s.io' || !ctx.releases.includes(CHANGED_IN)) return;
    const driver = getPath(obj.body, ['spec', 'driver']);
    const data = { name: objectRef(obj).name, driver: typeof driver === 'string' ? driver : '(unnamed)' };
    const shared = getPath(obj.body, ['spec', 'sharedCounters']);
    if (Array.isArray(shared) && shared.length > 0) {
      ctx.report(obj, { messageId: 'sharedCounters', path: ['spec', 'sharedCounters'], data });
      return;
    }
    const devices = getPath(obj.body, ['spec', 'devices']);
    if (!Array.isArray(devices)) return;
    for (const [i, device] of devices.entries()) {
      if (!isRecord(device)) continue;
      const path = consumesCountersPath(obj.apiVersion, device, i);
      if (!path) continue;
      ctx.report(obj, { messageId: 'consumesCounters', path, data: { ...data, device: typeof device.name === 'string' ? device.name : `#${i + 1}` } });
      return;
    }
  },
});
