import { describe, expect, it } from 'vitest';
import { citedRules, headingAnchor, linkRuleCitations, rulePage } from './rule-citations.ts';

describe('rule citations', () => {
  it('finds one rule after "rule:" and several after "rules:", and nothing else', () => {
    expect(citedRules('/** The stock filter (rule: stock.filter). */')).toEqual(['stock.filter']);
    expect(citedRules('(rules: trade-in.lookup-result, trade-in.lookup-calls)')).toEqual(['trade-in.lookup-result', 'trade-in.lookup-calls']);
    expect(citedRules('config.stock.filter and rule stock.tags and rule: <area>.<name>')).toEqual([]);
  });

  it('stops a name at sentence punctuation', () => {
    expect(citedRules('see rule: leads.payload; then rule: stock.tags.')).toEqual(['leads.payload', 'stock.tags']);
  });

  it('places a rule on its area page under the anchor GitHub gives its heading', () => {
    expect(rulePage('trade-in.lookup-calls')).toBe('trade-in.md');
    expect(headingAnchor('trade-in.lookup-calls')).toBe('trade-inlookup-calls');
    expect(headingAnchor('Test-drive availability')).toBe('test-drive-availability');
    expect(headingAnchor('`leads.forward`: where a lead goes')).toBe('leadsforward-where-a-lead-goes');
  });

  it('links every cited name and leaves the rest of the text alone', () => {
    expect(linkRuleCitations('Makes never shown (rules: stock.filter, listing.facets).', 'rules/')).toBe(
      'Makes never shown (rules: [stock.filter](rules/stock.md#stockfilter), [listing.facets](rules/listing.md#listingfacets)).',
    );
    expect(linkRuleCitations('No citation here.', 'rules/')).toBe('No citation here.');
  });
});
