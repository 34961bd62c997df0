import { describe, expect, it } from '@jest/globals';
import { countdownAt, splitRemaining } from './countdown-time';

const blackFriday = { startDate: '2026-11-27T00:00:00.000Z', endDate: '2026-11-30T00:00:00.000Z' };
const at = (iso: string) => Date.parse(iso);

describe('campaign countdown', () => {
  it('counts down to the start before the campaign', () => {
    expect(countdownAt(blackFriday, at('2026-11-25T19:21:30Z'))).toEqual({ phase: 'upcoming', remaining: { days: 1, hours: 4, minutes: 38, seconds: 30 } });
  });

  it('counts down to the end while it runs, from its first instant', () => {
    expect(countdownAt(blackFriday, at('2026-11-27T00:00:00Z'))).toEqual({ phase: 'running', remaining: { days: 3, hours: 0, minutes: 0, seconds: 0 } });
    expect(countdownAt(blackFriday, at('2026-11-29T23:59:59Z'))).toEqual({ phase: 'running', remaining: { days: 0, hours: 0, minutes: 0, seconds: 1 } });
  });

  it('has ended at its end instant (start <= now < end), and for dates that are not dates', () => {
    expect(countdownAt(blackFriday, at('2026-11-30T00:00:00Z'))).toEqual({ phase: 'ended' });
    expect(countdownAt({ startDate: 'soon', endDate: '2026-11-30' }, at('2026-11-01T00:00:00Z'))).toEqual({ phase: 'ended' });
  });

  it('splits a span into whole units, never negative', () => {
    expect(splitRemaining(90_061_999)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(splitRemaining(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });
});
