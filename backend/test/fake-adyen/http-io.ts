import type { IncomingMessage, ServerResponse } from 'node:http';

/** The whole request body as text (the fake's requests are small). */
export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** An answer as bytes, so a replayed answer is the first one byte for byte. */
export interface StoredAnswer {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export const jsonAnswer = (status: number, value: unknown): StoredAnswer => ({
  status,
  contentType: 'application/json;charset=UTF-8',
  body: JSON.stringify(value),
});

export function send(res: ServerResponse, answer: StoredAnswer, headers: Record<string, string> = {}): void {
  res.writeHead(answer.status, { 'Content-Type': answer.contentType, 'Cache-Control': 'no-store', ...headers });
  res.end(answer.body);
}

export function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    // The hosted pages are plain forms: no script, no style sheet from elsewhere.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; form-action *; base-uri 'none'",
  });
  res.end(html);
}

export function redirect(res: ServerResponse, location: string): void {
  // 303: the browser follows with a GET, as Adyen's redirect back to returnUrl is.
  res.writeHead(303, { Location: location, 'Cache-Control': 'no-store' });
  res.end();
}
