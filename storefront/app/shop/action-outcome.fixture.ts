import type { BackendClient } from './backend.server';
import type { ShopRequest } from './shop-context';

// For the unit specs of route actions: a backend that answers what the spec says, a form post, and
// what an action gave (React Router's returned data or thrown redirect), compared as plain values.

/** A backend whose every call answers (or throws) `answer`, recording method and payload. */
export function backendAnswering(answer: unknown | Error): { backend: BackendClient; calls: unknown[] } {
  const calls: unknown[] = [];
  const backend = {
    call: async (method: string, payload: unknown) => {
      calls.push([method, payload]);
      if (answer instanceof Error) throw answer;
      return answer;
    },
  } as unknown as BackendClient;
  return { backend, calls };
}

/** A shop request of the market given, its backend answering `answer`. */
export function shopAnswering(answer: unknown | Error, market: Partial<ShopRequest> = {}): { shop: ShopRequest; calls: unknown[] } {
  const { backend, calls } = backendAnswering(answer);
  return { shop: { backend, languagePrefix: '', ...market } as ShopRequest, calls };
}

/** A browser's form post to `url`. */
export const formPost = (url: string, fields: Record<string, string>): Request =>
  new Request(url, { method: 'POST', body: new URLSearchParams(fields), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

export interface ActionOutcome {
  readonly status: number;
  readonly data?: unknown;
  /** The answer's headers, when it set any. */
  readonly headers?: unknown;
  readonly location?: string | null;
}

/** What an action gave: returned data with its status (and headers, when set), or a thrown redirect's status and location. */
export async function outcome(run: () => Promise<unknown>): Promise<ActionOutcome> {
  try {
    const answer = (await run()) as { data: unknown; init: { status: number; headers?: Record<string, string> } };
    const { headers } = answer.init;
    return { status: answer.init.status, data: answer.data, ...(headers && Object.keys(headers).length > 0 ? { headers } : {}) };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { status: thrown.status, location: thrown.headers.get('location') };
  }
}
