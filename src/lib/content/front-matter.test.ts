import { describe, expect, it } from 'vitest';
import { pageTitle, parseFrontMatter } from './front-matter.ts';

describe('markdown front matter', () => {
  it('reads title and description, quoted or not, and returns the body after it', () => {
    const parsed = parseFrontMatter('---\ntitle: "Ute Centre: BT-50"\ndescription: Every body style\n---\n\nBody text\n');
    expect(parsed).toEqual({ ok: true, meta: { title: 'Ute Centre: BT-50', description: 'Every body style' }, body: '\nBody text\n' });
  });

  it('is optional: a file without it is all body', () => {
    expect(parseFrontMatter('# Title\n\nText')).toEqual({ ok: true, meta: {}, body: '# Title\n\nText' });
  });

  it('reports a misspelt key, a line that is not key: value, an empty value and an unclosed block', () => {
    expect(parseFrontMatter('---\ntitel: FAQs\n---\n')).toEqual({
      ok: false,
      problems: [{ path: 'titel', message: 'unknown front matter key (title, description)' }],
    });
    expect(parseFrontMatter('---\ntitle FAQs\n---\n')).toEqual({ ok: false, problems: [{ path: '', message: "front matter line 2: expected 'key: value'" }] });
    const empty = parseFrontMatter('---\ntitle: ""\n---\n');
    expect(empty.ok === false && empty.problems.map((p) => p.path)).toEqual(['title']);
    expect(parseFrontMatter('---\ntitle: FAQs\n')).toEqual({
      ok: false,
      problems: [{ path: '', message: "front matter opened with '---' on line 1 is never closed" }],
    });
  });

  it("takes the title from the front matter, else from a leading '# ' line, which leaves the body", () => {
    expect(pageTitle({ title: 'FAQs' }, 'Text')).toEqual({ title: 'FAQs', body: 'Text' });
    expect(pageTitle({}, '# Frequently Asked Questions\n\nText')).toEqual({ title: 'Frequently Asked Questions', body: '\nText' });
    expect(pageTitle({ title: 'FAQs' }, '# FAQs\nText')).toEqual({ title: 'FAQs', body: 'Text' });
    expect(pageTitle({}, 'No heading')).toEqual({ title: undefined, body: 'No heading' });
  });
});
