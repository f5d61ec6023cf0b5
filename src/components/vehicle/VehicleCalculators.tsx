import DeliveryCalculator, { type DeliveryCalculatorProps } from './DeliveryCalculator.tsx';
import FuelCalculator, { type FuelCalculatorProps } from './FuelCalculator.tsx';
import { reactIsland } from '../react-island.ts';

interface VehicleCalculatorsProps {
  /** Null for electric cars (no fuel calculator). */
  fuel: FuelCalculatorProps | null;
  /** Where deliveries start and the dealer's prices; null hides the delivery calculator. */
  delivery: DeliveryCalculatorProps | null;
}

/** The fuel and delivery calculators, one island. */
function VehicleCalculators({ fuel, delivery }: VehicleCalculatorsProps) {
  return (
    <div className="calculators">
      {fuel && <FuelCalculator {...fuel} />}
      {delivery && <DeliveryCalculator {...delivery} />}
    </div>
  );
}

export default reactIsland(VehicleCalculators);
