/**
 * JSON.stringify(object) for a plain object, with the values of some of its keys given as JSON
 * text written before: the same keys, in the same order, undefined values left out. Lets a
 * document keep the text of parts that did not change (a cart's unchanged lines) instead of
 * writing them out again on every update.
 */
export function jsonWithParts(object: object, written: Readonly<Record<string, string>>): string {
  const values = object as Record<string, unknown>;
  let text = '';
  for (const key of Object.keys(values)) {
    const value = Object.hasOwn(written, key) ? written[key] : JSON.stringify(values[key]);
    if (value === undefined) continue;
    text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${value}`;
  }
  return `{${text}}`;
}
