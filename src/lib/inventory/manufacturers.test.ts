import { describe, expect, it } from 'vitest';
import { findManufacturer, makeSlug, MANUFACTURERS, normaliseMakeName } from './manufacturers.ts';

describe('normaliseMakeName', () => {
  it.each([
    ['Suzuki Australia', 'Suzuki'],
    ['Mercedes Benz', 'Mercedes-Benz'],
    ['Isuzu UTE', 'Isuzu'],
    ['Viscount Caravans', 'Viscount'],
  ])('renames %s to %s', (feed, display) => expect(normaliseMakeName(feed)).toBe(display));

  it.each(['Mazda', 'Mercedes-Benz', 'Suzuki', 'Isuzu Trucks', 'Jayco', 'suzuki australia', 'Lotus Caravans'])('leaves %s unchanged', (name) =>
    expect(normaliseMakeName(name)).toBe(name),
  );
});

describe('makeSlug', () => {
  it.each([
    ['Mercedes Benz', 'mercedes-benz'],
    ['Isuzu UTE', 'isuzu'],
    ['Viscount Caravans', 'viscount'],
    ['Harley-Davidson', 'harley-davidson'],
    ['Land Rover', 'land-rover'],
    ['Citroën', 'citroen'],
    ['New Age', 'new-age'],
  ])('%s → %s', (name, slug) => expect(makeSlug(name)).toBe(slug));
});

describe('MANUFACTURERS', () => {
  it('lists about 150 makes with unique ids, names and slugs', () => {
    expect(MANUFACTURERS.length).toBeGreaterThanOrEqual(145);
    expect(new Set(MANUFACTURERS.map((m) => m.id)).size).toBe(MANUFACTURERS.length);
    expect(new Set(MANUFACTURERS.map((m) => m.slug)).size).toBe(MANUFACTURERS.length);
    for (const m of MANUFACTURERS) expect(m.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('covers cars, motorcycles, trucks and caravans and uses display names', () => {
    for (const name of ['Mazda', 'Toyota', 'Harley-Davidson', 'Kenworth', 'Jayco', 'Mercedes-Benz', 'Viscount'])
      expect(findManufacturer(name)?.name).toBe(name);
    expect(MANUFACTURERS.every((m) => normaliseMakeName(m.name) === m.name)).toBe(true);
  });

  it('finds a make however a feed spells it', () => {
    expect(findManufacturer('Mercedes Benz')?.name).toBe('Mercedes-Benz');
    expect(findManufacturer('isuzu ute')).toBeUndefined();
    expect(findManufacturer('Suzuki Australia')?.slug).toBe('suzuki');
  });
});
