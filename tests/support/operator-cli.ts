import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { createServerContext, type ServerContext } from '../../src/server/context/server-context.ts';
import { OPERATOR_COMMANDS } from '../../src/server/operator/operator-commands.ts';

const run = promisify(execFile);
const scripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;

type Script = keyof typeof OPERATOR_COMMANDS;

/**
 * The operator's `npm run <script> -- <args>` on the store in `dataDir`, its output: run as
 * package.json runs it (`node scripts/<script>.ts`, without npm's own start-up).
 */
export async function operatorCli(script: Script, args: string[], dataDir: string): Promise<string> {
  const file = /^node (\S+)$/.exec(scripts[script] ?? '')?.[1];
  if (!file) throw new Error(`package.json runs ${script} otherwise than as node <file>`);
  const { stdout } = await run(process.execPath, [file, ...args], { env: { ...process.env, FORECOURT_DATA_DIR: dataDir } });
  return stdout;
}

const contexts = new Map<string, ServerContext>();

/**
 * The same command's output, run in this process: the function its script calls, on a server
 * context over `dataDir` kept for the file's life. The journeys read what they check this way
 * (dozens of reads, some polled): a script's own process costs 1.5–3 s of a busy machine's CPU,
 * mostly loading modules. Each script's own wiring is run as a process by a journey or test of
 * its own (operatorCli).
 */
export async function operatorCommand(script: Script, args: string[], dataDir: string): Promise<string> {
  let context = contexts.get(dataDir);
  if (!context) contexts.set(dataDir, (context = createServerContext({ env: { ...process.env, FORECOURT_DATA_DIR: dataDir } })));
  const { out, code } = await OPERATOR_COMMANDS[script](context, args);
  if (code !== 0) throw new Error(`npm run ${script} -- ${args.join(' ')} ended with ${code}:\n${out}`);
  return out;
}
