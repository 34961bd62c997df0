import { wholeNumberSetting } from '../config/whole-number-setting.js';

type Env = Readonly<Record<string, string | undefined>>;

export const VAT_VALIDATOR_NAMES = ['vies', 'bzst'] as const;
export type VatValidatorName = (typeof VAT_VALIDATOR_NAMES)[number];

/** The EU's VIES REST service (swagger_publicVAT.yaml, "Vies on-the-Web Endpoint"). */
export const DEFAULT_VIES_URL = 'https://ec.europa.eu/taxation_customs/vies/rest-api';
/** BZSt eVatR REST interface (since July 2025; the XML-RPC interface was announced to end on 30 Nov 2025). */
export const DEFAULT_BZST_URL = 'https://api.evatr.vies.bzst.de/app/v1';

export interface VatConfig {
  /** Asked in this order; the first definitive answer (valid or invalid) wins. */
  readonly validators: readonly VatValidatorName[];
  readonly viesUrl: string;
  readonly bzstUrl: string;
  readonly timeoutMs: number;
}

export const VAT_CONFIG = Symbol('VatConfig');

function serviceUrl(name: string, value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not a URL: '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`${name} must be http or https, got '${value}'`);
  return url.href.replace(/\/$/, '');
}

/** `vies`, `bzst` or both in order (`vies,bzst`); anything else stops start-up naming the variable. */
function validators(raw: string | undefined): VatValidatorName[] {
  const names = (raw?.trim() || 'vies').split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !(VAT_VALIDATOR_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0 || new Set(names).size !== names.length) {
    throw new Error(`VAT_VALIDATOR must be vies, bzst or both in order (vies,bzst), got '${raw}'`);
  }
  return names as VatValidatorName[];
}

export function vatConfigFromEnv(env: Env): VatConfig {
  return {
    validators: validators(env['VAT_VALIDATOR']),
    viesUrl: serviceUrl('VAT_VIES_URL', env['VAT_VIES_URL']?.trim() || DEFAULT_VIES_URL),
    bzstUrl: serviceUrl('VAT_BZST_URL', env['VAT_BZST_URL']?.trim() || DEFAULT_BZST_URL),
    timeoutMs: wholeNumberSetting(env, { name: 'VAT_TIMEOUT_MS', fallback: 5_000, min: 1, max: 60_000, unit: 'milliseconds' }),
  };
}
