// The list vite-plugins/view-assets.ts writes into the server build.
declare module 'virtual:view-assets' {
  const assets: Readonly<Record<string, import('../../vite-plugins/view-assets').ViewAssets>>;
  export default assets;
}
