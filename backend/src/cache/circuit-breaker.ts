/** closed: calls go through; open: they are not tried until the cool-off has passed; half-open: one probe is. */
export type BreakerState = 'closed' | 'open' | 'half-open';

/** Leave to try the protected service once; `probe` when it is the one try of a half-open breaker. */
export interface BreakerPass {
  readonly probe: boolean;
}

/**
 * A circuit breaker with one failure to open and one success to close: after a failure or a
 * timeout the service is not tried for `coolOffMs`, then a single probe is let through (others
 * keep going without it meanwhile); its success closes the breaker, its failure opens it for
 * another cool-off. A service that is down or hung thus costs one failed try per cool-off instead
 * of a timeout on every call.
 *
 * Hand-written rather than a library's (opossum, cockatiel): those time the cool-off with their
 * own timers or the wall clock, and the outage tests must move the clock without waiting. Only
 * the probe's success closes the breaker: a try let through before the failure that answers late
 * says nothing about the service now.
 */
export class CircuitBreaker {
  private openedAt: number | undefined;
  private probing = false;
  private lastFailure = '';

  constructor(
    private readonly coolOffMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): BreakerState {
    if (this.openedAt === undefined) return 'closed';
    return this.now() - this.openedAt >= this.coolOffMs ? 'half-open' : 'open';
  }

  /** What the last failure was, for health and logs; empty while closed. */
  get reason(): string {
    return this.openedAt === undefined ? '' : this.lastFailure;
  }

  /** Leave to try the service now, or undefined: go on without it. */
  tryPass(): BreakerPass | undefined {
    const state = this.state;
    if (state === 'closed') return { probe: false };
    if (state === 'open' || this.probing) return undefined;
    this.probing = true;
    return { probe: true };
  }

  /** The try answered. Answers whether this closed the breaker (the service is back). */
  succeeded(pass: BreakerPass): boolean {
    if (!pass.probe) return false;
    this.probing = false;
    this.openedAt = undefined;
    return true;
  }

  /** The try failed or timed out. Answers whether this opened a closed breaker. */
  failed(pass: BreakerPass, error: unknown): boolean {
    const wasClosed = this.openedAt === undefined;
    this.lastFailure = error instanceof Error ? error.message : String(error);
    if (pass.probe) this.probing = false;
    // A probe's failure starts a new cool-off; a late failure of a try from before keeps the current one.
    if (wasClosed || pass.probe) this.openedAt = this.now();
    return wasClosed;
  }
}
