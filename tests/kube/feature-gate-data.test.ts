import { describe, expect, it } from 'vitest';
import { defaultAt, gateAt } from '../../src/kube/feature-gate-data.js';

/** A compact view of gateAt for assertions. */
function state(name: string, release: string): string {
  const at = gateAt(name, release);
  if (at.state === 'present') return at.stage ? `${at.stage.stage} default=${at.stage.default} locked=${at.stage.locked}` : 'present (stages not recorded)';
  if (at.state === 'removed') return `removed in ${at.removedIn ?? '?'}${at.gate.mergedInto ? ` into ${at.gate.mergedInto}` : ''}`;
  return at.state;
}

describe('gateAt', () => {
  it('follows a gate through its stages', () => {
    expect(state('SELinuxMount', '1.29')).toBe('not-yet');
    expect(state('SELinuxMount', '1.32')).toBe('Alpha default=false locked=false');
    expect(state('SELinuxMount', '1.36')).toBe('Beta default=false locked=false');
    expect(state('SELinuxMount', '1.37')).toBe('GA default=true locked=false');
  });

  it('reports removals from the first release without the gate, merges included', () => {
    expect(state('APIServerTracing', '1.36')).toBe('GA default=true locked=true');
    expect(state('APIServerTracing', '1.37')).toBe('removed in 1.37');
    expect(state('GangScheduling', '1.37')).toBe('removed in 1.37 into GenericWorkload');
    expect(state('IPv6DualStack', '1.24')).toBe('GA default=true locked=null');
    expect(state('IPv6DualStack', '1.25')).toBe('removed in 1.25');
  });

  it('keeps special, client-go and unknown names apart', () => {
    expect(state('AllAlpha', '1.37')).toBe('special');
    expect(state('AllBeta', '1.37')).toBe('special');
    expect(state('ClientsAllowCBOR', '1.37')).toBe('present (stages not recorded)');
    expect(state('ExampleVendorPreview', '1.37')).toBe('unknown');
    // Gate names are case-sensitive in the components.
    expect(state('selinuxmount', '1.37')).toBe('unknown');
  });

  it('gives the default of a release', () => {
    expect(defaultAt('MemoryQoS', '1.36')).toBe(false);
    expect(defaultAt('MemoryQoS', '1.37')).toBe(true);
    expect(defaultAt('APIServerTracing', '1.37')).toBeNull();
  });
});
