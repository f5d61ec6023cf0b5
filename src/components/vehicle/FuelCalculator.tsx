import { useId, useState } from 'react';
import { formatMoney } from '../../lib/finance/format.ts';
import { VEHICLE_COPY } from '../../lib/vehicle/vehicle-words.ts';
import { FUEL_DEFAULTS, fuelCost, parseNumeric } from '../../lib/vehicle/fuel.ts';

export interface FuelCalculatorProps {
  litresPer100km: number;
  /** The consumption is the 10 L/100km fallback, not the car's own figure. */
  fallback: boolean;
}

const money = (n: number) => formatMoney(Math.round(n * 100) / 100);

/** Weekly, monthly and yearly fuel cost for a distance and fuel price; numeric parsing only. */
export default function FuelCalculator({ litresPer100km, fallback }: FuelCalculatorProps) {
  const id = useId();
  const [km, setKm] = useState(String(FUEL_DEFAULTS.kmPerWeek));
  const [price, setPrice] = useState(FUEL_DEFAULTS.pricePerLitre.toFixed(2));
  const cost = fuelCost(parseNumeric(km), parseNumeric(price), litresPer100km);
  return (
    <div className="calc" data-testid="fuel-calculator">
      <h3>{VEHICLE_COPY.fuelCalculator}</h3>
      <p className="muted">{VEHICLE_COPY.consumption(String(litresPer100km), fallback)}</p>
      <div className="calc-fields">
        <label htmlFor={`${id}-km`}>{VEHICLE_COPY.kmPerWeek}</label>
        <input id={`${id}-km`} inputMode="numeric" value={km} onChange={(e) => setKm(e.target.value)} />
        <label htmlFor={`${id}-price`}>{VEHICLE_COPY.fuelPrice}</label>
        <input id={`${id}-price`} inputMode="decimal" value={price} onChange={(e) => setPrice(e.target.value)} />
      </div>
      <dl className="calc-result" aria-live="polite">
        <div>
          <dt>{VEHICLE_COPY.fuelPerWeek}</dt>
          <dd data-testid="fuel-week">{money(cost.week)}</dd>
        </div>
        <div>
          <dt>{VEHICLE_COPY.fuelPerMonth}</dt>
          <dd>{money(cost.month)}</dd>
        </div>
        <div>
          <dt>{VEHICLE_COPY.fuelPerYear}</dt>
          <dd>{money(cost.year)}</dd>
        </div>
      </dl>
    </div>
  );
}
