import { describe, expect, it } from 'vitest';
import { csvCell, escapeControls, operatorJson } from './operator-text.ts';

// What a hostile name carries: clear screen, an OSC 8 hyperlink, an 8-bit CSI, a bidi override.
const HOSTILE = 'Sam\u001b[2J\u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\u009b31m\u202eevil\r\nforged';

describe('escapeControls', () => {
  it('writes every control, separator and bidi character as a visible escape and keeps the rest', () => {
    expect(escapeControls(HOSTILE)).toBe('Sam\\x1b[2J\\x1b]8;;https://evil.example\\x07click\\x1b]8;;\\x07\\u009b31m\\u202eevil\\r\\nforged');
    expect(escapeControls('Zoë Ngô 李 🚗 O’Brien')).toBe('Zoë Ngô 李 🚗 O’Brien');
    expect(escapeControls('\u0000\u007f\u0085\u2028\u2066\t')).toBe('\\x00\\x7f\\u0085\\u2028\\u2066\\t');
  });

  it('is unambiguous: a typed backslash escape is not the control it names', () => {
    expect(escapeControls('a\\x1bb')).toBe('a\\\\x1bb');
    expect(escapeControls('a\u001bb')).not.toBe(escapeControls('a\\x1bb'));
  });
});

describe('operatorJson', () => {
  it('parses back to the same value and holds no control, separator or bidi character', () => {
    const value = { name: HOSTILE, nested: [{ note: '\u0085\u2029' }] };
    const out = operatorJson(value);
    expect(JSON.parse(out)).toEqual(value);
    expect(out.trimEnd()).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/);
    expect(out).toContain('\\u001b[2J');
    expect(out).toContain('\\u009b31m');
  });
});

describe('csvCell', () => {
  it('makes formulas text, escapes controls and quotes commas and quotes', () => {
    expect(['=HYPERLINK("x")', '+61 412', '-2', '@SUM(A1)', 'plain'].map(csvCell)).toEqual([`"'=HYPERLINK(""x"")"`, "'+61 412", "'-2", "'@SUM(A1)", 'plain']);
    expect(csvCell('a,b\r\n=1')).toBe('"a,b\\r\\n=1"');
    expect(csvCell('\u001b[31m=1')).toBe('\\x1b[31m=1');
    expect(csvCell(null)).toBe('');
  });
});
