import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  readonly method: string;
  readonly path: string;
  readonly contentType: string | undefined;
  readonly body: unknown;
}

/** What a fake does with one request: answer with a status and JSON body, or never answer. */
export type FakeReply = { readonly status: number; readonly body: unknown } | 'hang';

/**
 * A JSON service on a free loopback port (plain node http) that records every request and lets
 * a subclass check its shape and choose the reply. Hanging requests are cut when it stops.
 */
export abstract class JsonFakeServer {
  readonly received: ReceivedRequest[] = [];
  private readonly server = createServer((request, response) => void this.handle(request, response));

  async start(): Promise<string> {
    this.server.listen(0, '127.0.0.1');
    await once(this.server, 'listening');
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    this.server.close();
    await once(this.server, 'close');
  }

  protected abstract reply(request: ReceivedRequest): FakeReply;

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const received: ReceivedRequest = { method: request.method ?? '', path: request.url ?? '', contentType: request.headers['content-type'], body };
    this.received.push(received);
    const reply = this.reply(received);
    if (reply === 'hang') return;
    response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
  }
}

/** True when `body` is a JSON object whose keys are all in `allowed` and include every one of `required`, all strings. */
export function hasStringFields(body: unknown, required: readonly string[], allowed: readonly string[]): body is Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const keys = Object.keys(body);
  return required.every((key) => keys.includes(key))
    && keys.every((key) => allowed.includes(key) && typeof (body as Record<string, unknown>)[key] === 'string');
}
