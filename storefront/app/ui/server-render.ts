/**
 * Whether this code renders on the server. Vite's builds know which side they are for (so the
 * browser's leaves server-only branches out); jest's runs have no import.meta.env, and no document.
 */
export const SERVER_RENDER: boolean = import.meta.env ? import.meta.env.SSR : typeof document === 'undefined';
