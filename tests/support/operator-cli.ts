import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';

const run = promisify(execFile);
const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

/**
 * The operator's `npm run <script> -- <args>` on the store in `dataDir`, its output. A script that
 * package.json runs as `node <file>` is run as exactly that, without npm's own start-up (a second
 * of a busy machine per call, and the journeys make dozens); any other goes through npm.
 */
export async function operatorCli(script: string, args: string[], dataDir: string): Promise<string> {
  const env = { ...process.env, FORECOURT_DATA_DIR: dataDir };
  const file = /^node (\S+)$/.exec(scripts[script] ?? '')?.[1];
  const { stdout } = file ? await run(process.execPath, [file, ...args], { env }) : await run('npm', ['run', '--silent', script, '--', ...args], { env });
  return stdout;
}
