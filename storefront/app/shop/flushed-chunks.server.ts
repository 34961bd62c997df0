import { Transform, type TransformCallback } from 'node:stream';

/**
 * The stream React's renderToPipeableStream writes a page into. React writes a flush as many
 * pieces (its 4 KiB views and every longer string on its own: ~20 for a product page) and then
 * calls `flush()` on its destination; each piece used to travel through the web stream the
 * Response reads and reach the socket as its own write. Here the pieces of one flush leave as one
 * chunk when React calls `flush()` (or at the end), so a flush costs one write all the way down.
 * The bytes and the moments React meant to send them are unchanged, but for what `amend` (given
 * each flush's chunk once, in order) changes.
 */
export class FlushedChunks extends Transform {
  #pieces: Buffer[] = [];

  readonly #amend: (chunk: Buffer) => Buffer;

  constructor(onFinal: () => void, amend: (chunk: Buffer) => Buffer = (chunk) => chunk) {
    super({
      final(callback) {
        onFinal();
        callback();
      },
    });
    this.#amend = amend;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#pieces.push(chunk);
    callback();
  }

  override _flush(callback: TransformCallback): void {
    this.flush();
    callback();
  }

  /** React calls this when it has written everything it has ready. */
  flush(): void {
    if (this.#pieces.length === 0) return;
    const chunk = this.#pieces.length === 1 ? this.#pieces[0]! : Buffer.concat(this.#pieces);
    this.#pieces = [];
    this.push(this.#amend(chunk));
  }
}
