import 'reflect-metadata';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { AppModule } from '../app.module.js';

describe('GET /api/health (real Nest app)', () => {
  let app: INestApplication;
  beforeAll(async () => {
    const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
    app = moduleRef.createNestApplication({ logger: false });
    await app.init();
  });
  afterAll(async () => app.close());

  it('answers ok', async () => {
    const response = await request(app.getHttpServer()).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers 404 with a JSON message for an unknown route, not a stack trace', async () => {
    const response = await request(app.getHttpServer()).get('/api/nope').expect(404);
    expect(response.body.message).toBe('Cannot GET /api/nope');
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.js/);
  });
});
