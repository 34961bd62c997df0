import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommerceError } from '../../port/commerce-error.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { checkoutCart, STORE_KEY, testEngine, type TestEngine } from './order-engine.fixture.js';
import { CHILD_PROCESS_TIMEOUT_MS, RACING_PROCESSES_BUSY_TIMEOUT_MS } from '../../../../test/load-timeouts.js';
import { nodeProcess, sourcePath, TS_SOURCES_HOOK, type NodeProcess } from '../store/node-process.fixture.js';

const source = (relative: string) => sourcePath(relative, import.meta.url);

/*
 * A second process on the same SQLite file, importing the engine's TypeScript sources directly
 * (store/node-process.fixture.ts). It waits for 'go' on stdin, tries
 * to order the cart once and prints the outcome as one JSON line.
 */
const childScript = (file: string, cartId: string, version: number) => `${TS_SOURCES_HOOK}
  const { openDatabase } = await import(${source('../store/database.ts')});
  const { DocumentStore } = await import(${source('../store/document-store.ts')});
  const { EmbeddedCarts } = await import(${source('../carts/embedded-carts.ts')});
  const { EmbeddedOrders } = await import(${source('./embedded-orders.ts')});
  const { CatalogueSnapshot } = await import(${source('../catalogue/catalogue-snapshot.ts')});
  const db = openDatabase(${JSON.stringify(file)}, ${RACING_PROCESSES_BUSY_TIMEOUT_MS});
  const store = new DocumentStore(db);
  // A real catalogue: the carts the engine hands out (also the one it marks Ordered) are expanded from it.
  const catalogue = new CatalogueSnapshot(store);
  const carts = new EmbeddedCarts(store, () => catalogue, (cart) => cart);
  const orders = new EmbeddedOrders(store, carts);
  process.stdout.write('ready\\n');
  await new Promise((resolve) => process.stdin.once('data', resolve));
  let outcome;
  try {
    const order = await orders.createFromCart({ cart: { typeId: 'cart', id: ${JSON.stringify(cartId)} }, version: ${version} }, 'ex-sk');
    outcome = { ok: true, id: order.id };
  } catch (error) {
    outcome = { ok: false, statusCode: error.statusCode, code: error.code, message: String(error.message) };
  }
  db.close();
  process.stdout.write(JSON.stringify(outcome) + '\\n');
`;

type Outcome = { ok: true; id: string } | { ok: false; statusCode?: number; code?: string; message: string };

const startChild = (script: string): NodeProcess<Outcome> => nodeProcess<Outcome>(script);

describe('EmbeddedOrders across processes: one SQLite file, one order per cart', () => {
  let dir: string;
  let engine: TestEngine;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'engine-orders-'));
    engine = testEngine(join(dir, 'shop.sqlite'), RACING_PROCESSES_BUSY_TIMEOUT_MS);
  });
  afterEach(() => {
    engine.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('races this process against three others for one cart: exactly one order, the rest already ordered', async () => {
    const cart = await checkoutCart(engine);
    const children = Array.from({ length: 3 }, () => startChild(childScript(join(dir, 'shop.sqlite'), cart.id, cart.version)));
    await Promise.all(children.map((child) => child.ready));
    for (const child of children) child.go();
    const own: Outcome = await engine.orders.createFromCart({ cart: { typeId: 'cart', id: cart.id }, version: cart.version }, STORE_KEY)
      .then((order): Outcome => ({ ok: true, id: order.id }))
      .catch((error: CommerceError): Outcome => ({ ok: false, statusCode: error.statusCode, code: error.code, message: error.message }));
    const outcomes = [own, ...(await Promise.all(children.map((child) => child.result)))];

    const won = outcomes.filter((outcome) => outcome.ok);
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((outcome) => !outcome.ok)) {
      // objectContaining: a failure shows the whole outcome, its message included.
      expect(lost).toEqual(expect.objectContaining({ ok: false, statusCode: 400, code: 'InvalidOperation' }));
    }
    expect(engine.store.count(RESOURCE.order)).toBe(1);
    expect((await engine.orders.byCart(cart.id))?.id).toBe((won[0] as { id: string }).id);
    expect((await engine.carts.get(cart.id))).toMatchObject({ cartState: 'Ordered', version: cart.version + 1 });
  }, CHILD_PROCESS_TIMEOUT_MS);
});
