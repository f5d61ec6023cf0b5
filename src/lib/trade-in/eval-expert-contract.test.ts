import { describe, expect, it } from 'vitest';
import { candidateDescriptions, lookupOutcome } from './eval-expert-contract.ts';

describe('the enter-vin answer as step 1 reads it', () => {
  it('goes to Vehicle Selection with the candidates under either spelling of the list', () => {
    const pascal = [{ EvalID: null, VIN: 'V1', Descriptions: [{ Description: '2019 Toyota Corolla SX' }, { Description: '2019 Toyota Corolla ZR' }] }];
    const camel = [{ VIN: 'V1', descriptions: [{ Description: '2019 Toyota Corolla SX' }, '  2019 Toyota Corolla ZR ', { Description: '' }] }];
    expect(lookupOutcome(pascal)).toEqual({ kind: 'candidates', vin: 'V1', descriptions: ['2019 Toyota Corolla SX', '2019 Toyota Corolla ZR'] });
    expect(lookupOutcome(camel)).toEqual(lookupOutcome(pascal));
    expect(candidateDescriptions({ Descriptions: 'not a list' })).toEqual([]);
  });

  it('goes on with an EvalID when there are no candidates, and to the no-match panel otherwise', () => {
    expect(lookupOutcome([{ EvalID: 'e-1', Descriptions: [] }])).toEqual({ kind: 'valuation', evalId: 'e-1' });
    expect(lookupOutcome([{ EvalID: 42 }])).toEqual({ kind: 'valuation', evalId: '42' });
    expect(lookupOutcome([])).toEqual({ kind: 'none' });
    expect(lookupOutcome([{ EvalID: null, Descriptions: [] }])).toEqual({ kind: 'none' });
    expect(lookupOutcome({ EvalID: 'e-1' })).toEqual({ kind: 'none' });
  });
});
