import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cartDelayMs, createCartBatcher, mergeLineChanges, optimisticQuantity, type LineChange } from './cart-batch';

const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/123.0.6312.52 Mobile/15E148 Safari/604.1';
const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('cart delay', () => {
  it('is 400 ms on iOS Safari and 300 ms elsewhere (spec 2 §9)', () => {
    expect(cartDelayMs(IPHONE_SAFARI)).toBe(400);
    expect(cartDelayMs(IPHONE_CHROME)).toBe(300);
    expect(cartDelayMs(DESKTOP_CHROME)).toBe(300);
    expect(cartDelayMs(MAC_SAFARI)).toBe(300);
  });
});

describe('mergeLineChanges', () => {
  it('keeps the last change of a line in the place of its first', () => {
    let list: LineChange[] = [];
    list = mergeLineChanges(list, { lineId: 'a', quantity: 2 });
    list = mergeLineChanges(list, { lineId: 'b', quantity: 1 });
    list = mergeLineChanges(list, { lineId: 'a', quantity: 0 });
    expect(list).toEqual([{ lineId: 'a', quantity: 0 }, { lineId: 'b', quantity: 1 }]);
  });
});

describe('createCartBatcher', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends one batch once the shopper pauses for the delay', () => {
    const flush = jest.fn<(changes: readonly LineChange[]) => void>();
    const batcher = createCartBatcher({ delayMs: 300, flush });
    batcher.queue({ lineId: 'a', quantity: 2 });
    jest.advanceTimersByTime(299);
    batcher.queue({ lineId: 'a', quantity: 3 });
    batcher.queue({ lineId: 'b', quantity: 0 });
    jest.advanceTimersByTime(299);
    expect(flush).not.toHaveBeenCalled();
    expect(batcher.pending()).toEqual([{ lineId: 'a', quantity: 3 }, { lineId: 'b', quantity: 0 }]);
    jest.advanceTimersByTime(1);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(flush).toHaveBeenCalledWith([{ lineId: 'a', quantity: 3 }, { lineId: 'b', quantity: 0 }]);
    expect(batcher.pending()).toEqual([]);
  });

  it('flushNow sends at once; cancel drops; nothing pending sends nothing', () => {
    const flush = jest.fn<(changes: readonly LineChange[]) => void>();
    const onChange = jest.fn<(pending: readonly LineChange[]) => void>();
    const batcher = createCartBatcher({ delayMs: 400, flush, onChange });
    batcher.flushNow();
    expect(flush).not.toHaveBeenCalled();
    batcher.queue({ lineId: 'a', quantity: 5 });
    batcher.flushNow();
    expect(flush).toHaveBeenCalledWith([{ lineId: 'a', quantity: 5 }]);
    batcher.queue({ lineId: 'b', quantity: 1 });
    batcher.cancel();
    jest.advanceTimersByTime(1000);
    expect(flush).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});

describe('optimisticQuantity', () => {
  it('shows the change waiting for a line, else the cart quantity', () => {
    expect(optimisticQuantity('a', 1, [{ lineId: 'a', quantity: 4 }])).toBe(4);
    expect(optimisticQuantity('b', 1, [{ lineId: 'a', quantity: 4 }])).toBe(1);
  });
});
