import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { generateSeed } from '../commerce/seed/generate-seed.js';
import type { SeedData } from '../commerce/seed/seed-data.js';
import { createTestApp } from '../../test/test-app.js';

let seed: SeedData | undefined;
/** The full demo seed (generated once per test file). */
export const demoSeed = (): SeedData => (seed ??= generateSeed());

/** The real application, its commerce engine in memory with the given seed (the full demo catalogue by default). */
export const createSearchTestApp = (seed: SeedData = demoSeed()): Promise<INestApplication> => createTestApp(seed);

/** A hit as the embedded engine returns it (every attribute). */
export interface TestHit {
  objectID: string;
  name: string;
  url: string;
  price: number;
  standardPrice: number;
  currency: string;
  brand?: string;
  tags: string[];
  averageRating?: number;
  categories: Record<string, string[]>;
  inStock: boolean;
  createdAt: string;
}

/** `POST /api/search/1/indexes/*\/queries` with the given requests. */
export const queriesOn = (app: INestApplication) => (requests: unknown) =>
  request(app.getHttpServer()).post('/api/search/1/indexes/*/queries').send({ requests } as object);

/** One search's result (hits typed for the assertions). */
export const searchOn = (app: INestApplication) => async (search: Record<string, unknown>) => {
  const response = await queriesOn(app)([search]).expect(200);
  return response.body.results[0] as { hits: TestHit[]; nbHits: number; nbPages: number; page: number; hitsPerPage: number;
    facets: Record<string, Record<string, number>>; facets_stats?: Record<string, { min: number; max: number; avg: number; sum: number }>;
    queryID?: string; index: string; query: string; params: string };
};
