import { readFileSync, writeFileSync } from 'node:fs';

/**
 * Writes a doc generated from code (`npm run docs:…`), or with `--check` only reports whether the
 * committed one is out of date (exit code 1), as the unit tests also check.
 */
export function writeGeneratedDoc(file: string, doc: string, command: string, argv: readonly string[] = process.argv): void {
  if (argv.includes('--check')) {
    if (readFileSync(file, 'utf8') !== doc) {
      console.error(`${file} is out of date; run ${command}`);
      process.exitCode = 1;
    }
    return;
  }
  writeFileSync(file, doc);
  console.log(`wrote ${file}`);
}
