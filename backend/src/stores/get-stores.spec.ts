import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { INestApplication } from '@nestjs/common';
import request from 'supertest';
import { createTestApp } from '../../test/test-app.js';

describe('POST /api/ct/getStores (real Nest app, mini seed with the one store ex-sk)', () => {
  let app: INestApplication;
  let skId: string;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => app.close());

  const getStores = (body: unknown) =>
    request(app.getHttpServer()).post('/api/ct/getStores?host=sk.localhost').send(body as object);

  it('finds the store by key and answers { data: Store[] }', async () => {
    const response = await getStores([{ key: 'ex-sk' }]).expect(200);
    expect(response.body.data).toHaveLength(1);
    expect(response.body.data[0]).toMatchObject({ key: 'ex-sk', name: expect.any(Object) });
    skId = response.body.data[0].id as string;
    expect(typeof skId).toBe('string');
  });

  it('finds it by id and by ids', async () => {
    const byId = await getStores([{ id: skId }]).expect(200);
    expect(byId.body.data.map((store: { key: string }) => store.key)).toEqual(['ex-sk']);
    const byIds = await getStores([{ ids: [skId, 'no-such-id'] }]).expect(200);
    expect(byIds.body.data.map((store: { key: string }) => store.key)).toEqual(['ex-sk']);
  });

  it('answers an empty list for a key no store has', async () => {
    const response = await getStores([{ key: 'ex-xx' }]).expect(200);
    expect(response.body).toEqual({ data: [] });
  });

  it('answers 400 naming the alternatives when none or two of key, id, ids are given', async () => {
    const none = await getStores([{}]).expect(400);
    expect(none.body.message).toBe('payload[0] must have exactly one of key, id, ids; none was given');
    const two = await getStores([{ key: 'ex-sk', id: 'x' }]).expect(400);
    expect(two.body.message).toBe('payload[0] must have exactly one of key, id, ids; got key and id');
  });

  it.each([
    [[{ key: 5 }], 'payload[0].key must be a string'],
    [[{ ids: 'ex-sk' }], 'payload[0].ids must be an array'],
    [[{ ids: ['a', 7] }], 'each value in payload[0].ids must be a string'],
    [[{ key: 'ex-sk', kye: 'typo' }], 'property payload[0].kye should not exist'],
    [[], 'payload[0] is required'],
    [['ex-sk'], 'payload[0] must be an object'],
    [[{ key: 'ex-sk' }, {}], 'getStores takes 1 payload part(s), got 2'],
  ])('answers 400 naming the field for %j', async (body, message) => {
    const response = await getStores(body).expect(400);
    expect(response.body.statusCode).toBe(400);
    expect(response.body.message).toContain(message);
    expect(response.body.errors).toContain(message);
  });
});
