import { describe, expect, it } from '@jest/globals';
import { CircuitBreaker } from './circuit-breaker.js';

describe('CircuitBreaker (one failure opens it, one probe after the cool-off closes it)', () => {
  const breakerAt = (coolOffMs = 5_000) => {
    const clock = { now: 1_000_000 };
    return { clock, breaker: new CircuitBreaker(coolOffMs, () => clock.now) };
  };

  it('lets every try through while closed; a failure opens it for the cool-off, naming the failure', () => {
    const { clock, breaker } = breakerAt();
    const first = breaker.tryPass()!;
    expect(breaker.tryPass()).toEqual({ probe: false });
    expect(breaker.failed(first, new Error('connection refused'))).toBe(true);
    expect(breaker.state).toBe('open');
    expect(breaker.reason).toBe('connection refused');
    expect(breaker.tryPass()).toBeUndefined();
    clock.now += 4_999;
    expect(breaker.tryPass()).toBeUndefined();
  });

  it('after the cool-off lets one probe through at a time; its success closes the breaker', () => {
    const { clock, breaker } = breakerAt();
    breaker.failed(breaker.tryPass()!, new Error('down'));
    clock.now += 5_000;
    expect(breaker.state).toBe('half-open');
    const probe = breaker.tryPass()!;
    expect(probe).toEqual({ probe: true });
    expect(breaker.tryPass()).toBeUndefined();
    expect(breaker.succeeded(probe)).toBe(true);
    expect(breaker.state).toBe('closed');
    expect(breaker.reason).toBe('');
    expect(breaker.tryPass()).toEqual({ probe: false });
  });

  it("a failed probe starts another cool-off from the probe's time", () => {
    const { clock, breaker } = breakerAt();
    breaker.failed(breaker.tryPass()!, new Error('down'));
    clock.now += 6_000;
    expect(breaker.failed(breaker.tryPass()!, new Error('still down'))).toBe(false);
    expect(breaker.reason).toBe('still down');
    clock.now += 4_999;
    expect(breaker.tryPass()).toBeUndefined();
    clock.now += 1;
    expect(breaker.tryPass()).toEqual({ probe: true });
  });

  it('a try let through before the failure neither closes the breaker by answering late nor extends the cool-off by failing late', () => {
    const { clock, breaker } = breakerAt();
    const early = breaker.tryPass()!;
    const late = breaker.tryPass()!;
    breaker.failed(breaker.tryPass()!, new Error('down'));
    expect(breaker.succeeded(early)).toBe(false);
    expect(breaker.state).toBe('open');
    clock.now += 3_000;
    expect(breaker.failed(late, new Error('down too'))).toBe(false);
    clock.now += 2_000;
    expect(breaker.state).toBe('half-open');
  });
});
