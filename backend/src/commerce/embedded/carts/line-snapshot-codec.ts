import { createHash } from 'node:crypto';
import type { Cart, LineItem } from '@commercetools/platform-sdk';
import type { DocumentCodec } from '../store/document-codec.js';
import { jsonWithParts } from '../store/json-with-parts.js';
import type { SnapshotTable } from '../store/snapshot-table.js';

/** The product data a line item freezes when it is added (commercetools semantics). */
type FrozenProductData = Pick<LineItem, 'name' | 'productSlug' | 'variant'>;
type StoredLine = Omit<LineItem, keyof FrozenProductData> & { $product: string };

/**
 * A line item carries the product data of the moment it was added: names and slugs in every
 * language and the whole variant (prices of 25 markets, attributes in 21 languages) — about 14 KB
 * a line. It never changes while the line lives, so it is stored once per distinct content
 * (keyed by its hash) and the cart row keeps only the key: a cart update then reads and writes
 * about a tenth of the bytes, while every reader still sees the full commercetools line item.
 */
export function lineSnapshotCodec(snapshots: SnapshotTable): DocumentCodec {
  // Lines built from the same catalogue snapshot share its objects: hash each combination once.
  // The memo is trusted only when name and slug are the very objects it was made for.
  const keys = new WeakMap<object, { key: string; name: object; productSlug: object | undefined }>();

  // The memos skip hashing, never the put: after a rolled-back write the snapshot is written again.
  const keyOf = (data: FrozenProductData): string => {
    const known = keys.get(data.variant);
    const key = known && known.name === data.name && known.productSlug === data.productSlug
      ? known.key
      : createHash('sha256').update(JSON.stringify(data)).digest('base64url');
    snapshots.put(key, data);
    keys.set(data.variant, { key, name: data.name, productSlug: data.productSlug });
    return key;
  };

  // A line is a shared, never-mutated value, and recalculation hands back the very line object
  // when nothing about it changed: its stored text is written once per line object, not per update.
  const lineBodies = new WeakMap<LineItem, { body: string; key: string; data: FrozenProductData }>();
  const lineBody = (line: LineItem): string => {
    const known = lineBodies.get(line);
    if (known) {
      snapshots.put(known.key, known.data);
      return known.body;
    }
    const { name, productSlug, variant, ...rest } = line;
    const data = { name, ...(productSlug ? { productSlug } : {}), variant };
    const key = keyOf(data);
    const body = JSON.stringify({ ...rest, $product: key } satisfies StoredLine);
    lineBodies.set(line, { body, key, data });
    return body;
  };

  return {
    encode(document) {
      const cart = document as Cart;
      return jsonWithParts(cart, { lineItems: cart.lineItems.map(lineBody) });
    },
    decode(body) {
      const cart = JSON.parse(body) as Omit<Cart, 'lineItems'> & { lineItems: (StoredLine | LineItem)[] };
      return {
        ...cart,
        lineItems: cart.lineItems.map((line) => {
          if (!('$product' in line)) return line;
          const { $product, ...rest } = line;
          const data = snapshots.get($product) as FrozenProductData;
          keys.set(data.variant, { key: $product, name: data.name, productSlug: data.productSlug });
          return { ...rest, ...data } as LineItem;
        }),
      };
    },
  };
}
