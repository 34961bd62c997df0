import type { ErrorObject, ErrorResponse } from '@commercetools/platform-sdk';

type ErrorCode = ErrorObject['code'];

/**
 * An error in commercetools' own shape (status, message, errors[] with codes such as
 * ConcurrentModification + currentVersion), raised identically by both adapters so callers
 * handle one vocabulary: retry with `currentVersion`, clear a cart 'not found in store', …
 */
export class CommerceError extends Error {
  override name = 'CommerceError';

  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors: readonly ErrorObject[] = [{ code: 'General', message }],
  ) {
    super(message);
  }

  get code(): string {
    return this.errors[0]?.code ?? 'General';
  }

  /** The version to retry with after a ConcurrentModification, when the platform gave one. */
  get currentVersion(): number | undefined {
    const first = this.errors[0] as { currentVersion?: unknown } | undefined;
    return typeof first?.currentVersion === 'number' ? first.currentVersion : undefined;
  }

  toResponse(): ErrorResponse {
    return { statusCode: this.statusCode, message: this.message, errors: [...this.errors] };
  }

  static fromResponse(response: ErrorResponse): CommerceError {
    return new CommerceError(response.statusCode, response.message, response.errors ?? []);
  }
}

export const resourceNotFound = (what: string): CommerceError =>
  new CommerceError(404, `The Resource with ID '${what}' was not found.`, [
    { code: 'ResourceNotFound', message: `The Resource with ID '${what}' was not found.` },
  ]);

/** Whether a failed change lost to another writer (the caller may read again and retry). */
export const isConcurrentModification = (error: unknown): error is CommerceError =>
  error instanceof CommerceError && error.code === 'ConcurrentModification';

export const concurrentModification = (expected: number, currentVersion: number): CommerceError => {
  const message = `Object has a different version than expected. Expected: ${expected} - Actual: ${currentVersion}.`;
  return new CommerceError(409, message, [{ code: 'ConcurrentModification', message, currentVersion }]);
};

export const invalidInput = (message: string, code: ErrorCode = 'InvalidInput', extra: Record<string, unknown> = {}): CommerceError =>
  new CommerceError(400, message, [{ code, message, ...extra } as ErrorObject]);

export const invalidOperation = (message: string): CommerceError =>
  new CommerceError(400, message, [{ code: 'InvalidOperation', message }]);
