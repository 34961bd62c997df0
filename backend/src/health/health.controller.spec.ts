import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';

describe('GET /api/health (real Nest app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it('answers ok, naming the engines; search indexes are built on demand under jest (SEARCH_WARM_UP)', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok', commerce: 'embedded', cache: 'memory', search: 'on demand' });
  });

  it('answers 404 with a JSON message for an unknown route, not a stack trace', async () => {
    const response = await request(app.getHttpServer()).get('/api/nope').expect(404);
    expect(response.body.message).toBe('Cannot GET /api/nope');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
  });
});
