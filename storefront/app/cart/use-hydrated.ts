import { useEffect, useState } from 'react';

/** True once JavaScript runs the component: forms switch from plain posts to enhanced ones (the markup stays the same before). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
