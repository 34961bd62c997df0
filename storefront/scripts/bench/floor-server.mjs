// The floor app (floor-app.mjs) served by the shop's own server (dist/server/storefront-server.js:
// the same front door, Fastify, compression settings and React Router request handler), so the
// floor differs from the shop only in the app rendered and its ratio is the app's own cost.
// Run as its own process by the bench: FLOOR_BUILD_DIR, PORT, HOST, BACKEND_URL.
import { createStorefrontServer } from '../../dist/server/storefront-server.js';

const buildDir = process.env.FLOOR_BUILD_DIR;
if (!buildDir) throw new Error('FLOOR_BUILD_DIR is not set');
const build = await import(`${buildDir}/server/index.js`);
const app = await createStorefrontServer({ build, clientDir: `${buildDir}/client`, backendUrl: process.env.BACKEND_URL ?? 'http://127.0.0.1:9' });
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => void app.close().then(() => process.exit(0)));
