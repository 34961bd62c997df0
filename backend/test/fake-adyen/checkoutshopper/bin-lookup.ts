import type { IncomingMessage, ServerResponse } from 'node:http';
import { brandOf } from './frame/card-rules.js';
import { readJson, sendAdyenError, sendJson } from './http.js';

// POST v3/bin/binLookup?token=<clientKey>, which the card component sends once the number field
// reports a BIN (triggerBinLookUp.ts). The fake secured fields "encrypt" the BIN as test_<digits>.
export async function binLookup(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJson(req);
  if (typeof body !== 'object' || body === null) {
    return sendAdyenError(res, 400, '000', 'binLookup: the body is not a JSON object', 'validation');
  }
  const { encryptedBin, requestId, supportedBrands } = body as Record<string, unknown>;
  const bin = typeof encryptedBin === 'string' ? /^test_(\d{6,8})$/.exec(encryptedBin)?.[1] : undefined;
  if (!bin) return sendAdyenError(res, 422, '000', 'binLookup: encryptedBin must be test_ and 6 to 8 digits', 'validation');
  if (typeof requestId !== 'string' || !requestId) return sendAdyenError(res, 422, '000', 'binLookup: requestId is required', 'validation');
  if (!Array.isArray(supportedBrands) || !supportedBrands.every((b) => typeof b === 'string')) {
    return sendAdyenError(res, 422, '000', 'binLookup: supportedBrands must be a list of brands', 'validation');
  }
  const brand = brandOf(bin);
  // A BIN Adyen does not know is answered with the requestId alone; the component then brands by prefix.
  if (brand.brand === 'card') return sendJson(res, 200, { requestId });
  sendJson(res, 200, {
    brands: [
      {
        brand: brand.brand,
        cvcPolicy: 'required',
        enableLuhnCheck: true,
        expiryDatePolicy: 'required',
        panLength: brand.lengths[0],
        paymentMethodVariant: brand.brand,
        showSocialSecurityNumber: false,
        supported: supportedBrands.includes(brand.brand),
      },
    ],
    requestId,
  });
}
