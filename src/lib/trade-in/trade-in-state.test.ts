import { describe, expect, it } from 'vitest';
import { leadFormDefinition, TRADE_IN_FIELD as F } from '../leads/form-fields.ts';
import { formSettings } from '../leads/testing/fixtures.ts';
import { initialTradeInState, tradeInReducer, type TradeInAction, type TradeInState } from './trade-in-state.ts';

const settings = formSettings();
const definition = leadFormDefinition('trade_in', settings.rules, settings);
const run = (state: TradeInState, ...actions: TradeInAction[]) => actions.reduce(tradeInReducer, state);
const start = () => initialTradeInState(definition, settings);

describe('the instant offer’s state', () => {
  it("opens on 'Vehicle Details' with no manual entry, the dealer's state and nothing found", () => {
    const state = start();
    expect(state).toMatchObject({ step: 0, busy: null, failure: null, noMatch: false, candidates: null, item: null, result: null, carId: null });
    expect(state.values).toMatchObject({ [F.manualEntry]: 'No', [F.state]: 'QLD', [F.rego]: '' });
  });

  it('clears the last failure when a step’s calls start, and shows the new one when they end', () => {
    const failed = run(start(), { type: 'busy', busy: 'searching' }, { type: 'settled', failure: 'Lookup failed' });
    expect(failed).toMatchObject({ busy: null, failure: 'Lookup failed' });
    expect(run(failed, { type: 'busy', busy: 'sending' })).toMatchObject({ busy: 'sending', failure: null });
  });

  it('goes to the candidates with none chosen, and back to the rego without its errors or failure', () => {
    const candidates = { vin: 'JM0KF4W7A00222222', descriptions: ['2018 Mazda CX-5 Maxx', '2018 Mazda CX-5 Maxx Sport'] };
    const chose = run(start(), { type: 'candidates', candidates }, { type: 'choose', description: candidates.descriptions[1]! });
    expect(chose).toMatchObject({ step: 1, candidates, chosen: '2018 Mazda CX-5 Maxx Sport' });
    const again = run(chose, { type: 'candidates', candidates });
    expect(again.chosen).toBeNull();
    const back = run(again, { type: 'errors', errors: { chosen: ['Choose one'] } }, { type: 'settled', failure: 'x' }, { type: 'back', step: 0 });
    expect(back).toMatchObject({ step: 0, errors: {}, failure: null, candidates });
  });

  it('turns on manual entry from the no-match panel, or just closes it', () => {
    const noMatch = run(start(), { type: 'change', name: F.rego, value: 'NOMATCH' }, { type: 'noMatch' });
    expect(noMatch.noMatch).toBe(true);
    expect(run(noMatch, { type: 'noMatchClosed', manual: false })).toMatchObject({ noMatch: false, values: { [F.manualEntry]: 'No', [F.rego]: 'NOMATCH' } });
    expect(run(noMatch, { type: 'noMatchClosed', manual: true })).toMatchObject({ noMatch: false, values: { [F.manualEntry]: 'Yes' } });
  });

  it('keeps the found vehicle, then forgets sent photos while the values count them', () => {
    const item = { EvalID: 'e-1', Make: 'Toyota' };
    const found = run(start(), { type: 'found', item, values: { ...start().values, EvalID: 'e-1' } }, { type: 'goTo', step: 2 });
    expect(found).toMatchObject({ step: 2, item, values: { EvalID: 'e-1' } });
    const photo = new File(['x'], 'car.jpg');
    const chosen = run(found, { type: 'files', files: [photo] });
    expect(chosen.files).toEqual([photo]);
    const sent = run(chosen, { type: 'imagesSent', values: { ...chosen.values, [F.images]: '1' } });
    expect(sent).toMatchObject({ files: [], values: { [F.images]: '1', EvalID: 'e-1' } });
  });

  it('shows the offer once the last step is stored', () => {
    const result = { offer: { kind: 'no-comparables' as const }, description: '2019 Toyota Corolla', underFinance: false };
    expect(run(start(), { type: 'offered', result }).result).toEqual(result);
  });
});
