import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { NotificationRequestItem } from './types.js';

export interface ReceivedBatch {
  readonly live: string;
  readonly notificationItems: { NotificationRequestItem: NotificationRequestItem }[];
}

/**
 * For the fake's specs: a webhook endpoint on a loopback port that records every batch and
 * answers what `answer(n)` says for the n-th request (1-based), `[accepted]` by default.
 */
export async function startWebhookReceiver(answer: (n: number) => { status: number; body: string } = () => ({ status: 200, body: '[accepted]' })) {
  const received: ReceivedBatch[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as ReceivedBatch);
      const { status, body } = answer(received.length);
      res.writeHead(status, { 'Content-Type': 'text/plain' });
      res.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/api/payments/adyen/webhook`,
    received,
    items: () => received.flatMap((batch) => batch.notificationItems.map((entry) => entry.NotificationRequestItem)),
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
