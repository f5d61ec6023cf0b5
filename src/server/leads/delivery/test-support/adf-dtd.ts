import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The vendored ADF 1.0 DTD (AutoleadDataFormat/Spec's adf.dtd, its ambiguous content models made deterministic). */
const ADF_DTD = fileURLToPath(new URL('../adf-1.0.dtd', import.meta.url));

/**
 * What xmllint (Debian's libxml2-utils) says of `xml` validated against the ADF 1.0 DTD: '' when
 * it is valid. xmllint reports some problems on stderr with exit status 0, so both are read.
 */
export function adfDtdErrors(xml: string): string {
  const run = spawnSync('xmllint', ['--noout', '--dtdvalid', ADF_DTD, '-'], { input: xml, encoding: 'utf8' });
  if (run.error) throw new Error(`xmllint could not run (apt-get install libxml2-utils): ${run.error.message}`);
  if (run.status === 0 && run.stderr.trim() === '') return '';
  return run.stderr.trim() || `xmllint exited with status ${run.status}`;
}
