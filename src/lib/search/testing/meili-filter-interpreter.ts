/**
 * A small, independent evaluator of Meilisearch filter expressions (the subset our compilers
 * emit plus EXISTS and TO), written from Meilisearch's documented semantics, so tests can check
 * what a filter string means rather than how it is spelled:
 * - values are words (letters, digits, `_-.`) or quoted strings with `\"` and `\\` escapes;
 * - `=` compares facet strings after trim + NFKD + lower case, and numbers numerically when the
 *   value reads as a number; booleans are the strings "true"/"false"; arrays match element-wise;
 * - `!=` and `NOT IN` are the negations of `=` and `IN`, so they match documents without the field;
 * - `>`, `>=`, `<`, `<=`, `TO` compare numbers only;
 * - NOT binds tighter than AND, AND tighter than OR; a filter array ANDs its items, nested arrays OR.
 */
type Doc = Record<string, unknown>;
type Node = (doc: Doc) => boolean;

const KEYWORDS = new Set(['AND', 'OR', 'NOT', 'IN', 'TO', 'EXISTS', 'IS', 'NULL', 'EMPTY']);

type Token =
  | { type: 'word'; text: string }
  | { type: 'string'; text: string }
  | { type: 'punct'; text: string };

function tokenizeFilter(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '"' || c === "'") {
      let text = '';
      i++;
      for (;;) {
        if (i >= source.length) throw new SyntaxError(`Unclosed quote in ${source}`);
        const d = source[i] as string;
        if (d === '\\') {
          const next = source[i + 1];
          if (next === undefined) throw new SyntaxError('Dangling backslash');
          text += next === c || next === '\\' ? next : `\\${next}`;
          i += 2;
        } else if (d === c) {
          i++;
          break;
        } else {
          text += d;
          i++;
        }
      }
      tokens.push({ type: 'string', text });
    } else if (/[\p{L}\p{N}_.-]/u.test(c)) {
      let text = '';
      while (i < source.length && /[\p{L}\p{N}_.-]/u.test(source[i] as string)) text += source[i++];
      tokens.push({ type: 'word', text });
    } else {
      const two = source.slice(i, i + 2);
      const op = ['!=', '>=', '<='].includes(two) ? two : c;
      if (!['(', ')', '[', ']', ',', '=', '!=', '>', '>=', '<', '<='].includes(op)) {
        throw new SyntaxError(`Unexpected ${op} in ${source}`);
      }
      tokens.push({ type: 'punct', text: op });
      i += op.length;
    }
  }
  return tokens;
}

const normalize = (s: string): string => s.trim().normalize('NFKD').toLowerCase();

function facetTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(facetTexts);
  if (typeof value === 'string') return [value];
  if (typeof value === 'boolean') return [String(value)];
  return [];
}

function numbersOf(value: unknown): number[] {
  if (Array.isArray(value)) return value.flatMap(numbersOf);
  return typeof value === 'number' && Number.isFinite(value) ? [value] : [];
}

function equals(field: string, raw: string): Node {
  const key = normalize(raw);
  const asNumber = /^\s*-?\d+(\.\d+)?([eE][+-]?\d+)?\s*$/.test(raw) ? Number(raw) : Number.NaN;
  return (doc) =>
    facetTexts(doc[field]).some((text) => normalize(text) === key) ||
    (!Number.isNaN(asNumber) && numbersOf(doc[field]).some((n) => n === asNumber));
}

function compareNode(field: string, op: string, raw: string): Node {
  const bound = Number(raw);
  if (raw.trim() === '' || Number.isNaN(bound)) throw new SyntaxError(`Not a number: ${raw}`);
  const test = {
    '>': (n: number) => n > bound,
    '>=': (n: number) => n >= bound,
    '<': (n: number) => n < bound,
    '<=': (n: number) => n <= bound,
  }[op];
  if (!test) throw new SyntaxError(`Unknown operator ${op}`);
  return (doc) => numbersOf(doc[field]).some(test);
}

