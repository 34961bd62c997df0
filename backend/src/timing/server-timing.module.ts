import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { ServerTimingMiddleware } from './server-timing.middleware.js';

/** Server-side duration of every response, as a standard Server-Timing header. */
@Module({})
export class ServerTimingModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(ServerTimingMiddleware).forRoutes('*');
  }
}
