/**
 * How one resource type is stored: `encode` writes the document as the JSON text that is stored
 * (which may differ from the document itself), `decode` restores the document from that text.
 * Carts use it to keep each line's frozen product data once, outside the cart row (see
 * carts/line-snapshot-codec.ts).
 */
export interface DocumentCodec {
  encode(document: unknown): string;
  decode(body: string): unknown;
}