class Parser {
  #tokens: Token[];
  #at = 0;
  constructor(tokens: Token[]) {
    this.#tokens = tokens;
  }
  parse(): Node {
    const node = this.#or();
    if (this.#at !== this.#tokens.length) throw new SyntaxError('Trailing tokens');
    return node;
  }
  #peek(offset = 0): Token | undefined {
    return this.#tokens[this.#at + offset];
  }
  #isKeyword(text: string, offset = 0): boolean {
    const token = this.#peek(offset);
    return token?.type === 'word' && token.text === text;
  }
  #expect(text: string): void {
    const token = this.#tokens[this.#at++];
    if (!token || token.text !== text || token.type === 'string') {
      throw new SyntaxError(`Expected ${text}, got ${token?.text}`);
    }
  }
  #or(): Node {
    const parts = [this.#and()];
    while (this.#isKeyword('OR')) {
      this.#at++;
      parts.push(this.#and());
    }
    return parts.length === 1 ? (parts[0] as Node) : (doc) => parts.some((p) => p(doc));
  }
  #and(): Node {
    const parts = [this.#not()];
    while (this.#isKeyword('AND')) {
      this.#at++;
      parts.push(this.#not());
    }
    return parts.length === 1 ? (parts[0] as Node) : (doc) => parts.every((p) => p(doc));
  }
  #not(): Node {
    if (this.#isKeyword('NOT')) {
      this.#at++;
      const inner = this.#not();
      return (doc) => !inner(doc);
    }
    const token = this.#peek();
    if (token?.type === 'punct' && token.text === '(') {
      this.#at++;
      const inner = this.#or();
      this.#expect(')');
      return inner;
    }
    return this.#condition();
  }
  #value(): string {
    const token = this.#tokens[this.#at++];
    if (!token || token.type === 'punct' || (token.type === 'word' && KEYWORDS.has(token.text))) {
      throw new SyntaxError(`Expected a value, got ${token?.text}`);
    }
    return token.text;
  }
  #list(): string[] {
    this.#expect('[');
    const values = [this.#value()];
    while (this.#peek()?.text === ',' && this.#peek()?.type === 'punct') {
      this.#at++;
      values.push(this.#value());
    }
    this.#expect(']');
    return values;
  }
  #condition(): Node {
    const field = this.#value();
    const token = this.#peek();
    if (token?.type === 'punct') {
      this.#at++;
      const value = this.#value();
      if (token.text === '=') return equals(field, value);
      if (token.text === '!=') {
        const eq = equals(field, value);
        return (doc) => !eq(doc);
      }
      return compareNode(field, token.text, value);
    }
    if (this.#isKeyword('IN')) {
      this.#at++;
      const tests = this.#list().map((v) => equals(field, v));
      return (doc) => tests.some((t) => t(doc));
    }
    if (this.#isKeyword('NOT') && this.#isKeyword('IN', 1)) {
      this.#at += 2;
      const tests = this.#list().map((v) => equals(field, v));
      return (doc) => !tests.some((t) => t(doc));
    }
    if (this.#isKeyword('EXISTS')) {
      this.#at++;
      return (doc) => doc[field] !== undefined;
    }
    if (this.#isKeyword('NOT') && this.#isKeyword('EXISTS', 1)) {
      this.#at += 2;
      return (doc) => doc[field] === undefined;
    }
    if (token?.type !== undefined && this.#isKeyword('TO', 1)) {
      const low = this.#value();
      this.#at++;
      const high = this.#value();
      const lo = compareNode(field, '>=', low);
      const hi = compareNode(field, '<=', high);
      return (doc) => lo(doc) && hi(doc);
    }
    throw new SyntaxError(`Cannot read condition on ${field}`);
  }
}

/** Parses a Meilisearch filter (string or array form) into a predicate; throws on bad syntax. */
export function interpretMeiliFilter(filter: string | readonly (string | readonly string[])[]): Node {
  if (typeof filter === 'string') {
    return filter.trim() === '' ? () => true : new Parser(tokenizeFilter(filter)).parse();
  }
  const items = filter.map((item) => {
    if (typeof item === 'string') return interpretMeiliFilter(item);
    const alternatives = item.map((alt) => interpretMeiliFilter(alt));
    return (doc: Doc) => alternatives.some((alt) => alt(doc));
  });
  return (doc) => items.every((item) => item(doc));
}
