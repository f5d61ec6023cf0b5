import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { testServer } from '../context/testing/test-context.ts';
import { PROBLEMS, type ProblemCode } from './problems.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const serverDir = path.join(root, 'src/server');

/** Every hand-written source file of the server, tests aside. */
function serverSources(dir = serverDir): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return serverSources(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !file.includes(`${path.sep}fixtures${path.sep}`) ? [file] : [];
  });
}

describe('the problem catalogue', () => {
  it('gives every code one 4xx or 5xx status and a message', () => {
    const codes = Object.keys(PROBLEMS);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [code, { status, message }] of Object.entries(PROBLEMS)) {
      expect(code, code).toMatch(/^[a-z]+(?:_[a-z]+)*$/);
      expect([code, status >= 400 && status <= 599]).toEqual([code, true]);
      expect([code, message.trim().length > 0 && /[.!?]$/.test(message)]).toEqual([code, true]);
    }
  });

  it('is the only place a status and code are written: no route spells an answer of its own', () => {
    const inline = serverSources()
      .filter((file) => !file.endsWith(path.join('http', 'problems.ts')))
      .flatMap((file) => {
        const text = fs.readFileSync(file, 'utf8');
        const found = [...text.matchAll(/problem\(\s*\d{3}|\berror:\s*'[a-z_]+'/g)].map((m) => m[0]);
        return found.map((hit) => `${path.relative(root, file)}: ${hit}`);
      });
    expect(inline).toEqual([]);
  });
});

describe('every route of the app, sent a bad request', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'forecourt-problems-'));
  const server = testServer({ FORECOURT_DATA_DIR: dataDir });
  const app = server.app;
  afterAll(async () => {
    await server.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The app's route table as concrete paths: parameters filled, alternatives spelled out. */
  const paths = (): string[] => {
    const all = app.routes.flatMap(({ path: route }) => {
      const choices = /:\w+\{([^}]+)\}/.exec(route);
      const spelled = choices ? choices[1]!.split('|').map((choice) => route.replace(choices[0], choice)) : [route];
      return spelled.map((p) =>
        p
          .replace(/:\w+/g, 'x')
          .replace(/\/\*$/, '/')
          .replace(/(.)\/$/, '$1'),
      );
    });
    return [...new Set(all)].filter((p) => p !== '/api/health' && p !== '/api/*' && p !== '/api').sort();
  };

  it('answers each with a catalogued code, its status and {error, message, fields}', async () => {
    const routes = paths();
    expect(routes.length).toBeGreaterThan(20);
    const seen = new Set<string>();
    for (const route of routes) {
      for (const site of ['harbour-mazda', 'westside-used-cars', null]) {
        const origin = `http://${site ?? 'nobody'}.localhost:4321`;
        const requests = [
          new Request(`${origin}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin }, body: '{"car_id":' }),
          new Request(`${origin}${route}`, { method: 'PUT', headers: { origin }, body: 'x' }),
          new Request(`${origin}${route}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: 'null' }, body: '{}' }),
        ];
        for (const request of requests) {
          const answer = await app.fetch(request, { dealerSlug: site, clientIp: '127.0.0.1' });
          const label = `${request.method} ${route} on ${site} (origin ${request.headers.get('origin')})`;
          // A call that reads no body (signing out) may take the malformed one; the others are refused.
          if (answer.ok && request.method === 'POST' && request.headers.get('origin') !== 'null') continue;
          const body = (await answer.json()) as { error: ProblemCode; message: unknown; fields?: Record<string, unknown> };
          expect([label, Object.keys(PROBLEMS).includes(body.error)], JSON.stringify(body)).toEqual([label, true]);
          expect([label, answer.status]).toEqual([label, PROBLEMS[body.error].status]);
          expect([label, typeof body.message, Object.keys(body).filter((key) => !['error', 'message', 'fields', 'reason'].includes(key))]).toEqual([
            label,
            'string',
            [],
          ]);
          if (body.fields !== undefined) {
            for (const [name, messages] of Object.entries(body.fields)) {
              expect([label, name, Array.isArray(messages) && messages.every((m) => typeof m === 'string' && m.length > 0)]).toEqual([label, name, true]);
            }
          }
          seen.add(body.error);
        }
      }
    }
    // The bad requests meet the body, origin, method and site rules, not one catch-all.
    expect([...seen]).toEqual(expect.arrayContaining(['invalid_json', 'method_not_allowed', 'forbidden_origin', 'unknown_site', 'not_found']));
  });
});
