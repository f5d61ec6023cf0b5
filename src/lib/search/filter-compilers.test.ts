import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DealerFilterSchema } from './dealer-filter.ts';
import { and, cmp, isIn, not, or, TRUE, type FilterExpr } from './filter-ast.ts';
import { dealerFilterPredicate, toPredicate } from './filter-predicate.ts';
import { dealerFilterToMeili, quoteMeiliString, toMeiliFilter } from './filter-to-meili.ts';
import { interpretMeiliFilter } from './fixtures/meili-filter-interpreter.ts';
import { makeDocument } from './fixtures/document.ts';
import { dealerFilterArbitrary, NOW, sampleStock, stockArbitrary } from './fixtures/sample-stock.ts';

const DAY = 86_400;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('dealer filter compilers', () => {
  const defaults = DealerFilterSchema.parse({});

  it('keep available cars and cars sold within the window, and drop hidden ones', () => {
    const docs = [
      makeDocument({ id: 1 }),
      makeDocument({ id: 2, status: 'coming_soon' }),
      makeDocument({ id: 3, status: 'sold', sold_at: iso(NOW - 2 * DAY) }),
      makeDocument({ id: 4, status: 'sold', sold_at: iso(NOW - 3 * DAY - 1) }),
      makeDocument({ id: 5, status: 'sold' }),
      makeDocument({ id: 6, status: 'deposit_taken' }),
      makeDocument({ id: 7, show_on_dealer_website: false }),
      makeDocument({ id: 8, show_on_dealer_website: true }),
      makeDocument({ id: 9, status: 'sold', sold_at: iso(NOW - 3 * DAY) }),
    ];
    const kept = [1, 2, 3, 8, 9].map(String);
    const meili = interpretMeiliFilter(dealerFilterToMeili(defaults, NOW));
    expect(docs.filter(dealerFilterPredicate(defaults, NOW)).map((d) => d.id)).toEqual(kept);
    expect(docs.filter(meili).map((d) => d.id)).toEqual(kept);
  });

  it('apply the dealer restrictions, comparing makes and stock numbers case-insensitively', () => {
    const filter = DealerFilterSchema.parse({
      dealershipIds: [1, 2],
      excludedMakes: ['toyota'],
      excludedStockNumbers: ['u1'],
      carTypes: ['used', 'demo'],
    });
    const docs = [
      makeDocument({ id: 1, dealership_id: 1, make: 'Toyota', car_type: 'used' }),
      makeDocument({ id: 2, dealership_id: 2, make: 'Mazda', car_type: 'used', stocknum: 'U1' }),
      makeDocument({ id: 3, dealership_id: 2, make: 'Mazda', car_type: 'demo', stocknum: 'U2' }),
      makeDocument({ id: 4, dealership_id: 3, make: 'Mazda', car_type: 'used' }),
      makeDocument({ id: 5, dealership_id: 1, make: 'Mazda', car_type: 'new' }),
    ];
    const meili = interpretMeiliFilter(dealerFilterToMeili(filter, NOW));
    expect(docs.filter(dealerFilterPredicate(filter, NOW)).map((d) => d.id)).toEqual(['3']);
    expect(docs.filter(meili).map((d) => d.id)).toEqual(['3']);
  });

  it('spell the Meilisearch filter with quoted, escaped strings and numeric sold window', () => {
    const filter = DealerFilterSchema.parse({
      includeSoldCarsDays: 5,
      usedOnly: true,
      excludedMakes: ['Say "Hi" Motors', 'Back\\Slash'],
      excludedStockNumbers: ['A1'],
    });
    expect(dealerFilterToMeili(filter, 1_000_000)).toBe(
      '((status IN ["in_stock", "coming_soon"]) OR ((status = "sold") AND (sold_at_ts >= 568000)))' +
        ' AND (show_on_dealer_website != false)' +
        ' AND (car_type = "used")' +
        ' AND (stocknum != "A1")' +
        ' AND (make NOT IN ["Say \\"Hi\\" Motors", "Back\\\\Slash"])',
    );
  });

  it('quote strings so the Meilisearch parser reads back the same value', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary' }).filter((s) => s.trim() !== ''),
        fc.string({ unit: 'binary' }).filter((s) => s.trim() !== ''),
        (value, other) => {
          const filter = interpretMeiliFilter(`make = ${quoteMeiliString(value)}`);
          expect(filter({ id: '1', make: value })).toBe(true);
          const same = value.trim().normalize('NFKD').toLowerCase() === other.trim().normalize('NFKD').toLowerCase();
          expect(filter({ id: '2', make: other })).toBe(same);
        },
      ),
    );
  }, 30_000); // a property over generated strings: seconds on a busy machine

  it('agree with each other on generated stock for generated dealer filters', () => {
    fc.assert(
      fc.property(stockArbitrary(50, 300), dealerFilterArbitrary, (docs, filter) => {
        const predicate = dealerFilterPredicate(filter, NOW);
        const meili = interpretMeiliFilter(dealerFilterToMeili(filter, NOW));
        for (const doc of docs) expect([doc.id, predicate(doc)]).toEqual([doc.id, meili(doc)]);
      }),
      { numRuns: 60 },
    );
  });
});

