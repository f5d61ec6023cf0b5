import { useEffect, useState } from 'react';
import { leadCarOf, type LeadCar } from '../../lib/leads/lead-car.ts';
import { loadCurrentStockFile } from '../../lib/listing/stock-data.ts';

type Dealerships = readonly { id: number; slug: string }[];

/**
 * The car with this id, from the dealer's stock file in the browser (static form pages read no
 * stock). A car the file does not hold, or a file that does not load, still gives a lead
 * about that car id: the dealer can look it up.
 */
async function findLeadCar(carId: string, dealerships: Dealerships, carType: string | null = null): Promise<LeadCar> {
  try {
    const doc = (await loadCurrentStockFile(true)).find((d) => d.id === carId);
    if (doc) return leadCarOf(doc, dealerships);
  } catch (error) {
    console.warn('stock file unavailable for the lead car', error);
  }
  return leadCarOf({ id: carId, car_type: carType }, dealerships);
}

/** The lead's car: `known` as given, else the car `carId` names once it is found (null until then). */
export function useLeadCar(known: LeadCar | null, carId: string | null, dealerships: Dealerships, carType: string | null = null): LeadCar | null {
  const [found, setFound] = useState<LeadCar | null>(null);
  useEffect(() => {
    if (known !== null || carId === null) return;
    let live = true;
    void findLeadCar(carId, dealerships, carType).then((car) => {
      if (live) setFound(car);
    });
    return () => {
      live = false;
    };
  }, [known, carId, dealerships, carType]);
  return known ?? (found?.car_id === carId ? found : null);
}
