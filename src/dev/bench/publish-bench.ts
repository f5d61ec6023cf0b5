import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SCALE_DEALER, editJson, scaleDealerEnv, synthesiseScaleDealer } from './scale-dealer.ts';
import { until } from './bench-steps.ts';
import { runMeasured, startMeasured, waitForQuiet } from './measured-process.ts';
import { freePort } from './free-port.ts';
import { startLocalS3 } from '../../engine/publish/local-s3.ts';
import { recordedPurges } from '../../engine/publish/recorded-purge.ts';

/** One `↑ <slug>: published …` line of the publish stage, read back. */
type PublishLine = {
  uploaded: number;
  added: number;
  skipped: number;
  deleted: number;
  purged: number;
  calls: number;
  mb: number;
  puts: number;
  seconds: number;
};

function parsePublishLine(output: string): PublishLine | null {
  const m =
    /: (\d+) uploaded \((\d+) new\), (\d+) skipped, (\d+) deleted, (\d+) paths purged in (\d+) calls \([^)]*\); ([\d.]+) MB in (\d+) write requests, ([\d.]+) s/.exec(
      output,
    );
  if (!m) return null;
  const [uploaded, added, skipped, deleted, purged, calls, mb, puts, seconds] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return { uploaded, added, skipped, deleted, purged, calls, mb, puts, seconds };
}

type Change = { seconds: number; line: PublishLine; purgedPaths: number };
/** `change`: a running server's price change; `first`: the first one after it started. */
export type PublishBench = { cars: number; full: PublishLine; buildSeconds: number; change: Change; first: Change };

/**
 * `npm run bench:publish`: a dealer of `size` cars (bench:scale's scale dealer) built and published
 * in full to a local S3 server (s3rver through @aws-sdk/client-s3), then one price change sent
 * through the stock webhook to a running `npm start`, timed from `stock apply` starting to the
 * purge being recorded (the publish stage's last step).
 */
export async function benchPublish(root: string, size: number, log: (line: string) => void): Promise<PublishBench> {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), `forecourt-publish-${size}-`));
  const s3 = await startLocalS3(path.join(work, 's3'));
  try {
    const dealer = await synthesiseScaleDealer(root, work, size);
    editJson(path.join(dealer.dealersDir, SCALE_DEALER, 'dealer.json'), (config) => ({
      ...config,
      publish: { endpoint: s3.endpoint, bucket: s3.bucket, prefix: `${SCALE_DEALER}/` },
    }));
    const env = scaleDealerEnv(work, dealer, s3.env);
    const script = (name: string) => path.join(root, 'scripts', name);

    log(`${dealer.records.length} records re-homed to ${SCALE_DEALER}; building and publishing to ${s3.endpoint}…`);
    const build = await runMeasured([script('build.ts')], { cwd: root, env });
    const full = parsePublishLine(build.output);
    if (build.code !== 0 || !full) throw new Error(`build and publish failed:\n${build.output.slice(-3000)}`);
    const summary = JSON.parse(fs.readFileSync(path.join(work, '.cache', 'last-build.json'), 'utf8')) as { built: { cars: number }[] };
    log(`full publish: ${full.uploaded} files, ${full.mb} MB, ${full.seconds} s, ${full.puts} PUTs (build and publish ${build.seconds.toFixed(1)} s)`);

    // Two price changes: the first after the server starts (it downloads the published manifest and
    // reads the hash cache), the next one as a running server handles every change after that.
    const records = dealer.records
      .filter(
        (r) => r['status'] === 'in_stock' && typeof r['price'] === 'number' && fs.existsSync(path.join(work, 'dist', SCALE_DEALER, 'cars', String(r['slug']))),
      )
      .slice(0, 2);
    const port = await freePort();
    const server = startMeasured([script('serve.ts')], { cwd: root, env: { ...env, PORT: String(port) } });
    try {
      await until(() => server.output().includes('forecourt is serving on'), 120, server.output);
      const changes: Change[] = [];
      for (const [i, record] of records.entries()) {
        await waitForQuiet(server.child.pid!, { quietSeconds: 3, maxSeconds: 300, share: 0.1 });
        const changeFile = path.join(work, `change-${i}.json`);
        fs.writeFileSync(changeFile, JSON.stringify({ upsert: [{ id: record.id, price: Number(record['price']) + 777 }] }));
        const purgesBefore = recordedPurges(path.join(work, '.cache'), SCALE_DEALER).length;
        const outputBefore = server.output().length;
        const started = performance.now();
        const apply = startMeasured([script('stock.ts'), 'apply', changeFile], { cwd: root, env: { ...env, FORECOURT_SERVER: `http://127.0.0.1:${port}` } });
        await until(
          () => recordedPurges(path.join(work, '.cache'), SCALE_DEALER).length > purgesBefore,
          120,
          () => apply.output() + server.output(),
        );
        const seconds = (performance.now() - started) / 1000;
        await apply.exited;
        await until(() => parsePublishLine(server.output().slice(outputBefore)) !== null, 30, server.output);
        const line = parsePublishLine(server.output().slice(outputBefore))!;
        const purgedPaths = recordedPurges(path.join(work, '.cache'), SCALE_DEALER).at(-1)!.paths.length;
        // Where the time went: the server's build of the change, and the publish stage's own lines.
        for (const l of server
          .output()
          .slice(outputBefore)
          .split('\n')
          .filter((l) => /✓ |↑ |: \d+ files of /.test(l)))
          log(`  server: ${l.trim()}`);
        log(
          `price change ${i + 1}${i === 0 ? ' (the first since the server started)' : ''}, stock webhook to last purge: ${seconds.toFixed(2)} s (the publish stage ${line.seconds} s of it); ${line.uploaded} files uploaded (${line.puts} PUTs), ${purgedPaths} paths purged in ${line.calls} calls`,
        );
        changes.push({ seconds, line, purgedPaths });
      }
      return { cars: summary.built[0]!.cars, full, buildSeconds: build.seconds, change: changes.at(-1)!, first: changes[0]! };
    } finally {
      server.child.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((r) => setTimeout(r, 10_000))]);
    }
  } finally {
    await s3.close();
    fs.rmSync(work, { recursive: true, force: true });
  }
}
