import { describe, expect, it } from '@jest/globals';
import { campaignTitle } from './campaign-title.js';

describe('campaign titles', () => {
  it.each([
    ['black_friday', 'Black Friday'],
    ['cyber_week', 'Cyber Week'],
    ['summer-sale_2026', 'Summer Sale 2026'],
    ['Xmas', 'Xmas'],
    ['__odd__', 'Odd'],
  ])('%s → %s', (name, title) => expect(campaignTitle(name)).toBe(title));
});
