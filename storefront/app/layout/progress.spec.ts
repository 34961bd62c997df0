import { describe, expect, it } from '@jest/globals';
import { progressAt } from './progress';

describe('progressAt (spec 1 §9: throttle 200 ms, duration 5000 ms, tick 100 ms)', () => {
  it('shows nothing during the first 200 ms', () => {
    expect(progressAt(0)).toBe(0);
    expect(progressAt(199)).toBe(0);
  });
  it('fills one 100 ms tick of the 5 s duration at a time', () => {
    expect(progressAt(200)).toBeCloseTo(100 / 5000);
    expect(progressAt(299)).toBeCloseTo(100 / 5000);
    expect(progressAt(300)).toBeCloseTo(200 / 5000);
    expect(progressAt(2600)).toBeCloseTo(2500 / 5000);
  });
  it('never reaches full before the page has arrived', () => {
    expect(progressAt(5200)).toBeLessThan(1);
    expect(progressAt(60_000)).toBe(0.95);
  });
  it('treats a nonsense time as not started', () => {
    expect(progressAt(Number.NaN)).toBe(0);
    expect(progressAt(-50)).toBe(0);
  });
});
