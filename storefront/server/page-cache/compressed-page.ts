import { negotiate } from '@fastify/accept-negotiator';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** A page as the cache keeps it: compressed once, the plain bytes for clients that take neither. */
export interface CompressedPage {
  readonly headers: Readonly<Record<string, string>>;
  /** The market cookies its answer set, the same for every request of its key. */
  readonly setCookies: readonly string[];
  readonly br: Buffer;
  readonly gzip: Buffer;
  readonly identity: Buffer;
  /** What it holds in memory, for the cache's byte bound. */
  readonly bytes: number;
}

export type PageEncoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli 9 with a window of the page's size: ~10 % smaller than the on-the-fly quality 4 and
 * still a few ms for a 110 KiB page, paid once per page and change instead of on every answer.
 * Compressed on the thread pool, so answers go on meanwhile.
 */
export async function compressPage(body: Buffer, headers: Readonly<Record<string, string>>, setCookies: readonly string[]): Promise<CompressedPage> {
  const [br, gzip] = await Promise.all([
    brotli(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_LGWIN]: 18, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzipped(body, { level: 9 }),
  ]);
  return { headers, setCookies, br, gzip, identity: body, bytes: br.length + gzip.length + body.length };
}

/** The encoding a request's Accept-Encoding takes, as @fastify/compress negotiates it for other answers. */
export function pageEncoding(acceptEncoding: string | undefined): PageEncoding {
  if (!acceptEncoding) return 'identity';
  const chosen = negotiate(acceptEncoding.toLowerCase().replace(/\*/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : 'identity';
}
