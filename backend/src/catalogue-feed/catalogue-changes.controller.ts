import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CatalogueChangeFeed, type CatalogueChange } from './catalogue-change-feed.js';

/** The SSE event names the storefront's page cache follows. */
export const FEED_EVENTS = { ready: 'ready', change: 'change', alive: 'alive' } as const;

/** How soon an EventSource reconnects after the stream ends (SSE `retry`). */
const RECONNECT_MS = 1000;

/**
 * The catalogue's changes as Server-Sent Events, for the storefront's guest page cache: `ready`
 * once the feed follows (every change after it is reported), `change` with the product ids and
 * SKUs written (or `everything`), `alive` as a heartbeat. Not under /api: the storefront proxies
 * /api/* to the public, this is for the shop's own servers.
 */
@Controller('internal')
export class CatalogueChangesController {
  constructor(@Inject(CatalogueChangeFeed) private readonly feed: CatalogueChangeFeed) {}

  @Get('catalogue-changes')
  async follow(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const stream = reply.raw;
    const send = (event: string, data: unknown) => {
      if (!stream.writableEnded) stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    let stop: () => void;
    try {
      stop = await this.feed.listen({
        change: (change: CatalogueChange) => send(FEED_EVENTS.change, change),
        alive: () => send(FEED_EVENTS.alive, {}),
        lost: () => stream.end(),
      });
    } catch (error) {
      await reply.code(503).header('retry-after', '1').send({
        statusCode: 503, error: 'Service Unavailable', message: `The catalogue's changes cannot be followed: ${error instanceof Error ? error.message : String(error)}`,
      });
      return;
    }
    // From here on the answer is the open stream, written by the feed.
    reply.hijack();
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-accel-buffering': 'no',
    });
    stream.write(`retry: ${RECONNECT_MS}\n\n`);
    send(FEED_EVENTS.ready, {});
    request.raw.socket.on('close', stop);
    stream.on('close', stop);
  }
}
