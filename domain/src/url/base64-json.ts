// Decoded by hand: `domain` builds without DOM or Node typings, so atob and TextDecoder do not exist here.
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Standard or URL-safe alphabet, padding optional; a space stands for '+', which form decoding of
 * an unescaped query turns into a space.
 */
function decodeBase64(text: string): number[] | undefined {
  const clean = text.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/').replace(/={0,2}$/, '');
  if (clean.length % 4 === 1) return undefined;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const sextet = ALPHABET.indexOf(char);
    if (sextet < 0) return undefined;
    buffer = ((buffer << 6) | sextet) & 0x3fff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return bytes;
}

/** decodeURIComponent rejects invalid UTF-8, which is what a strict decoder must do. */
const decodeUtf8 = (bytes: readonly number[]): string =>
  decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));

/** The JSON value a base64 text holds, or undefined when either layer is malformed. */
export function decodeBase64Json(text: string): unknown {
  const bytes = decodeBase64(text);
  if (bytes === undefined) return undefined;
  try {
    return JSON.parse(decodeUtf8(bytes)) as unknown;
  } catch {
    return undefined;
  }
}
