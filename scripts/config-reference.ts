/**
 * npm run docs:config: writes docs/dealer-config.md from the zod schemas; `-- --check` only
 * reports whether it is out of date (a unit test checks the same).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { REFERENCE_PATH, readSharedDefaults, renderConfigReference } from '../src/lib/dealer/config-reference.ts';

const doc = renderConfigReference(readSharedDefaults());
if (process.argv.includes('--check')) {
  if (readFileSync(REFERENCE_PATH, 'utf8') !== doc) {
    console.error(`${REFERENCE_PATH} is out of date; run npm run docs:config`);
    process.exitCode = 1;
  }
} else {
  writeFileSync(REFERENCE_PATH, doc);
  console.log(`wrote ${REFERENCE_PATH}`);
}
