import { describe, expect, it } from '@jest/globals';
import { pageWindow, PAGE_WINDOW_SIZE } from './page-window';

describe('pagination window', () => {
  it('shows 5 pages', () => expect(PAGE_WINDOW_SIZE).toBe(5));
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [3, 10, [1, 2, 3, 4, 5]],
    [4, 10, [2, 3, 4, 5, 6]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [2, 0, []],
  ])('page %i of %i → %j', (current, last, pages) => expect(pageWindow(current, last)).toEqual(pages));
});
