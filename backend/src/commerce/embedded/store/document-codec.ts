/**
 * How one resource type is stored: `encode` turns the document into what is written (still
 * JSON-able), `decode` restores it. Carts use it to keep each line's frozen product data once,
 * outside the cart row (see carts/line-snapshot-codec.ts).
 */
export interface DocumentCodec {
  encode(document: unknown): unknown;
  decode(stored: unknown): unknown;
}
