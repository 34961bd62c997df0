/**
 * Standard or URL-safe alphabet, padding optional (atob's forgiving decode); a space stands for
 * '+', which form decoding of an unescaped query turns into a space.
 */
function decodeBase64(text: string): string | undefined {
  try {
    return atob(text.replaceAll(' ', '+').replaceAll('-', '+').replaceAll('_', '/'));
  } catch {
    return undefined;
  }
}

/** decodeURIComponent rejects invalid UTF-8, which is what a strict decoder must do. */
const decodeUtf8 = (binary: string): string =>
  decodeURIComponent(Array.from(binary, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''));

/** The JSON value a base64 text holds, or undefined when either layer is malformed. */
export function decodeBase64Json(text: string): unknown {
  const binary = decodeBase64(text);
  if (binary === undefined) return undefined;
  try {
    return JSON.parse(decodeUtf8(binary)) as unknown;
  } catch {
    return undefined;
  }
}
