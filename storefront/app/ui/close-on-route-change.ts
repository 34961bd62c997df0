import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Calls `close` whenever the route (path or query) changes: a modal panel does not outlive the page it opened on. */
export function useCloseOnRouteChange(close: () => void): void {
  const { pathname, search } = useLocation();
  const route = `${pathname}${search}`;
  const shownAt = useRef(route);
  useEffect(() => {
    if (shownAt.current !== route) {
      shownAt.current = route;
      close();
    }
  }, [route, close]);
}
