import { describe, expect, it } from '@jest/globals';
import { addNotification, durationOf, NOTIFICATION_DURATION_MS, removeNotification, type UiNotification } from './notifications';

const problem: UiNotification = { id: 'cart-adding-problem', type: 'error', messageId: 'cart.problem' };

describe('uiNotifications', () => {
  it('adds by id (the same id replaces, never shows twice) and removes by id', () => {
    const other: UiNotification = { id: 'other', type: 'info', messageId: 'x', duration: 5000 };
    let list = addNotification([], problem);
    list = addNotification(list, other);
    list = addNotification(list, { ...problem, values: { n: 2 } });
    expect(list.map((item) => item.id)).toEqual(['other', 'cart-adding-problem']);
    expect(removeNotification(list, 'other')).toEqual([{ ...problem, values: { n: 2 } }]);
    expect(removeNotification(list, 'missing')).toHaveLength(2);
  });

  it('lasts 3000 ms unless it says otherwise (spec 2 §9)', () => {
    expect(NOTIFICATION_DURATION_MS).toBe(3000);
    expect(durationOf(problem)).toBe(3000);
    expect(durationOf({ ...problem, duration: 5000 })).toBe(5000);
  });
});
