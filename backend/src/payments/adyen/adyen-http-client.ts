import { HttpClientException, type Config } from '@adyen/api-library';
import type { IRequest } from '@adyen/api-library/lib/src/typings/requestOptions.js';

/** The library's own client interface (lib/src/httpClient/clientInterface), which it accepts as its second constructor argument. */
interface AdyenHttpClient {
  request(endpoint: string, json: string | Buffer, config: Config, isApiKeyRequired: boolean, requestOptions?: IRequest.Options): Promise<string>;
}

/** errorCode of the exception for a call Adyen did not answer (refused connection, time limit). */
export const ADYEN_UNREACHABLE = 'unreachable';

/** The path after the library's versioned base (`…/v72/payments` → `/payments`). */
const pathAfterVersion = (endpoint: URL): string => endpoint.pathname.replace(/^.*?\/v\d+(?=\/|$)/, '');

const headerValue = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The HTTP client the library calls through. The library's default client always speaks https
 * and builds its URLs from the environment; this one sends every call to `checkoutUrl` (Adyen's
 * for the environment, or a loopback fake), with the headers the library would send (X-API-Key,
 * Idempotency-Key, JSON) and a time limit, and fails the way the library's does
 * (HttpClientException with the status and Adyen's error body), so the library's callers read
 * its errors as usual.
 */
export function adyenHttpClient(checkoutUrl: string, timeoutMs: number): AdyenHttpClient {
  return {
    async request(endpoint, json, config, _isApiKeyRequired, options = {}) {
      const target = new URL(`${checkoutUrl}${pathAfterVersion(new URL(endpoint))}`);
      if (options.params) target.search = new URLSearchParams(options.params).toString();
      const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
      if (config.apiKey) headers['X-API-Key'] = config.apiKey;
      if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
      for (const [name, value] of Object.entries(options.headers ?? {})) {
        const text = headerValue(value);
        if (text !== undefined && !/^content-type$/i.test(name)) headers[name] = text;
      }
      const method = options.method ?? 'POST';
      let response: Response;
      try {
        response = await fetch(target, {
          method,
          headers,
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: typeof json === 'string' ? json : new Uint8Array(json) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new HttpClientException({ message: `Adyen did not answer ${method} ${target.pathname}: ${(error as Error).message}`, errorCode: ADYEN_UNREACHABLE });
      }
      const body = await response.text();
      if (response.ok) return body;
      let apiError: HttpClientException['apiError'];
      try {
        apiError = JSON.parse(body) as HttpClientException['apiError'];
      } catch {
        apiError = undefined;
      }
      throw new HttpClientException({
        message: `Adyen answered ${response.status} to ${method} ${target.pathname}: ${apiError?.message ?? body.slice(0, 200)}`,
        statusCode: response.status,
        responseBody: body,
        ...(apiError ? { apiError, errorCode: apiError.errorCode } : {}),
      });
    },
  };
}
