/** What a JSON POST brought back: the status and the parsed body, or why there was none. */
export type JsonPostResult =
  | { readonly ok: true; readonly status: number; readonly body: unknown }
  | { readonly ok: false; readonly failure: string };

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
    const name = error instanceof Error ? error.name : '';
    return { ok: false, failure: name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : `request failed: ${String((error as Error)?.message ?? error)}` };
  }
}
