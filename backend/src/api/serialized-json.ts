/**
 * An answer already serialised to JSON: text read from a cache as it was stored, or UTF-8 bytes
 * assembled from reused parts. The call controller sends it as it is instead of stringifying a
 * large object on every request.
 */
export class SerializedJson {
  constructor(readonly json: string | Buffer) {}
}
