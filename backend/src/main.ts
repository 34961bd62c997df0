import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule } from './app.module.js';
import { shopAppOptions } from './http/shop-app-options.js';
import { shopHttpAdapter } from './http/shop-http-adapter.js';

async function bootstrap(): Promise<void> {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, shopHttpAdapter(), { ...shopAppOptions(), bufferLogs: false });
  // Replicas are stopped by the orchestrator with SIGTERM: finish in-flight requests first.
  app.enableShutdownHooks();
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen(port, host);
  console.log(`Shop backend listening on http://localhost:${port} (try http://sk.localhost:${port}/api/health)`);
}

await bootstrap();
