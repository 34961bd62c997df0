/**
 * Cart changes are batched and debounced (spec 2 §4, §9): quantity changes and removals made in
 * quick succession go to the backend as one update once the shopper pauses. Pure and timer-driven
 * (no React), so the timing rules are unit-tested with fake timers.
 */

/** Spec 2 §9: cart API debounce. */
export const CART_DEBOUNCE_MS = 300;
/** Spec 2 §2, §9: on iOS Safari sidebar actions are delayed (Safari cart delay). */
export const IOS_SAFARI_CART_DELAY_MS = 400;

/** One line's new quantity; 0 removes the line (spec 2 §4). */
export interface LineChange {
  readonly lineId: string;
  readonly quantity: number;
}

/**
 * iOS Safari from the user agent: an iPhone, iPad or iPod whose browser is Safari itself (every
 * iOS browser is WebKit, but Chrome, Firefox, Edge and Opera name themselves).
 */
export const isIosSafari = (userAgent: string): boolean =>
  /\b(iPhone|iPad|iPod)\b/.test(userAgent) && /Safari\//.test(userAgent) && !/(CriOS|FxiOS|EdgiOS|OPiOS|mercury)/i.test(userAgent);

export const cartDelayMs = (userAgent: string): number => (isIosSafari(userAgent) ? IOS_SAFARI_CART_DELAY_MS : CART_DEBOUNCE_MS);

/** The pending changes with one more: the last change of a line wins, the order of first change is kept. */
export function mergeLineChanges(pending: readonly LineChange[], change: LineChange): LineChange[] {
  const index = pending.findIndex((entry) => entry.lineId === change.lineId);
  if (index === -1) return [...pending, change];
  return pending.map((entry, at) => (at === index ? change : entry));
}

export interface CartBatcher {
  /** Adds a change and restarts the wait. */
  queue(change: LineChange): void;
  /** Sends what is pending now (e.g. before leaving for the checkout). */
  flushNow(): void;
  /** What is waiting to be sent (for the optimistic display). */
  pending(): readonly LineChange[];
  /** Drops what is pending without sending it. */
  cancel(): void;
}

/**
 * A debouncer that sends the pending changes as one batch `delayMs` after the last change.
 * `onChange` tells the display whenever the pending list changes.
 */
export function createCartBatcher(options: {
  readonly delayMs: number;
  readonly flush: (changes: readonly LineChange[]) => void;
  readonly onChange?: (pending: readonly LineChange[]) => void;
}): CartBatcher {
  let pending: LineChange[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const send = () => {
    stop();
    if (pending.length === 0) return;
    const batch = pending;
    pending = [];
    options.onChange?.(pending);
    options.flush(batch);
  };
  return {
    queue(change) {
      pending = mergeLineChanges(pending, change);
      options.onChange?.(pending);
      stop();
      timer = setTimeout(send, options.delayMs);
    },
    flushNow: send,
    pending: () => pending,
    cancel() {
      stop();
      pending = [];
      options.onChange?.(pending);
    },
  };
}

/** The quantities the shopper sees while changes wait or travel: the pending change, else the cart's own. */
export function optimisticQuantity(lineId: string, quantity: number, changes: readonly LineChange[]): number {
  return changes.find((change) => change.lineId === lineId)?.quantity ?? quantity;
}
