import type { z } from 'zod';
import type { JsonValue } from './deep-merge.ts';

/** One thing wrong with a dealer's files: which file, where in it, and why. */
export interface ConfigProblem {
  file: string;
  /** Dotted key path such as `finance.term.max` or `[2].expiry`; '' for the whole file. */
  path: string;
  message: string;
  line?: number;
  column?: number;
}

function formatProblem(p: ConfigProblem): string {
  const where = p.line === undefined ? p.file : `${p.file}:${p.line}:${p.column ?? 1}`;
  return p.path === '' ? `${where}: ${p.message}` : `${where}: ${p.path}: ${p.message}`;
}

/** A dealer's configuration or content is invalid; the message lists every problem, one a line. */
export class DealerConfigError extends Error {
  readonly problems: readonly ConfigProblem[];

  constructor(problems: readonly ConfigProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'DealerConfigError';
    this.problems = problems;
  }
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

function tidy(message: string): string {
  const stripped = message.replace(/^Invalid (input|option|string|key in record): /, '');
  return stripped.charAt(0).toLowerCase() + stripped.slice(1);
}

function depth(issues: readonly z.core.$ZodIssue[]): number {
  return Math.max(0, ...issues.map((i) => i.path.length + (i.code === 'unrecognized_keys' ? 1 : 0)));
}

interface LocatedIssue {
  path: PropertyKey[];
  message: string;
}

function flatten(issue: z.core.$ZodIssue, prefix: readonly PropertyKey[]): LocatedIssue[] {
  const path = [...prefix, ...issue.path];
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => ({ path: [...path, key], message: 'unrecognized key' }));
    case 'invalid_union': {
      const branches = issue.errors;
      if (branches.length > 0 && branches.every((b) => b.length === 1 && b[0]?.path.length === 0 && b[0].code !== 'unrecognized_keys')) {
        const expected = branches.map((b) =>
          tidy(b[0]?.message ?? '')
            .replace(/^expected /, '')
            .replace(/, received \w+$/, ''),
        );
        const received = branches.map((b) => /received (\w+)$/.exec(b[0]?.message ?? '')?.[1]).find(Boolean);
        return [{ path, message: `expected ${expected.join(' or ')}${received ? `, received ${received}` : ''}` }];
      }
      // The branch that got deepest into the value is the one the author meant.
      const best = [...branches].sort((a, b) => depth(b) - depth(a) || a.length - b.length)[0] ?? [];
      return best.length === 0 ? [{ path, message: tidy(issue.message) }] : best.flatMap((i) => flatten(i, path));
    }
    case 'invalid_key':
      return issue.issues.map((inner) => ({ path, message: `invalid key: ${tidy(inner.message)}` }));
    case 'invalid_value':
      return [{ path, message: 'input' in issue ? `${tidy(issue.message)}, received ${JSON.stringify(issue.input)}` : tidy(issue.message) }];
    default:
      return [{ path, message: tidy(issue.message) }];
  }
}

/** Turns zod issues into problems, each naming the file that supplied (or should supply) the value. */
export function issuesToProblems(issues: readonly z.core.$ZodIssue[], fileFor: (path: readonly PropertyKey[]) => string): ConfigProblem[] {
  return issues.flatMap((issue) => flatten(issue, [])).map((i) => ({ file: fileFor(i.path), path: formatPath(i.path), message: i.message }));
}

function lineAndColumn(text: string, message: string): { line: number; column: number } | undefined {
  const direct = /\(line (\d+) column (\d+)\)/.exec(message);
  if (direct) return { line: Number(direct[1]), column: Number(direct[2]) };
  const position = /at position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : /end of JSON input/.test(message) ? text.length : undefined;
  if (offset === undefined) return undefined;
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** JSON.parse that reports a syntax error as a problem naming the file, line and column. */
export function parseJson(text: string, file: string): JsonValue {
  try {
    return JSON.parse(text) as JsonValue;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = message.replace(/\s*\(line \d+ column \d+\)/, '').replace(/ in JSON at position \d+/, '');
    throw new DealerConfigError([{ file, path: '', message: `invalid JSON: ${reason}`, ...lineAndColumn(text, message) }]);
  }
}
