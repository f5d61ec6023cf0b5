import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { filledEnquiry, formSettings } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import EmailDomainHint from './EmailDomainHint.tsx';
import { decode, formUnderTest, tagOf } from './testing/form-under-test.tsx';

const hint = (checked: string) => decode(renderToString(<EmailDomainHint id="f-email-hint" checked={checked} onAccept={() => undefined} />));

describe('the e-mail domain typo hint', () => {
  it("offers 'Did you mean gmail.com?' for an address left as gmial.com, and nothing for a good one", () => {
    expect(hint('sam@gmial.com')).toContain(`<button type="button" class="lf-hint-action">${STRINGS.emailDomainHint('gmail.com')}</button>`);
    expect(hint('sam@gmail.com')).not.toContain('<button');
    expect(hint('')).not.toContain('<button');
  });

  it('never blocks: a form with gmial.com is sent as typed, and the e-mail field names its hint region', () => {
    const form = formUnderTest('contact', formSettings());
    form.fill(filledEnquiry({ [FIELD.location]: '11', [FIELD.email]: 'sam@gmial.com' }));
    expect(form.submit()).toMatchObject({ [FIELD.email]: 'sam@gmial.com' });
    expect(tagOf(form.html(), 'f-email')).toContain('aria-describedby="f-email-hint"');
    expect(form.html()).toContain('id="f-email-hint"');
  });

  it('says under the Mobile Number what it takes', () => {
    const html = formUnderTest('contact', formSettings()).html();
    expect(tagOf(html, 'f-phone')).toContain('aria-describedby="f-phone-hint"');
    expect(html).toContain(`<p class="lf-hint" id="f-phone-hint">${STRINGS.mobileHint}</p>`);
  });
});
