import { describe, expect, it } from 'vitest';
import { STAGED_BAR_TEXT, injectStagedBar, stagedBarHtml } from './staged-bar.ts';

describe('staged preview bar', () => {
  it('goes first inside <body>, attributes kept', () => {
    const bar = stagedBarHtml({ buildId: '20261122T010203Z-abc123', liveUrl: 'http://harbour-mazda.localhost:4321/' });
    const html = '<!doctype html><html><head><title>x</title></head><body class="site"><header>h</header></body></html>';
    const out = injectStagedBar(html, bar);
    expect(out).toBe(`<!doctype html><html><head><title>x</title></head><body class="site">${bar}<header>h</header></body></html>`);
    expect(bar).toContain(STAGED_BAR_TEXT);
    expect(bar).toContain('20261122T010203Z-abc123');
  });

  it('leaves documents without a body alone and escapes what it shows', () => {
    expect(injectStagedBar('{"json":true}', '<div>bar</div>')).toBe('{"json":true}');
    expect(stagedBarHtml({ buildId: '<b>', liveUrl: 'http://x/"' })).not.toMatch(/<b>|x\/"/);
  });
});
