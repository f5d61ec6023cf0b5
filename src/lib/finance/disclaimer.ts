import { carLender, type FinanceCar } from './lenders.ts';
import type { FinanceSettings } from './finance-settings.ts';

/** Longer disclaimers are cut here behind a Show More/Less toggle. */
export const DISCLAIMER_TRUNCATE_AT = 197;

export interface TruncatedText {
  full: string;
  /** The first 197 characters followed by '...', or the full text when it is short enough. */
  short: string;
  truncated: boolean;
}

export function truncateDisclaimer(text: string, limit = DISCLAIMER_TRUNCATE_AT): TruncatedText {
  const full = text.trim();
  if (full.length <= limit) return { full, short: full, truncated: false };
  return { full, short: `${full.slice(0, limit).trimEnd()}...`, truncated: true };
}

/** The car's disclaimer for the site's provider, or the site's default disclaimer. */
export function financeDisclaimer(car: FinanceCar | null | undefined, settings: FinanceSettings): string {
  const own = car ? carLender(car, settings.provider)?.disclaimer?.trim() : undefined;
  return own ? own : settings.disclaimer;
}
