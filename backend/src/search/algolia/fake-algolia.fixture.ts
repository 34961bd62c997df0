import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  readonly body: unknown;
}

/**
 * A stand-in for Algolia's search and insights hosts: records what the client sends and answers
 * in Algolia's shape. A search on `products_it-CH` answers Algolia's 404, the query `boom` a 500.
 */
export class FakeAlgolia {
  readonly requests: RecordedRequest[] = [];
  private readonly server: Server;

  constructor() {
    this.server = createServer((incoming, response) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => {
        const url = new URL(incoming.url ?? '/', 'http://fake');
        const text = Buffer.concat(chunks).toString('utf8');
        const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
        this.requests.push({ method: incoming.method ?? '', path: url.pathname, query: url.searchParams, headers: incoming.headers, body });
        const [status, answer] = this.answer(url.pathname, body);
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer));
      });
    });
  }

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(path: string, body: Record<string, unknown> | undefined): [number, unknown] {
    if (path === '/1/events') return [200, { status: 200, message: 'OK' }];
    if (path !== '/1/indexes/*/queries') return [404, { status: 404, message: 'Not found' }];
    const requests = (body?.['requests'] ?? []) as { indexName: string; query?: string; hitsPerPage?: number; page?: number }[];
    if (requests.some((r) => r.indexName === 'products_it-CH')) return [404, { status: 404, message: 'Index products_it-CH does not exist' }];
    if (requests.some((r) => r.query === 'boom')) return [500, { status: 500, message: 'Internal error' }];
    return [200, {
      results: requests.map((r) => ({
        hits: [{ objectID: 'EX10000001', name: `Algolia hit for ${r.query ?? ''}`, url: 'algolia-hit-10000001' }],
        nbHits: 1, page: r.page ?? 0, nbPages: 1, hitsPerPage: r.hitsPerPage ?? 20, facets: {},
        exhaustiveNbHits: true, query: r.query ?? '', params: '', index: r.indexName, processingTimeMS: 1,
      })),
    }];
  }
}
