// @ts-check
// One fake secured field: the iframe adyen-web's card component creates per card input
// (src/components/internal/SecuredFields/lib in adyen-web 6.45.2: SecuredField.ts, CSF/*). It
// speaks the same postMessage protocol as Adyen's, JSON strings both ways, each carrying the
// numKey the parent sent in its config; the "encrypted" blobs are Adyen's documented test form
// (test_4111111111111111, test_03, test_2030, test_737), which only a test platform accepts.
import { brandByName, brandOf, cardNumberState, cvcState, expiryDigits, expiryState, formatCardNumber, formatExpiry, maxCardDigits } from './card-rules.js';

const FIELDS = ['encryptedCardNumber', 'encryptedExpiryDate', 'encryptedSecurityCode'];
const AUTOCOMPLETE = { encryptedCardNumber: 'cc-number', encryptedExpiryDate: 'cc-exp', encryptedSecurityCode: 'cc-csc' };
const ERRORS = {
  encryptedCardNumber: { incomplete: 'cc.num.901', luhn: 'cc.num.902', unsupported: 'cc.num.903' },
  encryptedExpiryDate: { incomplete: 'cc.dat.911', invalid: 'cc.dat.911', expired: 'cc.dat.912', 'too-far': 'cc.dat.913', 'too-soon': 'cc.dat.914' },
  encryptedSecurityCode: { incomplete: 'cc.cvc.921' },
};
const KEY_PRESSED = { encryptedCardNumber: 'numberKeyPressed', encryptedExpiryDate: 'dateKeyPressed', encryptedSecurityCode: 'cvcKeyPressed' };

// The parent page's origin, which adyen-web passes base64-encoded as `d` (handleConfig.ts).
const parentOrigin = decodeOrigin(new URLSearchParams(location.search).get('d'));
const input = /** @type {HTMLInputElement} */ (document.getElementById('field'));

/** @type {any} the config object the parent posts on load */
let config = null;
let destroyed = false;
let unsupported = false;
/** @type {{ brand: string, enableLuhnCheck?: boolean, panLength?: number } | null} brand from the parent's /binLookup */
let lookup = null;
let sentBrand = '';
let sentBin = '';
let binRequests = 0;
let cvcBrand = 'card';
/** what the parent was last told: '' (nothing / cleared), 'error:<code>' or 'valid:<value>' */
let told = '';

/** @param {string | null} d */
function decodeOrigin(d) {
  try {
    return new URL(atob(d ?? '')).origin;
  } catch {
    return null;
  }
}

/** @param {Record<string, unknown>} message */
function post(message) {
  if (!parentOrigin || !config) return;
  window.parent.postMessage(JSON.stringify({ ...message, fieldType: config.fieldType, numKey: config.numKey }), parentOrigin);
}

window.addEventListener('message', (event) => {
  if (destroyed || event.source !== window.parent || event.origin !== parentOrigin || typeof event.data !== 'string') return;
  let data;
  try {
    data = JSON.parse(event.data);
  } catch {
    return;
  }
  if (!config) return configure(data);
  if (data.numKey === config.numKey) fromParent(data);
});

/** @param {any} data */
function configure(data) {
  if (typeof data?.numKey !== 'number' || !FIELDS.includes(data.fieldType)) {
    console.warn(`fake secured fields: field type ${data?.fieldType} is not supported`);
    return;
  }
  config = data;
  const field = config.fieldType;
  const ui = config.iframeUIConfig ?? {};
  const aria = ui.ariaConfig ?? {};
  if (aria.lang) document.documentElement.lang = aria.lang;
  if (aria[field]?.iframeTitle) document.title = aria[field].iframeTitle;
  if (aria[field]?.label) input.setAttribute('aria-label', aria[field].label);
  input.setAttribute('aria-required', 'true');
  input.autocomplete = AUTOCOMPLETE[field];
  input.inputMode = 'numeric';
  if (config.legacyInputMode) input.type = 'tel';
  if (field === 'encryptedSecurityCode' && config.maskSecurityCode) input.type = 'password';
  const placeholders = ui.placeholders ?? {};
  input.placeholder = placeholders[field] ?? placeholders.encryptedSecurityCode3digits ?? '';
  applyStyles(ui.sfStyles);
  input.addEventListener('input', () => update(false));
  input.addEventListener('focus', () => post({ action: 'focus', focus: true, numChars: digitsTyped().length }));
  input.addEventListener('blur', () => {
    post({ action: 'focus', focus: false, numChars: digitsTyped().length });
    update(true);
  });
  input.addEventListener('keydown', (event) => {
    if (event.key === 'Enter') post({ action: 'enterKeyPressed' });
  });
  post({ action: 'config' });
}

/** @param {any} data a message the parent sent after the config */
function fromParent(data) {
  if (data.destroy) {
    destroyed = true;
    return;
  }
  if (data.focus) input.focus();
  if (data.styleObject) applyStyles(data.styleObject);
  if (data.externalValidation) {
    // The parent flags an empty or unfinished field on submit; the next keystroke clears it.
    told = 'error:external';
    markError(true);
  }
  if ('unsupportedCard' in data) {
    unsupported = Boolean(data.unsupportedCard);
    update(false);
  }
  if (typeof data.autoComplete === 'string') {
    input.value = data.autoComplete;
    update(false);
  }
  if (typeof data.brand === 'string' && config.fieldType === 'encryptedCardNumber') {
    // A brand from /binLookup overrides the prefix guess; 'reset' hands branding back to the field.
    lookup = data.brand === 'reset' ? null : data;
    sentBrand = data.brand === 'reset' ? '' : data.brand;
    update(false);
  }
  if (typeof data.brand === 'string' && config.fieldType === 'encryptedSecurityCode') {
    cvcBrand = data.brand;
    update(false);
  }
}

