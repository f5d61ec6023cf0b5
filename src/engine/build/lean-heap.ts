import v8 from 'node:v8';
import vm from 'node:vm';

/**
 * For processes that drive builds (`npm run build`, `npm start`): they read and parse the stock,
 * then mostly wait for render processes. With V8's default sizing the heap pages
 * used while parsing stay resident afterwards (about 620 MB for the two largest sample dealers
 * built at once, of which some 150 MB live); sized for memory, the same build peaks near 300 MB,
 * no slower, which leaves that memory to the render processes. Render processes keep the defaults:
 * rendering is where speed is earned. Not `npm run stock -- apply`: with no server it drives one
 * small build, whose time goes to parsing the index and the previous snapshot, which this mode makes
 * 2-4 times slower.
 */
export function useLeanHeap(): void {
  v8.setFlagsFromString('--optimize-for-size');
}

let collector: ((options: object) => void) | null = null;

/**
 * A full collection that gives emptied heap pages back to the system, in a driving process (started
 * without `--expose-gc`): called where it has just let go of a dealer's parsed stock and waits for
 * render processes, which then have that memory (20,000 cars: ~60 MB).
 */
export function collectDriverGarbage(): void {
  if (!collector) {
    v8.setFlagsFromString('--expose-gc');
    collector = vm.runInNewContext('gc') as (options: object) => void;
  }
  // 'last-resort': collects until nothing more is freed and shrinks the heap (a plain collection
  // keeps the emptied pages for reuse).
  collector({ type: 'major', execution: 'sync', flavor: 'last-resort' });
}
