import type { LatLng } from '../../lib/geo/distance.ts';
import DeliveryCalculator from './DeliveryCalculator.tsx';
import FuelCalculator, { type FuelCalculatorProps } from './FuelCalculator.tsx';
import { reactIsland } from '../react-island.ts';

interface VehicleCalculatorsProps {
  /** Null for electric cars (no fuel calculator). */
  fuel: FuelCalculatorProps | null;
  /** Where deliveries start; null hides the delivery calculator. */
  origin: LatLng | null;
}

/** The fuel and delivery calculators, one island. */
function VehicleCalculators({ fuel, origin }: VehicleCalculatorsProps) {
  return (
    <div className="calculators">
      {fuel && <FuelCalculator {...fuel} />}
      {origin && <DeliveryCalculator origin={origin} />}
    </div>
  );
}

export default reactIsland(VehicleCalculators);
