import { Injectable, type NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

/**
 * Adds `Server-Timing: app;dur=<ms>` to every response: the time from the request reaching the
 * application to its headers being written. Gateways, browsers' devtools and `npm run bench:api`
 * read it to tell server time from network time.
 */
@Injectable()
export class ServerTimingMiddleware implements NestMiddleware {
  use(_request: Request, response: Response, next: NextFunction): void {
    const started = process.hrtime.bigint();
    const writeHead = response.writeHead;
    response.writeHead = function writeHeadWithTiming(this: Response, ...args: unknown[]) {
      if (!this.headersSent) {
        const ms = Number(process.hrtime.bigint() - started) / 1e6;
        this.setHeader('Server-Timing', `app;dur=${ms.toFixed(3)}`);
      }
      return (writeHead as (...rest: unknown[]) => Response).apply(this, args);
    } as Response['writeHead'];
    next();
  }
}
