// The table vite-plugins/locale-messages.ts writes: the browser's loaders, the server's addresses.
declare module 'virtual:locale-messages' {
  /** In the browser: one `import()` per locale, each a fingerprinted chunk. Empty on the server. */
  export const loaders: import('./locale-messages').MessageLoaders;
  /** On the server (production build): each locale's chunk address, for the page to preload. Empty in the browser. */
  export const assetUrls: Readonly<Record<string, string>>;
}
