import { useEffect } from 'react';

/**
 * Registers the service worker at /sw.js (spec 1 §7) after the page has loaded, so it never
 * competes with the first render. Production builds only: in development it would serve stale files.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return undefined;
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('Service worker not registered', error));
    };
    if (document.readyState === 'complete') {
      register();
      return undefined;
    }
    window.addEventListener('load', register, { once: true });
    return () => window.removeEventListener('load', register);
  }, []);
}
