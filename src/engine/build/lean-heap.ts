import v8 from 'node:v8';

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
