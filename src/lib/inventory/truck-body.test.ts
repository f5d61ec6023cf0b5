import { describe, expect, it } from 'vitest';
import { makeFeedRecord } from './fixtures/car.ts';
import { parseStock } from './parse-stock.ts';
import { withTruckBody } from './truck-body.ts';

const [truck, ute] = parseStock(
  [makeFeedRecord({ id: 1, slug: 'truck', simple_body: 'truck' }), makeFeedRecord({ id: 2, slug: 'sedan', simple_body: 'sedan', bodyconfiguration: 'Sedan' })],
  'd',
).cars;

describe('withTruckBody', () => {
  it("shows a feed's 'truck' body as the dealer's truck body, facets included", () => {
    expect(truck?.simple_body).toBe('truck');
    const asUte = withTruckBody(truck!, 'ute');
    expect([asUte.simple_body, asUte.facets.body]).toEqual(['ute', 'ute']);
    const asLight = withTruckBody(truck!, 'lightTruck');
    expect([asLight.simple_body, asLight.facets.body]).toEqual(['lightTruck', 'lightTruck']);
  });
  it('leaves other bodies alone', () => {
    expect(withTruckBody(ute!, 'ute')).toBe(ute);
  });
});
