import { describe, it, expect } from '@jest/globals';
import { DEFAULT_TOGGLES, resolveToggles, toggleQueryParameter } from './toggles.js';

describe('feature toggles', () => {
  it('has the recommendation engine on by default', () => {
    expect(DEFAULT_TOGGLES.recommendations).toBe(true);
    expect(resolveToggles(DEFAULT_TOGGLES, {})).toEqual({ recommendations: true });
  });

  it('names the override parameter with the toggle prefix', () => {
    expect(toggleQueryParameter('recommendations')).toBe('toggleRecommendations');
    expect(toggleQueryParameter('cartSync')).toBe('toggleCartSync');
  });

  it.each([
    ['false', false], ['0', false], ['off', false], ['no', false], ['FALSE', false],
    ['true', true], ['1', true], ['on', true], ['yes', true], ['', true],
  ])('reads ?toggleRecommendations=%j as %s', (value, expected) => {
    expect(resolveToggles(DEFAULT_TOGGLES, { toggleRecommendations: value }).recommendations).toBe(expected);
  });

  it('switches an off toggle on', () => {
    expect(resolveToggles({ beta: false }, { toggleBeta: 'true' })).toEqual({ beta: true });
  });

  it('matches the parameter name case-insensitively', () => {
    expect(resolveToggles(DEFAULT_TOGGLES, { togglerecommendations: '0' }).recommendations).toBe(false);
    expect(resolveToggles(DEFAULT_TOGGLES, { TOGGLE_RECOMMENDATIONS: '0' }).recommendations).toBe(true);
  });

  it('keeps the default for unreadable values and parameters without the prefix', () => {
    expect(resolveToggles(DEFAULT_TOGGLES, { toggleRecommendations: 'maybe' }).recommendations).toBe(true);
    expect(resolveToggles(DEFAULT_TOGGLES, { recommendations: 'false' }).recommendations).toBe(true);
    expect(resolveToggles(DEFAULT_TOGGLES, { toggleRecommendations: { nested: 'false' } }).recommendations).toBe(true);
  });

  it('lets the last of repeated parameters win', () => {
    expect(resolveToggles(DEFAULT_TOGGLES, { toggleRecommendations: ['true', 'false'] }).recommendations).toBe(false);
  });

  it('ignores toggles it does not know and leaves the defaults untouched', () => {
    const defaults = { recommendations: true };
    const resolved = resolveToggles(defaults, { toggleRecommendations: 'false', toggleUnknown: 'true' });
    expect(resolved).toEqual({ recommendations: false });
    expect(defaults).toEqual({ recommendations: true });
  });
});
