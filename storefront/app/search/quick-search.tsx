// CONTRACT (owned by the listing/search helper; the header renders it).
export function QuickSearch() {
  return null;
}
