import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import { prototypeKeyFields } from './json-keys.ts';
import { problem } from './respond.ts';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;

/** 415 unless the body is sent as JSON. */
const jsonOnly: MiddlewareHandler = async (c, next) => {
  if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) return problem('unsupported_media_type');
  return next();
};

/** 400 unless the body is JSON in well-formed UTF-8 (Hono's own parse would replace bad bytes); the validator reads the bytes kept. */
const wellFormedJson: MiddlewareHandler = async (c, next) => {
  try {
    JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await c.req.arrayBuffer()));
  } catch {
    return problem('invalid_json');
  }
  return next();
};

type JsonInput<S extends z.ZodType> = { in: { json: z.input<S> }; out: { json: z.output<S> } };
// Any environment, as Hono's own validator: the middleware reads nothing of it.
type JsonBody<S extends z.ZodType> = MiddlewareHandler<any, string, JsonInput<S>>;

/**
 * The request's JSON body, checked before the route runs, which reads it as `c.req.valid('json')`.
 * Answers otherwise: 415 when it is not sent as JSON, 413 past `maxBytes` (Hono's body limit: a
 * declared length over it is refused unread, a streamed body stops being read there), 400 when it is
 * not valid JSON (UTF-8), 422 `invalid` with `fields` naming every `__proto__`, `constructor` or
 * `prototype` key at any depth before the schema sees the body, then every field the schema refuses.
 */
export function jsonBody<S extends z.ZodType>(schema: S, maxBytes: number): JsonBody<S> {
  const limit = bodyLimit({ maxSize: maxBytes, onError: () => problem('too_large', { message: `The body is limited to ${maxBytes} bytes.` }) });
  const check = validator('json', (body: unknown) => {
    const forbidden = prototypeKeyFields(body);
    if (Object.keys(forbidden).length > 0) return problem('invalid', { fields: forbidden });
    const parsed = schema.safeParse(body);
    return parsed.success ? (parsed.data as z.output<S>) : problem('invalid', { fields: fieldErrorsOf(parsed.error) });
  });
  return every(jsonOnly, limit, wellFormedJson, check as MiddlewareHandler) as unknown as JsonBody<S>;
}
