import { describe, expect, it } from '@jest/globals';
import { parseIsoInstant } from './iso-instant.js';

describe('parseIsoInstant', () => {
  it.each([
    ['2024-11-29', '2024-11-29T00:00:00.000Z'],
    ['2024-11-29T10:15', '2024-11-29T10:15:00.000Z'],
    ['2024-11-29T10:15:30', '2024-11-29T10:15:30.000Z'],
    ['2024-11-29T10:15:30.5Z', '2024-11-29T10:15:30.500Z'],
    ['2024-11-29T10:15:30.123456Z', '2024-11-29T10:15:30.123Z'],
    ['2024-11-29T10:15:30+01:00', '2024-11-29T09:15:30.000Z'],
    ['2024-11-29T00:30:00-02:30', '2024-11-29T03:00:00.000Z'],
    ['2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['0050-01-01', '0050-01-01T00:00:00.000Z'],
  ])('reads %s as %s (no zone means UTC)', (text, iso) => {
    expect(new Date(parseIsoInstant(text)!).toISOString()).toBe(iso);
  });

  it.each([
    '2023-02-29', '2024-02-30', '2024-04-31', '2024-13-01', '2024-00-10', '2024-01-00',
    '2024-11-29T24:00:00Z', '2024-11-29T10:60Z', '2024-11-29T10:00:60Z', '2024-11-29T10:00+24:00',
    '2024-11-29T10:00+01:60', '29.11.2024', 'Nov 29 2024', '', 'soon',
  ])('refuses %j', (text) => {
    expect(parseIsoInstant(text)).toBeUndefined();
  });

  it('takes valid dates as they are and refuses invalid ones', () => {
    expect(parseIsoInstant(new Date(1_732_838_400_000))).toBe(1_732_838_400_000);
    expect(parseIsoInstant(new Date(Number.NaN))).toBeUndefined();
  });
});
