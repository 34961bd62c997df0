import type { IncomingMessage, ServerResponse } from 'node:http';

// Drop-in calls these routes with fetch from the shop's origin, as it calls Adyen's hosts: every
// answer allows any origin, and a preflight gets the methods and headers adyen-web sends.
const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept',
  'Access-Control-Max-Age': '600',
};

export function sendPreflight(res: ServerResponse): void {
  res.writeHead(204, CORS);
  res.end();
}

export function sendJson(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { ...CORS, 'Content-Type': 'application/json;charset=UTF-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(value));
}

/** Adyen's error JSON (status, errorCode, message, errorType), which adyen-web's http() recognises.
 * The fake uses Adyen's generic code 000 with a message naming what is wrong. */
export function sendAdyenError(res: ServerResponse, status: number, errorCode: string, message: string, errorType: string): void {
  sendJson(res, status, { status, errorCode, message, errorType });
}

export function sendBody(res: ServerResponse, contentType: string, body: string | Buffer, headers: Record<string, string> = {}): void {
  res.writeHead(200, { ...CORS, 'Content-Type': contentType, 'Cache-Control': 'no-store', ...headers });
  res.end(body);
}

export function sendText(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { ...CORS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** The body as JSON, or undefined when it is not JSON (the caller answers 400/422). */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}
