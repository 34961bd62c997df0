/**
 * The spec's unwrap rule for a failed commerce request: the first GraphQL error, else the network
 * error's body, else the error itself. Pure, so the rule is tested apart from Nest; the filter
 * reads the reason (and the commercetools code) from what this returns.
 */
export function unwrapError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const { graphQLErrors, networkError } = error as { graphQLErrors?: unknown; networkError?: unknown };
  if (Array.isArray(graphQLErrors) && graphQLErrors.length > 0) return graphQLErrors[0];
  if (typeof networkError === 'object' && networkError !== null) {
    // Apollo-style network errors carry the parsed body as `result`, fetch-style ones as `body`.
    const { result, body } = networkError as { result?: unknown; body?: unknown };
    return result ?? body ?? networkError;
  }
  return error;
}

/** The human reason of an unwrapped error: its message, else the first entry of an `errors` list, else its text. */
export function reasonOf(unwrapped: unknown): string {
  if (typeof unwrapped === 'string') return unwrapped;
  if (typeof unwrapped === 'object' && unwrapped !== null) {
    const { message, errors } = unwrapped as { message?: unknown; errors?: unknown };
    if (typeof message === 'string' && message) return message;
    if (Array.isArray(errors)) return reasonOf(errors[0]);
  }
  return 'unknown error';
}
