import { describe, expect, it } from 'vitest';
import { makeCar } from '../inventory/fixtures/car.ts';
import { marketPriceSaving } from './market.ts';

const car = (price: number | null, state: number | null) => makeCar({ price, autograb_data: state === null ? null : { state_average_market_price: state } });

describe('market-price badge', () => {
  it('shows when the price is $500 or more below the state average', () => {
    expect(marketPriceSaving(car(29_500, 30_000))).toBe(500);
    expect(marketPriceSaving(car(25_000, 30_000))).toBe(5_000);
  });
  it('hides when the saving is under $500, or the price is at or above the average', () => {
    expect(marketPriceSaving(car(29_501, 30_000))).toBeNull();
    expect(marketPriceSaving(car(30_000, 30_000))).toBeNull();
    expect(marketPriceSaving(car(31_000, 30_000))).toBeNull();
  });
  it('hides without market data or a shown price', () => {
    expect(marketPriceSaving(car(20_000, null))).toBeNull();
    expect(marketPriceSaving(car(null, 30_000))).toBeNull();
    expect(marketPriceSaving(car(0, 30_000))).toBeNull();
  });
});
