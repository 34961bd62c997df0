import type { Config } from '@react-router/dev/config';

// Server rendering on our own Fastify server (server/), which serves build/client and proxies /api.
export default {
  ssr: true,
  appDirectory: 'app',
  // STOREFRONT_BUILD_DIR lets parallel work (or a benchmark) build beside the default without clashing.
  buildDirectory: process.env.STOREFRONT_BUILD_DIR ?? 'build',
} satisfies Config;
