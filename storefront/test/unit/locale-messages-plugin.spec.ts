import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { messageGroups, messageFileName, messageFileSource, parseMessageFileName } from '../../vite-plugins/message-groups';
import { referencedMessageIds } from '../../vite-plugins/message-references';
import { joinNeededGroups, NEEDED_GROUPS, neededGroupsArgument, parseNeededGroups } from '../../vite-plugins/needed-groups';
import { APP_DIR, messageCatalogues } from './message-catalogues';

const IDS = new Set(['layout.cart', 'layout.cartCount', 'account.section.profile', 'account.section.orders', 'account.login.title', 'checkout.step.cart']);

describe('which message ids a module names', () => {
  it('finds quoted ids in any quotes, and every id a template literal can become from its head', () => {
    const source = [
      `<FormattedMessage id="layout.cart" />`,
      "intl.formatMessage({ id: 'account.login.title' })",
      '<FormattedMessage id={`account.section.${section}`} />',
      'const other = "layout.cartCountry"; const path = `checkout.${step}`;',
    ].join('\n');
    expect([...referencedMessageIds(source, IDS)].sort()).toEqual(['account.login.title', 'account.section.orders', 'account.section.profile', 'checkout.step.cart', 'layout.cart']);
  });

  it('finds none in a module that names no message', () => {
    expect(referencedMessageIds(`const id = \`\${prefix}-title\`; const label = 'layout';`, IDS).size).toBe(0);
  });
});

describe('message groups', () => {
  const groupOf = new Map([
    ['layout.cart', 'layout'],
    ['product.sku', 'catalogue-product'],
  ]);
  const locales = { 'de-DE': { 'layout.cart': ['Warenkorb'], 'product.sku': ['Art.-Nr.'] }, 'fr-FR': { 'layout.cart': ['Panier'], 'product.sku': ['Réf.'] } };

  it("cuts each locale's messages by feature folder, with one fingerprint per group over every locale", () => {
    const groups = messageGroups({ locales, groupOf });
    expect([...groups.keys()]).toEqual(['catalogue-product', 'layout']);
    expect(groups.get('layout')!.locales).toEqual({ 'de-DE': { 'layout.cart': ['Warenkorb'] }, 'fr-FR': { 'layout.cart': ['Panier'] } });
    expect(groups.get('layout')!.hash).toMatch(/^[\w-]{8}$/);
    // A text changed in one locale changes that group's fingerprint (every locale's file name), and no other.
    const changed = messageGroups({ locales: { ...locales, 'fr-FR': { ...locales['fr-FR'], 'layout.cart': ['Chariot'] } }, groupOf });
    expect(changed.get('layout')!.hash).not.toBe(groups.get('layout')!.hash);
    expect(changed.get('catalogue-product')!.hash).toBe(groups.get('catalogue-product')!.hash);
  });

  it('refuses a message of no folder', () => {
    expect(() => messageGroups({ locales: { 'de-DE': { 'stray.id': [] } }, groupOf })).toThrow('stray.id');
  });

  it('names a file so that its group, locale and fingerprint read back', () => {
    const name = messageFileName('catalogue-product', 'de-AT', 'a-B_c1d2');
    expect(name).toBe('messages-catalogue-product-de-AT-a-B_c1d2.js');
    expect(parseMessageFileName(name)).toEqual({ group: 'catalogue-product', locale: 'de-AT', hash: 'a-B_c1d2' });
    expect(parseMessageFileName('framework-a-B_c1d2.js')).toBeUndefined();
  });

  it('writes a file whose module gives back the messages, quotes and backslashes included', () => {
    const messages = { 'a.quote': [{ type: 0, value: `l'heure "exacte" \\ \n ’` }] };
    const source = messageFileSource(messages);
    // The module's one statement, evaluated as a function body.
    const evaluate = new Function(source.replace('export default', 'return')) as () => unknown;
    expect(evaluate()).toEqual(messages);
  });
});

describe("a chunk's needed groups", () => {
  it('finds every argument in a chunk, whatever its quotes, and joins them into one', () => {
    const code = `await n(${JSON.stringify(neededGroupsArgument({ layout: 'Aa11Bb22' }))});\nawait n(\`${neededGroupsArgument({ cart: 'Cc33Dd44', layout: 'Aa11Bb22' })}\`);`;
    const found = [...code.matchAll(NEEDED_GROUPS)].map(([argument]) => argument);
    expect(found).toHaveLength(2);
    expect(parseNeededGroups(joinNeededGroups(found)!)).toEqual({ cart: 'Cc33Dd44', layout: 'Aa11Bb22' });
    expect(joinNeededGroups([])).toBeUndefined();
  });
});

describe("the storefront's message ids in its code", () => {
  /** Every source module of the app (not tests), by path from app/. */
  const modules = (() => {
    const found = new Map<string, string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (/\.[jt]sx?$/.test(entry.name) && !/\.spec\./.test(entry.name)) found.set(relative(APP_DIR, path), readFileSync(path, 'utf8'));
      }
    };
    walk(APP_DIR);
    return found;
  })();
  const ids = new Set([...messageCatalogues().values()].flatMap((locales) => Object.keys(locales.get('en-GB') ?? {})));
  const namedBy = (test: (path: string) => boolean) => new Set([...modules].filter(([path]) => test(path)).flatMap(([, source]) => [...referencedMessageIds(source, ids)]));

  it('names every message in browser code, which then loads its group, but the few only the server writes (page meta)', () => {
    const browser = namedBy((path) => !/\.server\.[jt]sx?$/.test(path) && !path.startsWith('i18n/'));
    const server = namedBy((path) => /\.server\.[jt]sx?$/.test(path));
    // Ids a module of the browser's build receives as data, never naming them, would reach a
    // render without their group: server code may name only texts no component renders.
    expect([...server].filter((id) => !browser.has(id)).sort()).toEqual(['listing.metaDescription', 'listing.metaTitlePage', 'search.metaDescription']);
    expect([...ids].filter((id) => !browser.has(id) && !server.has(id))).toEqual([]);
  });
});
