import type { Config } from '@react-router/dev/config';

// Server rendering on our own Fastify server (server/), which serves build/client and proxies /api.
export default {
  ssr: true,
  appDirectory: 'app',
  buildDirectory: 'build',
} satisfies Config;
