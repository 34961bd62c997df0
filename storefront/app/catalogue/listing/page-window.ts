/**
 * The page numbers a pagination shows around the current page (spec 1 §9: the window size is a
 * named constant, its value not shown; ours is 5). The window keeps its size near either end.
 */
export const PAGE_WINDOW_SIZE = 5;

export function pageWindow(current: number, last: number, size: number = PAGE_WINDOW_SIZE): number[] {
  if (last < 1) return [];
  const width = Math.min(size, last);
  const start = Math.min(Math.max(1, current - Math.floor(width / 2)), last - width + 1);
  return Array.from({ length: width }, (_, index) => start + index);
}
