// `npm run fake:adyen`: the fake Adyen on its own, for `npm start` with card payments offline.
// Settings from the environment (all optional); prints what to give the backend.
import { startFakeAdyen } from './fake-adyen.js';

const env = process.env;
const shopPort = Number(env.PORT ?? 3000);
const backendPort = Number(env.BACKEND_PORT ?? shopPort + 1);

const settings = {
  host: env.FAKE_ADYEN_HOST ?? '127.0.0.1',
  port: Number(env.FAKE_ADYEN_PORT ?? 8089),
  apiKey: env.FAKE_ADYEN_API_KEY ?? 'fake-api-key',
  merchantAccount: env.FAKE_ADYEN_MERCHANT_ACCOUNT ?? 'ProEquipECOM',
  // A test-only key: anyone can read it here, so it signs nothing but the fake's notifications.
  hmacKey: env.FAKE_ADYEN_HMAC_KEY ?? '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056',
  clientKey: env.FAKE_ADYEN_CLIENT_KEY ?? 'test_FAKECLIENTKEY',
  // `npm start` runs the backend on PORT+1 (BACKEND_PORT).
  webhookUrl: env.FAKE_ADYEN_WEBHOOK_URL ?? `http://127.0.0.1:${backendPort}/api/payments/adyen/webhook`,
};

const fake = await startFakeAdyen(settings);

console.log(`Fake Adyen (Checkout API v72, test data only) on ${fake.url}
Give the backend these settings (e.g. prefix them to npm start):
  ADYEN_API_KEY=${settings.apiKey}
  ADYEN_MERCHANT_ACCOUNT=${settings.merchantAccount}
  ADYEN_CLIENT_KEY=${settings.clientKey}
  ADYEN_HMAC_KEY=${settings.hmacKey}
  ADYEN_ENVIRONMENT=test
  ADYEN_CHECKOUT_URL=${fake.checkoutUrl}
Notifications go to ${settings.webhookUrl} (retried until it answers [accepted]).
Test cards: see backend/test/fake-adyen/README.md. Ctrl-C stops it.`);

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await fake.close();
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
