import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readJson, sendAdyenError, sendJson } from './http.js';

// adyen-web's AnalyticsService (core/Analytics): POST v3/analytics?clientKey= asks for a
// checkoutAttemptId (sent even with `analytics: { enabled: false }`, at level 'initial') or reports
// the flavor; POST v3/analytics/<checkoutAttemptId>?clientKey= carries batched events. The fake
// keeps nothing: it answers what the module reads.
export async function analytics(req: IncomingMessage, res: ServerResponse, attemptId: string | undefined): Promise<void> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null) {
    return sendAdyenError(res, 400, '000', 'analytics: the body is not a JSON object', 'validation');
  }
  if (attemptId !== undefined || 'flavor' in body) return sendJson(res, 200, {});
  sendJson(res, 200, { checkoutAttemptId: `fake-${randomUUID()}` });
}