const FIELDS = ['make', 'status', 'categories', 'price', 'year', 'certified', 'stocknum'];
const scalar = fc.oneof(
  fc.constantFrom('Toyota', 'toyota', 'in_stock', 'SUV', 'Say "Hi" Motors', 'Back\\Slash', 'S3'),
  fc.integer({ min: 0, max: 5 }),
  fc.constantFrom(2010, 2020, 50_000),
  fc.boolean(),
);
const exprArbitrary: fc.Arbitrary<FilterExpr> = fc.letrec<{ expr: FilterExpr }>((tie) => ({
  expr: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.record({ field: fc.constantFrom(...FIELDS), values: fc.array(scalar, { maxLength: 3 }) }).map(({ field, values }) => isIn(field, values)),
    fc
      .record({
        field: fc.constantFrom('price', 'year', 'km'),
        op: fc.constantFrom('>' as const, '>=' as const, '<' as const, '<=' as const),
        value: fc.integer({ min: -1, max: 120_000 }),
      })
      .map(({ field, op, value }) => cmp(field, op, value)),
    fc.array(tie('expr'), { maxLength: 3 }).map((of) => and(...of)),
    fc.array(tie('expr'), { maxLength: 3 }).map((of) => or(...of)),
    tie('expr').map(not),
    fc.constant(TRUE),
  ),
})).expr;

describe('filter expression compilers', () => {
  const docs = sampleStock(200);

  it('agree on arbitrary nested expressions, including empty and/or and negations', () => {
    fc.assert(
      fc.property(exprArbitrary, (expr) => {
        const predicate = toPredicate(expr);
        const compiled = toMeiliFilter(expr);
        const meili = compiled === null ? () => true : interpretMeiliFilter(compiled);
        for (const doc of docs) expect([doc.id, predicate(doc)]).toEqual([doc.id, meili(doc)]);
      }),
      { numRuns: 300 },
    );
  });

  it('return null for an expression that matches everything', () => {
    expect(toMeiliFilter(TRUE)).toBeNull();
    expect(toMeiliFilter(and(TRUE, or(TRUE, isIn('make', ['x']))))).toBeNull();
    expect(toPredicate(TRUE)({ id: '1' })).toBe(true);
  });

  it('refuse attribute names that would inject syntax', () => {
    expect(() => toMeiliFilter(isIn('make = "x" OR id', ['y']))).toThrow(/attribute/);
  });
});

describe('the reference Meilisearch filter interpreter', () => {
  const movies = [
    { id: '1', genres: ['Horror', 'Comedy'], rating: 8, director: 'Jordan Peele' },
    { id: '2', genres: ['Drama'], rating: 6.5, director: "Tim O'Brien" },
    { id: '3', genres: ['comedy'], rating: 3 },
  ];
  const run = (filter: string | string[] | (string | string[])[]) => movies.filter(interpretMeiliFilter(filter)).map((m) => m.id);

  it('reads documented operators, precedence and the array form', () => {
    expect(run('genres = comedy')).toEqual(['1', '3']);
    expect(run('genres != comedy')).toEqual(['2']);
    expect(run('rating 5 TO 8')).toEqual(['1', '2']);
    expect(run('genres = drama OR genres = horror AND rating > 9')).toEqual(['2']);
    expect(run('NOT genres IN [horror, drama]')).toEqual(['3']);
    expect(run('genres NOT IN [horror, drama]')).toEqual(['3']);
    expect(run('director EXISTS')).toEqual(['1', '2']);
    expect(run(`director = "Tim O'Brien"`)).toEqual(['2']);
    expect(run(['rating >= 3', ['genres = drama', 'genres = horror']])).toEqual(['1', '2']);
  });

  it('rejects malformed filters', () => {
    expect(() => run('genres = "open')).toThrow();
    expect(() => run('genres IN [a, b')).toThrow();
    expect(() => run('(genres = a')).toThrow();
    expect(() => run('rating > x')).toThrow();
  });
});
