import { describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ComponentType } from 'react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { bodyElementCount, routeModuleSource } from '../../scripts/bench/html-tree.mjs';

// bench:web's floor (scripts/bench/floor-app.mjs) renders the shop's page as a static element
// tree written by routeModuleSource: React must render that tree back to the page's own body.
const page = `<!DOCTYPE html><html lang="sk-SK"><head><meta charSet="utf-8"/><title>Pece &amp; grily</title>
<link rel="stylesheet" href="/assets/root.css"/><link rel="modulepreload" href="/assets/entry.js"/></head>
<body><div class="card" style="color:red;--gap:2px" data-sku="A1" aria-label="Karta"><svg viewBox="0 0 2 2" stroke-width="2" aria-hidden="true"><path d="M0 0h2"></path></svg>
<label for="q">Cena &lt; 100 €</label><input id="q" type="checkbox" checked="" value="v"/><button type="submit" disabled="">Kúpiť</button>
<textarea name="note" readOnly="">ahoj</textarea><!--$--><p hidden="">skryté</p></div><script>window.__reactRouterContext = {};</script>
<script type="module">import("/assets/entry.js");</script></body></html>`;

// The body as React renders it again (React's own spelling: readOnly): scripts (the shop's data and
// bootstrap) and React's comments left out.
const expectedBody = '<div class="card" style="color:red;--gap:2px" data-sku="A1" aria-label="Karta"><svg viewBox="0 0 2 2" stroke-width="2" aria-hidden="true"><path d="M0 0h2"></path></svg>\n'
  + '<label for="q">Cena &lt; 100 €</label><input id="q" type="checkbox" checked="" value="v"/><button type="submit" disabled="">Kúpiť</button>\n'
  + '<textarea name="note" readOnly="">ahoj</textarea><p hidden="">skryté</p></div>\n';

interface RouteModule {
  default: ComponentType;
  meta: () => { title: string }[];
  links: () => { rel: string; href: string }[];
}

/** Imports the written module from a folder under the repository's node_modules, where `react` resolves. */
async function importRouteModule(source: string): Promise<RouteModule> {
  const dir = mkdtempSync(join(resolve(import.meta.dirname, '../../../node_modules'), '.bench-html-tree-spec-'));
  try {
    const file = join(dir, 'route.mjs');
    writeFileSync(file, source);
    return (await import(pathToFileURL(file).href)) as RouteModule;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('bench:web floor page (html → static element tree)', () => {
  it('renders the page body back as the shop rendered it, without its scripts and comments', async () => {
    const route = await importRouteModule(routeModuleSource(page));
    expect(renderToStaticMarkup(createElement(route.default))).toBe(expectedBody);
  });

  it('builds the tree from createElement calls, never from a string of markup', () => {
    const source = routeModuleSource(page);
    expect(source).not.toContain('dangerouslySetInnerHTML');
    expect(source).toContain('h("label", {"htmlFor":"q"}, "Cena < 100 €")');
  });

  it("keeps the page's title and stylesheets as React Router meta and links", async () => {
    const route = await importRouteModule(routeModuleSource(page));
    expect(route.meta()).toEqual([{ title: 'Pece & grily' }]);
    expect(route.links()).toEqual([{ rel: 'stylesheet', href: '/assets/root.css' }]);
  });

  it('counts the body elements a page renders, leaving scripts out', () => {
    expect(bodyElementCount(page)).toBe(8);
  });
});
