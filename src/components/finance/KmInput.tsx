import { formatKm } from '../../lib/finance/format.ts';
import QuickPickField, { type QuickPickFieldProps } from './QuickPickField.tsx';

const KM_QUICK_PICKS: readonly number[] = [10_000, 25_000, 50_000, 75_000, 100_000, 150_000, 200_000];

export type KmInputProps = QuickPickFieldProps;

/** A kilometres field: thousands separators, ' kms' suffix and quick picks. */
export default function KmInput({ quickPicks = KM_QUICK_PICKS, ...field }: KmInputProps) {
  return <QuickPickField {...field} quickPicks={quickPicks} maxDecimals={0} suffix=" kms" formatPick={formatKm} />;
}
