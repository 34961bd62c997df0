// The floor: a bare React Router app (framework mode, React Router's default entries) with one
// route per measured page, each route's component the shop's rendered body DOM as static elements
// (html-tree.mjs) — no loader, no data, no context, no components of the shop. Built by React
// Router's own Vite build into a temp folder, so its server build is what `react-router build`
// makes for any app, and served by the shop's own server (floor-server.mjs).
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { routeModuleSource } from './html-tree.mjs';

const run = promisify(execFile);

// The root is React Router's template layout (the shop's root minus its loader, providers and
// chrome): the same head elements, <Meta>, <Links>, <ScrollRestoration> and <Scripts>.
const rootSource = (lang) => `import { createElement as h } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
export function Layout({ children }) {
  return h('html', { lang: ${JSON.stringify(lang)} },
    h('head', null,
      h('meta', { charSet: 'utf-8' }),
      h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
      h('link', { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
      h(Meta), h(Links)),
    h('body', null, children, h(ScrollRestoration), h(Scripts)));
}
export default function App() {
  return h(Outlet);
}
`;

/**
 * Writes and builds the floor app in `dir` (a folder inside the repository's node_modules, so
 * React Router, React and Vite resolve as for the shop)
 * from `pages` ({ key, html }); resolves with the build folder (server/index.js, client/) and
 * each page's floor path (/floor/<key>).
 */
export async function buildFloorApp({ dir, pages, lang, reactRouterBin }) {
  mkdirSync(join(dir, 'app/routes'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), '{ "private": true, "type": "module" }\n');
  writeFileSync(join(dir, 'react-router.config.mjs'), "export default { ssr: true, appDirectory: 'app', buildDirectory: 'build' };\n");
  writeFileSync(join(dir, 'vite.config.mjs'), "import { reactRouter } from '@react-router/dev/vite';\nexport default { plugins: [reactRouter()], logLevel: 'warn' };\n");
  writeFileSync(join(dir, 'app/root.js'), rootSource(lang));
  const routes = pages.map((page) => `route(${JSON.stringify(`floor/${page.key}`)}, ${JSON.stringify(`routes/${page.key}.js`)})`);
  writeFileSync(join(dir, 'app/routes.js'), `import { route } from '@react-router/dev/routes';\nexport default [${routes.join(', ')}];\n`);
  for (const page of pages) writeFileSync(join(dir, `app/routes/${page.key}.js`), routeModuleSource(page.html));
  await run(process.execPath, [reactRouterBin, 'build'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' }, maxBuffer: 16 * 1024 * 1024 });
  return { buildDir: join(dir, 'build'), paths: Object.fromEntries(pages.map((page) => [page.key, `/floor/${page.key}`])) };
}
