import type { APIRoute } from 'astro';
import { carPaths } from '../../../site-data/site-data.server.ts';
import type { Car } from '../../../lib/inventory/car-schema.ts';

/** `/cars/{slug}/view.json`: the car's view count and the fields the page may refresh, for cars with a count. */
export function getStaticPaths() {
  return carPaths().filter((path) => typeof path.props.car.views === 'number');
}

export const GET: APIRoute<{ car: Car }> = ({ props }) => {
  const { car } = props;
  const body = {
    views: car.views ?? 0,
    car_fields: { status: car.status, price: car.price ?? null, photos_count: car.photos_count ?? 0, updated_at: car.updated_at ?? null },
  };
  return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
