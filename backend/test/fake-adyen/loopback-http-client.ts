import { request } from 'node:http';
import { HttpClientException, type Config } from '@adyen/api-library';

type ClientInterface = ConstructorParameters<typeof import('@adyen/api-library').Client>[1] & object;
type RequestOptions = Parameters<ClientInterface['request']>[4] & object;

const ADYEN_TEST_CHECKOUT = 'https://checkout-test.adyen.com/v72';

/**
 * For the fake's specs only: the library's own client always speaks https to Adyen, so this one
 * sends the library's requests (same headers, same body) over plain http to `checkoutUrl`, and
 * turns an error answer into the library's HttpClientException as its client does.
 */
export class LoopbackHttpClient implements ClientInterface {
  constructor(private readonly checkoutUrl: string) {}

  request(endpoint: string, json: string | Buffer, config: Config, _isApiKeyRequired: boolean, options: RequestOptions = {}): Promise<string> {
    if (!endpoint.startsWith(ADYEN_TEST_CHECKOUT)) throw new Error(`not a Checkout API v72 endpoint: ${endpoint}`);
    const target = new URL(this.checkoutUrl + endpoint.slice(ADYEN_TEST_CHECKOUT.length));
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      ...(options.headers as Record<string, string> | undefined),
      ...(config.apiKey !== undefined ? { 'X-API-Key': config.apiKey } : {}),
      ...(options.idempotencyKey !== undefined ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    };
    return new Promise((resolve, reject) => {
      const req = request(target, { method: options.method ?? 'POST', headers, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status >= 200 && status < 300) return resolve(body);
          const apiError = JSON.parse(body) as { status: number; errorCode: string; message: string; errorType: string };
          reject(new HttpClientException({
            message: `HTTP Exception: ${apiError.status}. ${res.statusMessage}: ${apiError.message}`,
            statusCode: apiError.status,
            errorCode: apiError.errorCode,
            responseHeaders: res.headers,
            responseBody: body,
            apiError,
          }));
        });
      });
      req.on('error', reject);
      req.end(json);
    });
  }
}
