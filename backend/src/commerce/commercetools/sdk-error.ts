import type { ErrorResponse } from '@commercetools/platform-sdk';
import { CommerceError } from '../port/commerce-error.js';

/**
 * The SDK rejects with an object carrying the platform's error body; the port speaks
 * CommerceError, so callers see the same codes (ConcurrentModification + currentVersion, …)
 * from either adapter. Network failures become 502 with the reason.
 */
export function toCommerceError(error: unknown): CommerceError {
  if (error instanceof CommerceError) return error;
  const candidate = error as { statusCode?: unknown; status?: unknown; body?: Partial<ErrorResponse>; message?: unknown };
  const statusCode = Number(candidate?.statusCode ?? candidate?.status ?? candidate?.body?.statusCode);
  const body = candidate?.body;
  if (Number.isInteger(statusCode) && statusCode >= 400) {
    const message = typeof body?.message === 'string' ? body.message : String(candidate.message ?? 'commercetools request failed');
    return new CommerceError(statusCode, message, body?.errors ?? [{ code: 'General', message }]);
  }
  const reason = error instanceof Error ? error.message : String(error);
  return new CommerceError(502, `commercetools could not be reached: ${reason}`, [{ code: 'General', message: reason }]);
}

/** Runs an SDK call and returns its body, translating failures; 404 on a lookup becomes undefined. */
export async function body<T>(request: Promise<{ body: T }>): Promise<T> {
  try {
    return (await request).body;
  } catch (error) {
    throw toCommerceError(error);
  }
}

export async function bodyOrUndefined<T>(request: Promise<{ body: T }>): Promise<T | undefined> {
  try {
    return (await request).body;
  } catch (error) {
    const failure = toCommerceError(error);
    if (failure.statusCode === 404) return undefined;
    throw failure;
  }
}
