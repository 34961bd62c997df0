import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CommerceError } from '../../port/commerce-error.js';
import { RESOURCE } from '../catalogue/resource-types.js';
import { checkoutCart, STORE_KEY, testEngine, type TestEngine } from './order-engine.fixture.js';

const source = (relative: string) => JSON.stringify(new URL(relative, import.meta.url).pathname);

/*
 * A second process on the same SQLite file, importing the engine's TypeScript sources directly:
 * Node strips (and, for parameter properties, transforms) the types, and a resolve hook maps the
 * sources' `.js` specifiers to the `.ts` files next to them. It waits for 'go' on stdin, tries
 * to order the cart once and prints the outcome as one JSON line.
 */
const childScript = (file: string, cartId: string, version: number) => `
  import { registerHooks } from 'node:module';
  registerHooks({
    resolve(specifier, context, next) {
      try { return next(specifier, context); } catch (error) {
        if (/^\\.{1,2}\\//.test(specifier) && specifier.endsWith('.js')) return next(specifier.slice(0, -3) + '.ts', context);
        throw error;
      }
    },
  });
  const { openDatabase } = await import(${source('../store/database.ts')});
  const { DocumentStore } = await import(${source('../store/document-store.ts')});
  const { EmbeddedCarts } = await import(${source('../carts/embedded-carts.ts')});
  const { EmbeddedOrders } = await import(${source('./embedded-orders.ts')});
  const db = openDatabase(${JSON.stringify(file)});
  const store = new DocumentStore(db);
  const carts = new EmbeddedCarts(store, () => { throw new Error('no catalogue needed'); }, (cart) => cart);
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

interface Child {
  readonly ready: Promise<void>;
  readonly outcome: Promise<Outcome>;
  go(): void;
}

function startChild(script: string): Child {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--experimental-transform-types', '--conditions=source', '--no-warnings', '--input-type=module', '-e', script],
    { stdio: 'pipe' },
  );
  let stdout = '';
  let stderr = '';
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => { markReady = resolve; });
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (stdout.startsWith('ready\n')) markReady();
  });
  child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
  const outcome = new Promise<Outcome>((resolve, reject) => {
    child.on('close', (code) => {
      const line = stdout.split('\n').filter(Boolean).at(-1);
      if (code !== 0 || !line || line === 'ready') reject(new Error(`child exited ${code}: ${stderr || stdout}`));
      else resolve(JSON.parse(line) as Outcome);
    });
  });
  // A child that dies before it is ready must not leave the test waiting for 'ready'.
  outcome.catch(() => markReady());
  return { ready, outcome, go: () => child.stdin.end('go\n') };
}

describe('EmbeddedOrders across processes: one SQLite file, one order per cart', () => {
  let dir: string;
  let engine: TestEngine;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'engine-orders-'));
    engine = testEngine(join(dir, 'shop.sqlite'));
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
    const outcomes = [own, ...(await Promise.all(children.map((child) => child.outcome)))];

    const won = outcomes.filter((outcome) => outcome.ok);
    expect(won).toHaveLength(1);
    for (const lost of outcomes.filter((outcome) => !outcome.ok)) {
      expect(lost).toMatchObject({ ok: false, statusCode: 400, code: 'InvalidOperation' });
    }
    expect(engine.store.count(RESOURCE.order)).toBe(1);
    expect((await engine.orders.byCart(cart.id))?.id).toBe((won[0] as { id: string }).id);
    expect((await engine.carts.get(cart.id))).toMatchObject({ cartState: 'Ordered', version: cart.version + 1 });
  }, 30_000);
});
