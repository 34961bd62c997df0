import type { Cart, LineItem } from '@commercetools/platform-sdk';
import type { MarketContext } from '../api/call-context.js';
import { SerializedJson } from '../api/serialized-json.js';
import { frozenLineView, type FrozenLineView } from './cart-view.js';
import { discountCodeView } from './discount-code-view.js';
import { productTypeView } from './product-type-view.js';

const NO_CART = Buffer.from('{"cart":null}');
const LINES_END = Buffer.from(']}}');
const COMMA = Buffer.from(',');

/* A view is made once per product state and market (cart-view.ts), and so are its bytes. */
const viewBytes = new WeakMap<FrozenLineView, Buffer>();

/** `"name":…,"productSlug":…,"variant":…}`: the rest of a line after its own fields, and its end. */
function frozenBytes(line: LineItem, cart: Cart, language: string): Buffer {
  const frozen = frozenLineView(line, cart, language);
  let bytes = viewBytes.get(frozen);
  if (!bytes) {
    bytes = Buffer.from(JSON.stringify(frozen.view).slice(1));
    viewBytes.set(frozen, bytes);
  }
  return bytes;
}

/*
 * A line's own fields (quantity, prices, totals; the product type by key, as cartView has it) as
 * the opening of its JSON. Lines are never mutated, and the engine hands back the very line
 * object while nothing about it changes, so an update re-encodes only the lines it changed.
 */
const ownBytes = new WeakMap<LineItem, Buffer>();

function ownFieldBytes(line: LineItem): Buffer {
  let bytes = ownBytes.get(line);
  if (!bytes) {
    const { name: _name, productSlug: _slug, variant: _variant, ...own } = line;
    const json = JSON.stringify({ ...own, productType: productTypeView(own.productType) });
    bytes = Buffer.from(json === '{}' ? '{' : `${json.slice(0, -1)},`);
    ownBytes.set(line, bytes);
  }
  return bytes;
}

const lineBytes = (line: LineItem, cart: Cart, language: string): Buffer[] => [ownFieldBytes(line), frozenBytes(line, cart, language)];

/** What every cart call answers: `{ cart }`, the shopper's cart as their market reads it, or null. */
export type CartResponse = SerializedJson;

/**
 * The cart answer as UTF-8 JSON: `{ cart }` exactly as cart-view.ts projects it (the same line
 * views, product types and discount codes). A line's frozen product data is most of its bytes and the same for every
 * cart holding that product in the market, so its JSON is encoded once and reused; only the
 * line's own fields (quantity, prices, totals) and the cart's are serialised per answer.
 */
export function cartResponse(market: Pick<MarketContext, 'language'>, cart: Cart | undefined): CartResponse {
  if (!cart) return new SerializedJson(NO_CART);
  const { lineItems, ...rest } = cart;
  const head = JSON.stringify({ ...rest, discountCodes: rest.discountCodes.map(discountCodeView) });
  const chunks: Buffer[] = [Buffer.from(`{"cart":${head.slice(0, -1)}${head === '{}' ? '' : ','}"lineItems":[`)];
  lineItems.forEach((line, index) => {
    if (index > 0) chunks.push(COMMA);
    chunks.push(...lineBytes(line, cart, market.language));
  });
  chunks.push(LINES_END);
  return new SerializedJson(Buffer.concat(chunks));
}
