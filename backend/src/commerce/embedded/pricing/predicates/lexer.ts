import { PricingError } from '../pricing-error.js';

/*
 * Tokens of commercetools' discount/shipping predicate language (the subset the shop needs).
 * No library implements this language — commercetools only documents it — so the lexer, parser and
 * evaluator in this folder are hand-written and small on purpose.
 */

export type TokenType = 'string' | 'number' | 'identifier' | 'keyword' | 'operator' | 'lparen' | 'rparen' | 'comma' | 'end';

export interface Token {
  readonly type: TokenType;
  /** Keywords are lower-cased; strings are unquoted and unescaped. */
  readonly value: string;
  readonly position: number;
}

/** Keywords are case-insensitive in commercetools predicates (`AND`, `and`). */
const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'contains', 'any', 'all', 'is', 'defined', 'true', 'false']);
const OPERATORS = ['>=', '<=', '!=', '<>', '=', '>', '<'] as const;

export class PredicateSyntaxError extends PricingError {
  override name = 'PredicateSyntaxError';

  constructor(readonly predicate: string, reason: string) {
    super('InvalidInput', `Malformed predicate "${predicate}": ${reason}.`, { predicate });
  }
}

export function tokenize(predicate: string): Token[] {
  const tokens: Token[] = [];
  let position = 0;
  const fail = (reason: string): never => {
    throw new PredicateSyntaxError(predicate, `${reason} at position ${position}`);
  };
  while (position < predicate.length) {
    const char = predicate[position] ?? '';
    if (/\s/.test(char)) {
      position += 1;
    } else if (char === '"' || char === "'") {
      const start = position;
      let value = '';
      position += 1;
      while (position < predicate.length && predicate[position] !== char) {
        if (predicate[position] === '\\') position += 1;
        value += predicate[position] ?? '';
        position += 1;
      }
      if (position >= predicate.length) {
        position = start;
        fail('unterminated string');
      }
      position += 1;
      tokens.push({ type: 'string', value, position: start });
    } else if (/[0-9]/.test(char) || (char === '-' && /[0-9]/.test(predicate[position + 1] ?? ''))) {
      const match = /^-?\d+(?:\.\d+)?/.exec(predicate.slice(position));
      const value = match?.[0] ?? '';
      tokens.push({ type: 'number', value, position });
      position += value.length;
    } else if (/[A-Za-z_]/.test(char)) {
      // Dotted paths are one identifier: productType.key, variant.attributes.isPackageTypeFreight.
      const value = /^[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_-]*)*/.exec(predicate.slice(position))?.[0] ?? '';
      const lower = value.toLowerCase();
      tokens.push(KEYWORDS.has(lower) ? { type: 'keyword', value: lower, position } : { type: 'identifier', value, position });
      position += value.length;
    } else if (char === '(' || char === ')' || char === ',') {
      tokens.push({ type: char === '(' ? 'lparen' : char === ')' ? 'rparen' : 'comma', value: char, position });
      position += 1;
    } else {
      const operator = OPERATORS.find((candidate) => predicate.startsWith(candidate, position));
      if (!operator) fail(`unexpected character '${char}'`);
      tokens.push({ type: 'operator', value: operator === '<>' ? '!=' : operator ?? '', position });
      position += operator?.length ?? 1;
    }
  }
  tokens.push({ type: 'end', value: '', position });
  return tokens;
}
