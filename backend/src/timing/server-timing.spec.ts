import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';

describe('Server-Timing (real Nest app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  it.each([
    ['a GET', () => request(app.getHttpServer()).get('/api/health')],
    ['a call', () => request(app.getHttpServer()).post('/api/ct/getMyCart?host=localhost').send([])],
    ['an unknown route', () => request(app.getHttpServer()).get('/api/nope')],
  ])('reports the application time of %s', async (_name, send) => {
    const response = await send();
    expect(response.headers['server-timing']).toMatch(/^app;dur=\d+\.\d{3}$/);
  });
});
