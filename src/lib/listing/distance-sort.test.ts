import { describe, expect, it } from 'vitest';
import { sortByDistance } from './distance-sort.ts';

// Brisbane CBD, Southport (about 66 km away) and Toowoomba (about 100 km away).
const locations = [
  { id: 1, lat: -27.4698, lng: 153.0251 },
  { id: 2, lat: -27.9671, lng: 153.4 },
  { id: 3, lat: -27.5606, lng: 151.9507 },
];

describe('sortByDistance', () => {
  it('orders by distance from the origin, keeping order within a location and unknown locations last', () => {
    const docs = [
      { id: 'a', location_id: 1 },
      { id: 'b', location_id: 3 },
      { id: 'c', location_id: null },
      { id: 'd', location_id: 2 },
      { id: 'e', location_id: 1 },
      { id: 'f', location_id: 99 },
    ];
    const nearSouthport = { lat: -28.0, lng: 153.43 };
    expect(sortByDistance(docs, locations, nearSouthport).map((d) => d.id)).toEqual(['d', 'a', 'e', 'b', 'c', 'f']);
    const nearToowoomba = { lat: -27.56, lng: 151.95 };
    expect(sortByDistance(docs, locations, nearToowoomba).map((d) => d.id)).toEqual(['b', 'a', 'e', 'd', 'c', 'f']);
  });
});
