/**
 * npm run docs:config: writes docs/dealer-config.md from the zod schemas; `-- --check` only
 * reports whether it is out of date (a unit test checks the same).
 */
import { writeGeneratedDoc } from '../src/dev/generated-doc.ts';
import { REFERENCE_PATH, readSharedDefaults, renderConfigReference } from '../src/lib/dealer/config-reference.ts';

writeGeneratedDoc(REFERENCE_PATH, renderConfigReference(readSharedDefaults()), 'npm run docs:config');
