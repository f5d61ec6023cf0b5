/**
 * Shopper text as the operator's terminal and spreadsheet get it. Whatever a shopper typed is shown
 * as it is, except the characters a terminal or a viewer acts on instead of showing: C0 controls
 * (ESC starts colour, cursor, clear-screen and hyperlink sequences; newline and carriage return forge
 * rows), DEL, the C1 controls (U+009B is an 8-bit CSI), the line and paragraph separators and the
 * bidirectional overrides and isolates (they reorder what follows). Each is written as its escape
 * (`\x1b`, `\n`, `\u009b`, `\u202e`) and a backslash as `\\`, so what is shown is visible and
 * reads back to exactly one text.
 */

// C0, DEL, C1, LRM/RLM, LS/PS, the embeddings and overrides, the isolates, ALM; and the backslash.
const SHOWN_ESCAPED = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\u061c\\]/g;
const NAMED: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\\': '\\\\' };

const hex = (code: number, width: number) => code.toString(16).padStart(width, '0');

/** `text` with every control, separator and bidi character written as its visible escape. */
export function escapeControls(text: string): string {
  return text.replace(SHOWN_ESCAPED, (char) => {
    const code = char.charCodeAt(0);
    return NAMED[char] ?? (code < 0x80 ? `\\x${hex(code, 2)}` : `\\u${hex(code, 4)}`);
  });
}

/** A value for one column of an operator's table: null and undefined are empty. */
export function operatorCell(value: unknown): string {
  return value === null || value === undefined ? '' : escapeControls(String(value));
}

// JSON.stringify writes C0 as \u00XX already; these it leaves as they are.
const RAW_IN_JSON = /[\u007f-\u009f\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069\u061c]/g;

/**
 * Pretty JSON for the operator: the same value when parsed, with every control, separator and bidi
 * character written as a `\uXXXX` escape, so printing it to a terminal acts on nothing.
 */
export function operatorJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2).replace(RAW_IN_JSON, (char) => `\\u${hex(char.charCodeAt(0), 4)}`)}\n`;
}

// A spreadsheet evaluates a cell that starts with one of these (OWASP, CSV injection); a tab or
// carriage return, the other two starts it names, never gets here unescaped.
const FORMULA_START = /^[=+\-@]/;

/**
 * One CSV cell a spreadsheet shows as text: controls escaped as in `escapeControls`, a leading
 * = + - @ made inert with a leading apostrophe, quoted (RFC 4180) when it holds a comma or quote.
 */
export function csvCell(value: unknown): string {
  const text = operatorCell(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",]/.test(inert) ? `"${inert.replaceAll('"', '""')}"` : inert;
}

/** A CSV document: a header line, then one line per row, each ended by `\n` (no cell holds a line break). */
export function csvDocument(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header.map(csvCell).join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\n') + '\n';
}
