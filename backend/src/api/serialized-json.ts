/**
 * An answer already serialised to JSON, e.g. read from a cache as the string it was stored as:
 * the call controller sends it as it is instead of stringifying a large object on every request.
 */
export class SerializedJson {
  constructor(readonly json: string) {}
}
