import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';

/**
 * POSTs JSON and resolves with the status and the body as text. A fresh connection each time
 * (no keep-alive agent), so nothing stays open once the fake is closed.
 */
export function postJson(url: string, body: string, signal: AbortSignal): Promise<{ status: number; body: string }> {
  const target = new URL(url);
  const request = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      target,
      { method: 'POST', agent: false, signal, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
