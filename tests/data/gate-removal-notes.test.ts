import { describe, expect, it } from 'vitest';
import { collect, gateRemoval, markdownEntries } from '../../scripts/extract/gate-removal-notes.js';

describe('release notes that date a feature gate removal', () => {
  it.each([
    ['The feature gates `WindowsGMSA` and `WindowsRunAsUserName` that are GA since v1.18 are now removed.', ['WindowsGMSA', 'WindowsRunAsUserName']],
    [
      'Removed the following feature gates:\n- `InTreePluginAWSUnregister`\n- `InTreePluginGCEUnregister`',
      ['InTreePluginAWSUnregister', 'InTreePluginGCEUnregister'],
    ],
    [
      '  - Removed the `SeparateTaintEvictionController` feature gate from `kube-controller-manager`. Remove this gate from existing `--feature-gates` configuration before upgrading.',
      ['SeparateTaintEvictionController'],
    ],
    // the replacement named in the next sentence is not removed
    [
      'The `CSIMigrationVSphereComplete` feature flag is removed. `InTreePluginvSphereUnregister` will be the way moving forward.',
      ['CSIMigrationVSphereComplete'],
    ],
  ])('%j names %j', (text, names) => {
    expect(gateRemoval(text)).toEqual(names);
  });

  it.each([
    'Lock ExternalPolicyForExternalIP to default, this feature gate will be removed in 1.22.',
    'The `TokenRequest` and `TokenRequestProjection` features have been promoted to GA.',
    'Removed a race in the scheduler cache.',
  ])('%j names no removal', (text) => {
    expect(gateRemoval(text)).toBeUndefined();
  });

  it('reads Markdown notes entry by entry, with their pull requests', () => {
    const md =
      '## Deprecations\n\n  - The feature flags `HugePages` and `VolumeScheduling` have been removed ([#79307](https://github.com/kubernetes/kubernetes/pull/79307), [@draveness](https://github.com/draveness))\n  - Something else ([#1](https://github.com/kubernetes/kubernetes/pull/1))\n';
    expect(collect('1.16', markdownEntries(md))).toEqual([{ release: '1.16', pr: 79307, names: ['HugePages', 'VolumeScheduling'] }]);
  });
});
