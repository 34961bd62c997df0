import { describe, expect, it } from '@jest/globals';
import { everyPageChunkGroup } from '../../vite-plugins/every-page-chunk';

// A module graph in miniature: who imports whom (statically).
const importers: Record<string, string[]> = {
  '/shop/app/root.tsx': ['/shop/app/root.tsx?__react-router-build-client-route'],
  '/shop/app/layout/header.tsx': ['/shop/app/layout/shop-layout.tsx'],
  '/shop/app/layout/shop-layout.tsx': ['/shop/app/root.tsx'],
  '/shop/app/ui/button.tsx': ['/shop/app/layout/header.tsx', '/shop/app/catalogue/product/product-page.tsx'],
  '/shop/app/catalogue/product/product-page.tsx': [],
  '/shop/app/catalogue/product/reviews.tsx': ['/shop/app/catalogue/product/product-page.tsx'],
  '/shop/app/ui/side-panel.tsx': ['/shop/app/cart/sidebar/cart-sidebar.tsx'],
  '/shop/app/cart/sidebar/cart-sidebar.tsx': [],
  '/shop/app/cycle-a.tsx': ['/shop/app/cycle-b.tsx'],
  '/shop/app/cycle-b.tsx': ['/shop/app/cycle-a.tsx'],
  '/shop/domain/src/url/page-path.ts': ['/shop/domain/src/index.ts'],
  '/shop/domain/src/index.ts': ['/shop/app/layout/header.tsx'],
  '/shop/node_modules/react-dom/client.js': ['/shop/app/catalogue/product/product-page.tsx'],
  // Adyen's Drop-in: imported by the module the payment page's Drop-in imports dynamically (no static importer).
  '/shop/node_modules/@adyen/adyen-web/dist/es/index.js': ['/shop/app/checkout/adyen/drop-in-mount.client.ts'],
  '/shop/app/checkout/adyen/drop-in-mount.client.ts': [],
};
const ctx = { getModuleInfo: (id: string) => ({ importers: importers[id] ?? [] }) };

describe('the chunk every page loads', () => {
  const { name } = everyPageChunkGroup('/shop/app');

  it('takes what the root route imports, however deep', () => {
    expect(name('/shop/app/layout/header.tsx', ctx)).toBe('framework');
    expect(name('/shop/app/ui/button.tsx', ctx)).toBe('framework');
  });

  it('takes the libraries every page runs, whoever imports them', () => {
    expect(name('/shop/node_modules/react-dom/client.js', ctx)).toBe('framework');
  });

  it('leaves what only lazily loaded or route modules import, and import cycles that lead nowhere', () => {
    expect(name('/shop/app/catalogue/product/reviews.tsx', ctx)).toBeNull();
    expect(name('/shop/app/cycle-a.tsx', ctx)).toBeNull();
  });

  it('leaves the UI kit’s side panel to the lazily loaded panels that use it', () => {
    expect(name('/shop/app/ui/side-panel.tsx', ctx)).toBeNull();
    expect(name('/shop/app/ui/side-panel.css', ctx)).toBeNull();
  });

  it('leaves Adyen Web to the chunk the payment page loads on demand', () => {
    expect(name('/shop/node_modules/@adyen/adyen-web/dist/es/index.js', ctx)).toBeNull();
    expect(name('/shop/app/checkout/adyen/drop-in-mount.client.ts', ctx)).toBeNull();
  });

  it('leaves the shared packages, which everything imports through their index', () => {
    expect(name('/shop/domain/src/url/page-path.ts', ctx)).toBeNull();
  });
});
