import module from 'node:module';
import path from 'node:path';

/**
 * Node's compile cache (code compiled from type-stripped `.ts`, kept on disk and checked against each
 * file's content) for a command and every process it starts: they inherit NODE_COMPILE_CACHE. It
 * covers only modules loaded after this call, so an entry script calls it and then imports its
 * command. `npm run stock -- apply` loads its modules in ~0.24 s without it, ~0.13 s with it, on
 * the path of every stock change.
 */
export function useCompileCache(root: string): void {
  process.env['NODE_COMPILE_CACHE'] ??= path.join(root, '.cache', 'node-compile');
  module.enableCompileCache(process.env['NODE_COMPILE_CACHE']);
}
