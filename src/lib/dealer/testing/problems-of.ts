import { expect } from 'vitest';
import { DealerConfigError } from '../config-error.ts';

/** The lines of the DealerConfigError `load` throws (each a problem naming its file and key); fails the test when it throws none. */
export function problemsOf(load: () => unknown): string[] {
  try {
    load();
  } catch (error) {
    expect(error).toBeInstanceOf(DealerConfigError);
    return (error as DealerConfigError).message.split('\n');
  }
  throw new Error('expected a DealerConfigError');
}
