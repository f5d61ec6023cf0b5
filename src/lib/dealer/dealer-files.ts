import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { type ConfigProblem, DealerConfigError, issuesToProblems, parseJson } from './config-error.ts';
import type { JsonValue } from './deep-merge.ts';

/** A file path as shown in messages: relative to the working directory when inside it, '/'-separated. */
export function displayPath(file: string): string {
  const absolute = path.resolve(file);
  const relative = path.relative(process.cwd(), absolute);
  const shown = relative === '' || relative.startsWith('..') || path.isAbsolute(relative) ? absolute : relative;
  return shown.split(path.sep).join('/');
}

/** Reads and parses a JSON file; a missing file or bad syntax becomes a DealerConfigError naming it. */
export function readJsonFile(file: string): JsonValue {
  const shown = displayPath(file);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'file not found' : `cannot read: ${String(error)}`;
    throw new DealerConfigError([{ file: shown, path: '', message: reason }]);
  }
  return parseJson(text, shown);
}

/**
 * Reads one content file and validates it, adding any problems to `problems`. A missing file
 * gives `fallback`, or a problem when the file is required (`fallback` undefined).
 */
export function readContentFile<S extends z.ZodType>(
  file: string,
  schema: S,
  fallback: z.output<S> | undefined,
  problems: ConfigProblem[],
): z.output<S> | undefined {
  if (fallback !== undefined && !existsSync(file)) return fallback;
  let raw: JsonValue;
  try {
    raw = readJsonFile(file);
  } catch (error) {
    if (!(error instanceof DealerConfigError)) throw error;
    problems.push(...error.problems);
    return fallback;
  }
  const result = schema.safeParse(raw, { reportInput: true });
  if (result.success) return result.data;
  const shown = displayPath(file);
  problems.push(...issuesToProblems(result.error.issues, () => shown));
  return fallback;
}
