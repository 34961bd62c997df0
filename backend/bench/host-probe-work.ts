// The host probe's fixed work (see host-probe.ts), run in its own process on the server's core:
// JSON round trips of a cart-sized document and the buffers of its answer, the kind of
// allocation- and memory-bound work a cart call does. Prints the milliseconds it took.
const line = (index: number) => ({
  id: `line-${index}`, quantity: index + 1,
  price: { value: { type: 'centPrecision', centAmount: 1000 + index, currencyCode: 'EUR', fractionDigits: 2 } },
  variant: { sku: `SKU${index}`, attributes: Array.from({ length: 30 }, (_, n) => ({ name: `attribute${n}`, value: `value ${n} of line ${index}` })) },
});
const cart = { id: 'probe', version: 1, lineItems: Array.from({ length: 8 }, (_, index) => line(index)) };

let sink = 0;
const started = performance.now();
for (let round = 0; round < 2_000; round++) {
  const text = JSON.stringify({ ...cart, version: round });
  const parsed = JSON.parse(text) as typeof cart;
  const bytes = Buffer.concat(parsed.lineItems.map((each) => Buffer.from(JSON.stringify(each))));
  sink += bytes.length + parsed.version;
}
console.log(JSON.stringify({ ms: performance.now() - started, sink }));
