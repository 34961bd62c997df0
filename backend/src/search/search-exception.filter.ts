import { Catch, HttpException, HttpStatus, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** Algolia's error body, which its clients read into ApiError(message, status). */
export interface SearchErrorBody {
  readonly status: number;
  readonly message: string;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** Errors of the search routes in Algolia's shape; anything unexpected is a 500 whose details stay in the log. */
@Catch()
export class SearchExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('Search');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<FastifyReply>();
    const body: SearchErrorBody = exception instanceof HttpException
      ? { status: exception.getStatus(), message: messageOf(exception) }
      : { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal error' };
    if (!(exception instanceof HttpException)) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (response.sent) return;
    void response.status(body.status).send(body);
  }
}
