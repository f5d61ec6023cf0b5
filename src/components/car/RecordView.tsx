import { useEffect } from 'react';
import { recordViewedCar, type ViewedCarInput } from '../../stores/recently-viewed.ts';
import { reactIsland } from '../react-island.ts';

/**
 * Remembers the car as recently viewed once the page is shown (renders nothing). For the vehicle
 * page: `<RecordView client:idle car={{ id, stocknum, make, model, body, simple_body }} />`.
 */
function RecordView({ car }: { car: ViewedCarInput }) {
  useEffect(() => recordViewedCar(car), [car]);
  return null;
}

export default reactIsland(RecordView);
