import { formatMoney } from '../../lib/finance/format.ts';
import QuickPickField, { type QuickPickFieldProps } from './QuickPickField.tsx';

const BUDGET_QUICK_PICKS: readonly number[] = [5_000, 10_000, 15_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000];
/** The one site whose budgets start at $300,000. */
export const BUDGET_QUICK_PICKS_HIGH: readonly number[] = [300_000, 400_000, 500_000, 600_000, 700_000, 800_000];

export interface MoneyInputProps extends QuickPickFieldProps {
  maxDecimals?: number;
}

/** A budget field: '$' prefix, thousands separators and quick picks ($5,000–$70,000 by default). */
export default function MoneyInput({ quickPicks = BUDGET_QUICK_PICKS, maxDecimals = 0, ...field }: MoneyInputProps) {
  return <QuickPickField {...field} quickPicks={quickPicks} maxDecimals={maxDecimals} prefix="$" formatPick={formatMoney} />;
}
