import { comparisonAtom, facetAtom, rangeAtom } from './filter-atoms.js';
import { FilterSyntaxError, type FilterNode, type NumericOperator } from './filter-node.js';

const KEYWORD = /^(AND|OR|NOT)(?=[\s(]|$)/;
const OPERATOR = /^(<=|>=|!=|<|>|=)/;
const WORD_END = /[\s():<>=!"]/;
const VALUE_END = /[\s()]/;

/**
 * The subset of Algolia's `filters` syntax the embedded engine understands: `attribute:value`
 * (quote values with spaces: `brand:"Velbrenn Pro"`), `attribute <op> number`,
 * `attribute:min TO max`, combined with AND, OR, NOT and parentheses (AND binds tighter than OR).
 */
class FiltersParser {
  private position = 0;

  constructor(private readonly text: string, private readonly path: string) {}

  parse(): FilterNode {
    const node = this.or();
    this.skipSpace();
    if (this.position < this.text.length) this.fail(`unexpected '${this.text.slice(this.position, this.position + 10)}'`);
    return node;
  }

  private or(): FilterNode {
    const nodes = [this.and()];
    while (this.keyword('OR')) nodes.push(this.and());
    return nodes.length === 1 ? nodes[0]! : { kind: 'or', nodes };
  }

  private and(): FilterNode {
    const nodes = [this.unary()];
    while (this.keyword('AND')) nodes.push(this.unary());
    return nodes.length === 1 ? nodes[0]! : { kind: 'and', nodes };
  }

  private unary(): FilterNode {
    if (this.keyword('NOT')) return { kind: 'not', node: this.unary() };
    this.skipSpace();
    if (this.text[this.position] === '(') {
      this.position += 1;
      const node = this.or();
      this.skipSpace();
      if (this.text[this.position] !== ')') this.fail("expected ')'");
      this.position += 1;
      return node;
    }
    return this.atom();
  }

  private atom(): FilterNode {
    const where = `${this.path} at ${this.position}`;
    const attribute = this.token(WORD_END);
    this.skipSpace();
    const operator = OPERATOR.exec(this.text.slice(this.position))?.[1] as NumericOperator | undefined;
    if (operator) {
      this.position += operator.length;
      this.skipSpace();
      return comparisonAtom(attribute, operator, this.token(VALUE_END), where);
    }
    if (this.text[this.position] !== ':') this.fail(`expected ':' or a comparison after '${attribute}'`);
    this.position += 1;
    this.skipSpace();
    const value = this.token(VALUE_END);
    const save = this.position;
    this.skipSpace();
    if (this.text.startsWith('TO', this.position) && /\s/.test(this.text[this.position + 2] ?? '')) {
      this.position += 2;
      this.skipSpace();
      return rangeAtom(attribute, value, this.token(VALUE_END), where);
    }
    this.position = save;
    return facetAtom(attribute, value, where);
  }

  /** A quoted string (with `\"` escapes) or a bare run of characters up to `end`. */
  private token(end: RegExp): string {
    if (this.text[this.position] === '"') {
      let value = '';
      for (let i = this.position + 1; i < this.text.length; i += 1) {
        const char = this.text[i]!;
        if (char === '\\' && i + 1 < this.text.length) {
          value += this.text[i + 1];
          i += 1;
        } else if (char === '"') {
          this.position = i + 1;
          return value;
        } else {
          value += char;
        }
      }
      this.fail('unterminated quote');
    }
    const start = this.position;
    while (this.position < this.text.length && !end.test(this.text[this.position]!)) this.position += 1;
    if (this.position === start) this.fail(this.position < this.text.length ? `unexpected '${this.text[start]}'` : 'unexpected end');
    return this.text.slice(start, this.position);
  }

  private keyword(word: 'AND' | 'OR' | 'NOT'): boolean {
    this.skipSpace();
    const match = KEYWORD.exec(this.text.slice(this.position));
    if (match?.[1] !== word) return false;
    this.position += word.length;
    return true;
  }

  private skipSpace(): void {
    while (/\s/.test(this.text[this.position] ?? '')) this.position += 1;
  }

  private fail(reason: string): never {
    throw new FilterSyntaxError(`${this.path}: ${reason} at position ${this.position}`);
  }
}

/** The parsed `filters` text, or undefined when it is blank (no filter). */
export function parseFiltersExpression(text: string, path: string): FilterNode | undefined {
  return text.trim() === '' ? undefined : new FiltersParser(text, path).parse();
}
