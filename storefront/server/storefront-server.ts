import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { sep } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { constants as zlib } from 'node:zlib';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { fetchRequest } from './fetch-request.js';
import { addFormBodyParsers, type BufferedBody } from './form-body.js';
import { addFrontDoor } from './front-door.js';
import { nosniff } from './nosniff.js';
import { GuestPageCache, isPageCacheMark } from './page-cache/guest-page-cache.js';
import type { PageCacheSettings } from './page-cache/page-cache-settings.js';
import { DEFAULT_STOREFRONT_LIMITS, serverTimeoutOptions, type StorefrontHttpLimits } from './http-limits.js';
import { requestOrigin } from './request-url.js';
import { jsonBodyRoutes } from './route-bodies.js';
import { isAllowedLocation } from './safe-location.js';

export interface StorefrontServerOptions {
  /** The React Router server build (build/server/index.js). */
  readonly build: ServerBuild;
  /** build/client: hashed assets and the public files. */
  readonly clientDir: string;
  /** Where /api/* goes: the backend's origin. */
  readonly backendUrl: string;
  /** Gateways whose X-Forwarded-For is believed (Fastify's trustProxy), as the backend's TRUST_PROXY. */
  readonly trustProxy?: string | undefined;
  /** Timeouts for slow clients (http-limits.ts); the backend's defaults when not given. */
  readonly limits?: StorefrontHttpLimits;
  /** The guest page cache (page-cache/), following the backend's catalogue feed; none when not given. */
  readonly pageCache?: PageCacheSettings | undefined;
  readonly logger?: boolean;
}

// Hashed file names never change content: a year, immutable. Everything else in public/ (sw.js,
// favicon) must be revalidated, or a new service worker would never reach the shopper.
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'public, max-age=0, must-revalidate';

/**
 * One origin for the browser (ADR 10): pages rendered by React Router, static files from the
 * build, and /api/* proxied to the backend with the shopper's host and address forwarded.
 */
export async function createStorefrontServer(options: StorefrontServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ? options.trustProxy.split(',').map((part) => part.trim()) : false,
    // Pages and the API answer within the backend's 15 s call timeout; slow clients are bounded as on the backend.
    ...serverTimeoutOptions(options.limits ?? DEFAULT_STOREFRONT_LIMITS),
  });
  // Every request, proxied or not, passes the front door first (ADR 12).
  addFrontDoor(app);
  app.addHook('onSend', nosniff);

  // Pages and API answers are compressed on the fly (brotli at a cheap level, the text compresses
  // well anyway); the build's assets are served pre-compressed at the best level (scripts/precompress.mjs).
  // The window is 64 KiB (lgwin 16) instead of brotli's 4 MiB: a page is 35–55 KiB, so nothing is
  // lost, while each streamed compressor's 4 MiB window cost ~4 ms of allocation and GC per page.
  // Quality 3, not 4: on the product page's 53 KB, 0.65 instead of 1.16 CPU ms for 13.2 instead of
  // 12.7 KB (quality 4's hasher and lazy matching cost 80 % more for 3.6 % fewer bytes; gzip 6
  // takes 1.2 ms for 13.2 KB). The guest page cache keeps its pages at quality 9, compressed once.
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 3, [zlib.BROTLI_PARAM_LGWIN]: 16, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } },
  });

  // /api/* (calls, search, content) and /media/* (the demo catalogue's product pictures) live on the backend.
  for (const prefix of ['/api', '/media']) {
    await app.register(fastifyHttpProxy, {
      upstream: options.backendUrl,
      prefix,
      rewritePrefix: prefix,
      replyOptions: {
        rewriteRequestHeaders: (request, headers) => ({
          ...headers,
          'x-forwarded-host': request.host,
          'x-forwarded-for': request.ip,
          'x-forwarded-proto': request.protocol,
        }),
      },
    });
  }

  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, path) => reply.header('cache-control', path.includes(`${sep}assets${sep}`) ? IMMUTABLE : REVALIDATE),
  });

  const handle = createRequestHandler(options.build, process.env.NODE_ENV ?? 'production');
  const takesJson = jsonBodyRoutes(options.build);
  const pageCache = options.pageCache ? new GuestPageCache(options.backendUrl, options.pageCache) : undefined;
  if (pageCache) {
    app.addHook('onReady', async () => pageCache.start());
    app.addHook('onClose', async () => pageCache.stop());
  }
  await app.register(async (pages) => {
    // Form posts are read here, bounded and checked, and handed to React Router's actions as bytes.
    addFormBodyParsers(pages);
    pages.all('/*', async (request, reply) => {
      if ((request.body as BufferedBody | undefined)?.kind === 'json' && !takesJson(request.url.split('?')[0]!)) {
        return reply.status(415).type('text/plain; charset=utf-8')
          .send('Unsupported Media Type: this address takes a form (application/x-www-form-urlencoded or multipart/form-data)');
      }
      // The backend sees the shopper's address (rate limits) as it would through any gateway.
      request.raw.headers['x-forwarded-for'] = request.ip;
      const origin = requestOrigin(request)!;
      const visit = pageCache?.begin(request, reply, origin);
      if (visit?.hit) return pageCache!.send(request, reply, visit.hit);
      const response = await handle(fetchRequest(request, reply, origin));
      reply.status(response.status);
      for (const [name, value] of response.headers) if (name !== 'set-cookie' && !isPageCacheMark(name)) reply.header(name, value);
      // The last line behind sameSitePath: no page answer sends the shopper to another origin.
      const location = response.headers.get('location');
      if (location !== null && !isAllowedLocation(location, `${origin}${request.url}`, request.method)) {
        request.log.error(`a redirect to another origin was stopped: ${location}`);
        reply.header('location', '/');
      }
      // A page carries the shopper's own cart badge and account menu: never stored by a shared cache.
      if (!response.headers.has('cache-control')) reply.header('cache-control', 'private, no-cache');
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      const kept = await visit?.finish(response, reply);
      if (kept) return pageCache!.send(request, reply, kept);
      // Fastify sends the rendered stream, so compression, timeouts and logging apply to pages too.
      if (!response.body || request.method === 'HEAD') return reply.send();
      return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
    });
  });

  return app;
}
