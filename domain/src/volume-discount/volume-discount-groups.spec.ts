import { describe, expect, it } from '@jest/globals';
import { isVolumeDiscountGroupActive, type VolumeDiscountGroups } from './index.js';

describe('client state volumeDiscountGroups: a group is active when its list is non-empty (spec 1 §3)', () => {
  const groups: VolumeDiscountGroups = { grills: [{ volume: 3 }], fridges: [], ovens: undefined };
  it.each([
    ['grills', true],
    ['fridges', false],
    ['ovens', false],
    ['unknown', false],
  ])('%s → %s', (group, active) => {
    expect(isVolumeDiscountGroupActive(groups, group)).toBe(active);
  });
});