function digitsTyped() {
  return input.value.replace(/\D/g, '');
}

/** @param {boolean} blurred */
function update(blurred) {
  const field = config.fieldType;
  if (field === 'encryptedCardNumber') return updateCardNumber(blurred);
  if (field === 'encryptedExpiryDate') return updateExpiry(blurred);
  return updateCvc(blurred);
}

/** @param {boolean} blurred */
function updateCardNumber(blurred) {
  const digits = digitsTyped().slice(0, lookup?.panLength ?? maxCardDigits(digitsTyped()));
  input.value = formatCardNumber(digits);
  const guess = brandOf(digits);
  if (!lookup && guess.brand !== sentBrand) {
    sentBrand = guess.brand;
    if (told.startsWith('valid:')) told = ''; // the parent takes a brand message as "no longer valid"
    post({ action: 'brand', brand: guess.brand, cvcPolicy: 'required', expiryDatePolicy: 'required', cvcText: guess.cvcText, showSocialSecurityNumber: false });
  }
  const bin = digits.length >= 6 ? digits.slice(0, 6) : '';
  if (bin !== sentBin) {
    // With a BIN the parent asks /binLookup; without one after having had one, it resets the brand.
    sentBin = bin;
    binRequests += 1;
    post(bin ? { action: 'binValue', binValue: bin, encryptedBin: `test_${bin}`, uuid: `${config.numKey}-${binRequests}` } : { action: 'binValue', binValue: digits });
  }
  const state = unsupported ? 'unsupported' : cardNumberState(digits, lookup ?? {});
  if (state === 'valid') {
    return settle(`valid:${digits}`, {
      action: 'encryption',
      encryptedCardNumber: [{ type: 'number', encryptedFieldName: 'encryptedCardNumber', blob: `test_${digits}` }],
      endDigits: digits.slice(-4),
      issuerBin: digits.slice(0, 8),
    });
  }
  settleInvalid(state, digits, blurred);
}

/** @param {boolean} blurred */
function updateExpiry(blurred) {
  const digits = expiryDigits(input.value);
  input.value = formatExpiry(digits);
  const state = expiryState(digits, new Date(), config.minimumExpiryDate);
  if (state === 'valid') {
    const month = digits.slice(0, 2);
    const year = `20${digits.slice(2)}`;
    return settle(`valid:${digits}`, {
      action: 'encryption',
      type: 'year',
      encryptedExpiryDate: [
        { type: 'month', encryptedFieldName: 'encryptedExpiryMonth', blob: `test_${month}` },
        { type: 'year', encryptedFieldName: 'encryptedExpiryYear', blob: `test_${year}` },
      ],
      ...(config.exposeExpiryDate && { expiryDate: `${month}/${digits.slice(2)}` }),
    });
  }
  settleInvalid(state, digits, blurred);
}

/** @param {boolean} blurred */
function updateCvc(blurred) {
  const digits = digitsTyped().slice(0, brandByName(cvcBrand).cvcLength);
  input.value = digits;
  if (cvcState(digits, cvcBrand) === 'valid') {
    return settle(`valid:${digits}`, {
      action: 'encryption',
      encryptedSecurityCode: [{ type: 'cvc', encryptedFieldName: 'encryptedSecurityCode', blob: `test_${digits}` }],
    });
  }
  settleInvalid('incomplete', digits, blurred);
}

/**
 * An incomplete value is an error only once the shopper leaves a field they typed in; while they
 * type, an earlier error or encryption is withdrawn.
 * @param {string} state @param {string} digits @param {boolean} blurred
 */
function settleInvalid(state, digits, blurred) {
  if (state === 'incomplete' && !(blurred && digits.length > 0)) {
    return settle('', { action: KEY_PRESSED[config.fieldType], error: '' });
  }
  const code = ERRORS[config.fieldType][state] ?? ERRORS[config.fieldType].incomplete;
  settle(`error:${code}`, { action: state === 'incomplete' ? 'incomplete field' : 'incorrectly filled field', error: code });
}

/** Tells the parent only what changed. @param {string} now @param {Record<string, unknown>} message */
function settle(now, message) {
  markError(now.startsWith('error:'));
  input.classList.toggle('valid', now.startsWith('valid:'));
  if (now === told) return;
  told = now;
  post(message);
}

/** @param {boolean} on */
function markError(on) {
  input.classList.toggle('error', on);
  input.setAttribute('aria-invalid', String(on));
}

/** Styles through the CSSOM, which a strict style-src allows. @param {any} styles */
function applyStyles(styles) {
  for (const [name, value] of Object.entries(styles?.base ?? {})) {
    input.style.setProperty(name.replace(/^(webkit|moz)/, '-$1').replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), String(value));
  }
}
