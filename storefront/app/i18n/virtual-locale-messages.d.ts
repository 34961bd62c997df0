// The modules vite-plugins/locale-messages.ts writes.
declare module 'virtual:locale-messages' {
  /** On the server: each message group's fingerprint and each browser chunk's groups, for a page to preload its files. Empty in the browser. */
  export const messageFiles: import('../../vite-plugins/locale-messages').MessageFiles;
}
