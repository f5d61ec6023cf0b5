import type { z } from 'zod';
import { problem, reject } from './respond.ts';
import { prototypeKeyPaths } from './json-keys.ts';
import { readLimited } from './read-limited.ts';

/** Messages per field; keys the schema does not know are named too ('Unknown field.'). */
type FieldErrors = Record<string, string[]>;

function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const fields: FieldErrors = {};
  const add = (name: string, message: string) => (fields[name] ??= []).push(message);
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') for (const key of issue.keys) add([...issue.path, key].join('.'), 'Unknown field.');
    else add(issue.path.length ? issue.path.join('.') : '_', issue.message);
  }
  return fields;
}

const FORBIDDEN_NAME = 'This field name is not allowed.';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/**
 * The request's JSON body, validated. Ends the request otherwise: 415 when it is not sent as JSON,
 * 413 past `maxBytes` (read no further), 400 when it is not valid JSON (UTF-8), 422 with
 * `{error, message, fields: {name: [messages]}}` naming every field the schema refuses, and every
 * `__proto__`, `constructor` or `prototype` key at any depth before the schema sees the body.
 */
export async function readJson<S extends z.ZodType>(request: Request, schema: S, maxBytes: number): Promise<z.output<S>> {
  if (!JSON_TYPE.test(request.headers.get('content-type') ?? '')) reject(problem(415, 'unsupported_media_type', 'Send the body as application/json.'));
  const raw = await readLimited(request, maxBytes);
  if (raw === null) reject(problem(413, 'too_large', `The body is limited to ${maxBytes} bytes.`));
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    reject(problem(400, 'invalid_json', 'The body is not valid JSON.'));
  }
  const forbidden = prototypeKeyPaths(body);
  if (forbidden.length > 0) {
    const fields = Object.fromEntries(forbidden.map((path) => [path, [FORBIDDEN_NAME]]));
    reject(problem(422, 'invalid', 'Some fields are missing or invalid.', { fields }));
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) reject(problem(422, 'invalid', 'Some fields are missing or invalid.', { fields: fieldErrorsOf(parsed.error) }));
  return parsed.data;
}
