/** What a JSON POST brought back: the status and the parsed body, or why there was none. */
export type JsonPostResult =
  | { readonly ok: true; readonly status: number; readonly body: unknown }
  | { readonly ok: false; readonly failure: string; readonly timedOut?: true };

/** Answers larger than this are not a validator's answer: the read stops there. */
const MAX_ANSWER_BYTES = 64 * 1024;

/** POST JSON and read a JSON answer within `timeoutMs`; never throws. */
export async function postJson(url: string, body: unknown, timeoutMs: number): Promise<JsonPostResult> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (text.length > MAX_ANSWER_BYTES) return { ok: false, failure: `answer of ${text.length} bytes is too large` };
    let parsed: unknown = undefined;
    try {
      parsed = text === '' ? undefined : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    return { ok: true, status: response.status, body: parsed };
  } catch (error) {
    // Read by name, not instanceof: the abort's DOMException may come from another realm (jest's VM).
    const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
    if (name === 'TimeoutError') return { ok: false, failure: `no answer within ${timeoutMs} ms`, timedOut: true };
    return { ok: false, failure: `request failed: ${String((error as Error)?.message ?? error)}` };
  }
}
