import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type RecordedRequest = {
  method: string;
  /** Path without the query string. */
  path: string;
  query: Record<string, string>;
  body: unknown;
  authorization: string | undefined;
};

export type FakeResponse = { status?: number; body?: unknown };

export type FakeMeili = {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
};

/**
 * A local HTTP server standing in for Meilisearch in contract tests: it records every request and
 * answers with whatever `respond` returns (Meilisearch's documented response shapes).
 */
export async function startFakeMeili(
  respond: (request: RecordedRequest) => FakeResponse,
): Promise<FakeMeili> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: text === '' ? undefined : JSON.parse(text),
        authorization: req.headers.authorization,
      };
      requests.push(recorded);
      let answer: FakeResponse;
      try {
        answer = respond(recorded);
      } catch (error) {
        answer = { status: 500, body: { message: String(error), code: 'internal', type: 'internal', link: '' } };
      }
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

/** Meilisearch's answer to a document or settings write: the enqueued task. */
export function enqueued(taskUid: number, type: string, indexUid = 'cars'): FakeResponse {
  return {
    status: 202,
    body: { taskUid, indexUid, status: 'enqueued', type, enqueuedAt: '2025-06-01T00:00:00.000Z' },
  };
}

/** Meilisearch's answer to GET /tasks/:uid once the task has run. */
export function finishedTask(uid: number, status: 'succeeded' | 'failed' = 'succeeded', message?: string): FakeResponse {
  return {
    body: {
      uid,
      batchUid: uid,
      indexUid: 'cars',
      status,
      type: 'documentAdditionOrUpdate',
      canceledBy: null,
      details: {},
      error: status === 'failed' ? { message, code: 'invalid_document_id', type: 'invalid_request', link: '' } : null,
      duration: 'PT0.01S',
      enqueuedAt: '2025-06-01T00:00:00.000Z',
      startedAt: '2025-06-01T00:00:00.001Z',
      finishedAt: '2025-06-01T00:00:00.011Z',
    },
  };
}
