/**
 * A small well-formedness check: one root, tags nest and close in order, attributes are quoted,
 * no raw '<' or '&' outside entities in text. Enough for the generator's own output.
 */
export function xmlProblems(xml: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const token = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>|([^<]+)/gy;
  let roots = 0;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(xml)) !== null) {
    consumed = token.lastIndex;
    const [, closing, name, , selfClosing, text] = match;
    if (text !== undefined) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(text)) problems.push(`bare & in "${text}"`);
      if (stack.length === 0) problems.push('text outside the root');
      continue;
    }
    if (closing) {
      if (stack.pop() !== name) problems.push(`</${name}> closes the wrong tag`);
    } else {
      if (stack.length === 0) roots += 1;
      if (!selfClosing) stack.push(name ?? '');
    }
  }
  if (consumed !== xml.length) problems.push(`unparsable from ${consumed}: ${xml.slice(consumed, consumed + 40)}`);
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`${roots} roots`);
  return problems;
}

