import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * s3rver (3.7) ignores `If-Match` and `If-None-Match` on PutObject: it stores every write. AWS S3
 * (since August 2024) and Cloudflare R2 refuse a conditional write whose condition fails with 412
 * PreconditionFailed, and the publish relies on that for its manifest (publish-site.ts). This
 * loopback stand-in sits in front of s3rver and gives it that behaviour: a PUT carrying either
 * header is checked against the ETag s3rver holds for the key (read from its store on disk: the
 * object's MD5, which is what s3rver sends as the ETag) and answered 412 in S3's XML error shape
 * when it fails, or passed on; conditional PUTs of one key are taken one at a time, so the check
 * and the write are one step as on S3. Every other request is passed on untouched.
 */
export async function conditionalWrites(upstream: string, store: string): Promise<{ endpoint: string; conditional: () => number; close: () => Promise<void> }> {
  let conditional = 0;
  const queues = new Map<string, Promise<void>>();
  const etagOf = (url: string): string | null => {
    // Path style: /<bucket>/<key>; s3rver keeps the key's bytes' MD5 beside them.
    const object = path.join(store, `${decodeURIComponent(url.split('?')[0]!.slice(1))}._S3rver_object`);
    if (!fs.existsSync(object)) return null;
    const md5 = fs.existsSync(`${object}.md5`)
      ? fs.readFileSync(`${object}.md5`, 'utf8').trim()
      : crypto.createHash('md5').update(fs.readFileSync(object)).digest('hex');
    return `"${md5}"`;
  };
  const pass = (req: http.IncomingMessage, res: http.ServerResponse) =>
    new Promise<void>((done) => {
      const out = http.request(upstream + req.url, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
        answer.on('end', done);
      });
      out.on('error', (error) => {
        res.destroy(error);
        done();
      });
      req.pipe(out);
    });
  const server = http.createServer((req, res) => {
    const ifMatch = req.headers['if-match'];
    const ifNoneMatch = req.headers['if-none-match'];
    if (req.method !== 'PUT' || (!ifMatch && !ifNoneMatch)) return void pass(req, res);
    conditional++;
    const key = req.url!.split('?')[0]!;
    const turn = (queues.get(key) ?? Promise.resolve()).then(async () => {
      const etag = etagOf(req.url!);
      const holds = ifMatch ? etag === ifMatch : ifNoneMatch === '*' && etag === null;
      if (holds) return pass(req, res);
      req.resume();
      res.writeHead(412, { 'content-type': 'application/xml' });
      res.end(
        `<?xml version="1.0" encoding="UTF-8"?><Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message><Condition>${ifMatch ? 'If-Match' : 'If-None-Match'}</Condition></Error>`,
      );
    });
    queues.set(key, turn);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    conditional: () => conditional,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
