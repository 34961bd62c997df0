/**
 * JSON text written before: a value's text, or an array's given as the texts of its elements
 * (so that the elements need not be joined into one more string first).
 */
export type WrittenJson = string | readonly string[];

/**
 * JSON.stringify(object) for a plain object, with the values of some of its keys given as JSON
 * text written before: the same keys, in the same order, undefined values left out. Lets a
 * document keep the text of parts that did not change (a cart's unchanged lines) instead of
 * writing them out again on every update.
 *
 * The keys between two written ones are stringified together, as one object: a JSON.stringify
 * call per key costs more than the text it writes, and a cart has some thirty keys. All pieces are
 * joined once, so the ~15 KB of a cart are copied once, into one flat string that SQLite binds
 * without another copy.
 */
export function jsonWithParts(object: object, written: Readonly<Record<string, WrittenJson>>): string {
  const values = object as Record<string, unknown>;
  // Braces are pieces too: wrapped around the joined text, they would make one more copy.
  const pieces: string[] = ['{'];
  const separate = () => {
    if (pieces.length > 1) pieces.push(',');
  };
  let run: Record<string, unknown> | undefined;
  const flush = () => {
    if (run === undefined) return;
    const text = JSON.stringify(run);
    // '{}': every value of the run was undefined.
    if (text.length > 2) {
      separate();
      pieces.push(text.slice(1, -1));
    }
    run = undefined;
  };
  for (const key of Object.keys(values)) {
    if (!Object.hasOwn(written, key)) {
      if (key === '__proto__') {
        // Assigned, it would set the run's prototype; JSON.stringify(object) writes it as a key.
        Object.defineProperty((run ??= {}), key, { value: values[key], enumerable: true, writable: true, configurable: true });
      } else {
        (run ??= {})[key] = values[key];
      }
      continue;
    }
    flush();
    separate();
    const text = written[key]!;
    if (typeof text === 'string') {
      pieces.push(`${JSON.stringify(key)}:`, text);
      continue;
    }
    pieces.push(`${JSON.stringify(key)}:[`);
    text.forEach((element, index) => {
      if (index > 0) pieces.push(',');
      pieces.push(element);
    });
    pieces.push(']');
  }
  flush();
  pieces.push('}');
  return pieces.join('');
}
