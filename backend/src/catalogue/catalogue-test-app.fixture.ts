import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { createTestApp } from '../../test/test-app.js';

let seed: SeedData | undefined;
/** The full demo seed the app is loaded with (generated once per test file): specs read SKUs and slugs from it. */
export const demoSeed = (): SeedData => (seed ??= generateSeed());

/** The real app, its embedded engine in memory with the full demo catalogue. */
export const createCatalogueTestApp = (): Promise<INestApplication> => createTestApp(demoSeed());

/** `POST /api/ct/{method}` on the SK market (sk, EUR, ex-sk) unless another host/language query is given. */
export const callOn = (app: INestApplication) => (method: string, body: unknown, query = '?host=localhost') =>
  request(app.getHttpServer()).post(`/api/ct/${method}${query}`).send(body as object);
