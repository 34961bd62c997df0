import type { TestingModule } from '@nestjs/testing';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { shopAppOptions } from '../src/http/shop-app-options.js';
import { shopHttpAdapter } from '../src/http/shop-http-adapter.js';

const quiet = { warn: () => undefined };

/**
 * The application of a compiled testing module on the shop's real HTTP platform and options,
 * as main.ts creates it, ready for supertest (`app.getHttpServer()`; no listening port).
 * `init` false leaves initialisation to the test, e.g. to see it fail; `env` gives the HTTP
 * platform's settings (timeouts, connection budget, TRUST_PROXY) a test's values.
 */
export async function shopTestApp(
  moduleRef: TestingModule,
  { init = true, env = process.env }: { init?: boolean; env?: Readonly<Record<string, string | undefined>> } = {},
): Promise<NestFastifyApplication> {
  const app = moduleRef.createNestApplication<NestFastifyApplication>(shopHttpAdapter(env), { logger: false, ...shopAppOptions(process.env, quiet) });
  if (init) {
    await app.init();
    await app.getHttpAdapter().getInstance().ready();
  }
  return app;
}
