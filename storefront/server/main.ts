import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COUNTRY_SITE_LIST } from '@shop/markets';
import type { ServerBuild } from 'react-router';
import { storefrontLimitsFromEnv } from './http-limits.js';
import { pageCacheSettingsFromEnv } from './page-cache/page-cache-settings.js';
import { createStorefrontServer } from './storefront-server.js';

// The build React Router made (react-router.config.ts), relative to the storefront folder.
const buildDir = `${resolve(fileURLToPath(new URL('../../', import.meta.url)), process.env.STOREFRONT_BUILD_DIR ?? 'build')}/`;
const build = (await import(`${buildDir}server/index.js`)) as ServerBuild;

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '0.0.0.0';
const backendUrl = process.env.BACKEND_URL ?? 'http://127.0.0.1:3001';

const app = await createStorefrontServer({
  build,
  clientDir: `${buildDir}client`,
  backendUrl,
  trustProxy: process.env.TRUST_PROXY,
  limits: storefrontLimitsFromEnv(process.env),
  pageCache: pageCacheSettingsFromEnv(process.env),
});
await app.listen({ port, host });

const examples = COUNTRY_SITE_LIST.filter((site) => ['DE', 'CH', 'LT'].includes(site.code))
  .map((site) => `http://${site.domainPrefix}.localhost:${port} (${site.label})`);
console.log(`Storefront on http://localhost:${port} (Slovensko), ${examples.join(', ')} — backend ${backendUrl}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
