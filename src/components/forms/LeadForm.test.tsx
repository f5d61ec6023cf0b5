import { describe, expect, it } from 'vitest';
import { FIELD } from '../../lib/leads/form-fields.ts';
import { NETWORK_FAILURE, readLeadResponse } from '../../lib/leads/submit-outcome.ts';
import { filledEnquiry, formSettings, leadCar } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import { formUnderTest, tagOf } from './testing/form-under-test.tsx';

const settings = formSettings();

/** The error shown with a field: its control is aria-invalid and names the message in aria-describedby. */
function fieldError(html: string, controlId: string): string | null {
  const tag = tagOf(html, controlId);
  const described = /aria-describedby="([^"]+)"/.exec(tag)?.[1]?.split(' ') ?? [];
  if (described.length === 0 || !/aria-invalid="true"/.test(tag)) return null;
  for (const id of described) {
    const shown = new RegExp(`<p class="lf-error" id="${id}">([^<]*)</p>`).exec(html)?.[1];
    if (shown !== undefined) return shown;
  }
  return null;
}

const summaryItems = (html: string) => [...html.matchAll(/<li>(?:<a href="(#[^"]+)">)?([^<]+)/g)].map((m) => ({ href: m[1] ?? null, text: m[2] }));

describe('a lead form that is sent empty', () => {
  const form = formUnderTest('contact', settings);
  const accepted = form.submit();
  const html = form.html();

  it("lists every problem under 'Please fix the following errors:', each linking to its field", () => {
    expect(accepted).toBeNull();
    expect(html).toContain(`<h3 id="f-summary-title">${STRINGS.fixTheFollowingErrors}</h3>`);
    expect(tagOf(html, 'f-summary-title')).toBeTruthy();
    expect(html).toMatch(/<div class="lf-summary"[^>]*tabindex="-1"[^>]*aria-labelledby="f-summary-title"/);
    expect(summaryItems(html)).toEqual([
      { href: '#f-name', text: `Name: ${STRINGS.fieldRequired}` },
      { href: '#f-email', text: `Email Address: ${STRINGS.fieldRequired}` },
      { href: '#f-phone', text: `Mobile Number: ${STRINGS.fieldRequired}` },
      { href: '#f-location', text: `Location: ${STRINGS.fieldRequired}` },
      { href: '#f-message', text: `Message: ${STRINGS.fieldRequired}` },
      { href: '#f-terms-conditions', text: `terms of use: ${STRINGS.mustAgreeToTerms}` },
    ]);
  });

  it("shows '* This field is required' with each required field and the terms message with the checkbox", () => {
    for (const id of ['f-name', 'f-email', 'f-phone', 'f-location', 'f-message']) expect(fieldError(html, id), id).toBe(STRINGS.fieldRequired);
    expect(fieldError(html, 'f-terms-conditions')).toBe(STRINGS.mustAgreeToTerms);
    expect(fieldError(html, 'f-rego')).toBeNull();
    expect(fieldError(html, 'f-category')).toBeNull();
  });

  it('asks for the focus to move to the summary', () => {
    expect(form.state().focusSummary).toBe(1);
  });

  it('keeps every label tied to its control', () => {
    for (const [id, label] of [
      ['f-category', 'Enquiry type'],
      ['f-name', 'Name'],
      ['f-email', 'Email Address'],
      ['f-phone', 'Mobile Number'],
      ['f-message', 'Message'],
      ['f-rego', 'Rego (optional)'],
    ]) {
      expect(html).toContain(`<label for="${id}">${label}</label>`);
    }
    expect(tagOf(html, 'f-email')).toContain('type="email"');
    expect(tagOf(html, 'f-phone')).toContain('type="tel"');
  });
});

describe('a lead form with wrong values', () => {
  it('says what is wrong with the email, the phone, a long name and the test drive time', () => {
    const form = formUnderTest('book-test-drive', settings);
    form.fill(
      filledEnquiry({
        [FIELD.location]: '11',
        [FIELD.email]: 'sam@',
        [FIELD.phone]: '123',
        [FIELD.name]: 'x'.repeat(101),
        [FIELD.dateTime]: '2030-13-45T99:99',
      }),
    );
    expect(form.submit()).toBeNull();
    const html = form.html();
    expect(fieldError(html, 'f-email')).toBe(STRINGS.invalidEmail);
    expect(fieldError(html, 'f-phone')).toBe(STRINGS.invalidMobile);
    expect(fieldError(html, 'f-name')).toBe(STRINGS.tooLong(100));
    expect(fieldError(html, 'f-datetime')).toBe(STRINGS.invalidDateTime);
    expect(tagOf(html, 'f-datetime')).toContain('type="datetime-local"');
  });

  it('clears a field error as soon as the field changes, keeping the others', () => {
    const form = formUnderTest('contact', settings);
    form.submit();
    form.fill({ [FIELD.name]: 'Sam' });
    const html = form.html();
    expect(fieldError(html, 'f-name')).toBeNull();
    expect(fieldError(html, 'f-email')).toBe(STRINGS.fieldRequired);
    expect(tagOf(html, 'f-name')).toContain('value="Sam"');
  });
});

describe("the lead API's answers, shown in the form", () => {
  const sent = () => {
    const form = formUnderTest('quick-enquiry', settings, leadCar());
    form.fill(filledEnquiry());
    expect(form.submit()).not.toBeNull();
    form.dispatch({ type: 'sending' });
    return form;
  };
  const alert = (html: string) => /<div class="lf-alert" role="alert"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? null;

  it("alerts 'An error occurred when submitting this form' when the request fails, keeping what was typed", () => {
    const form = sent();
    form.dispatch({ type: 'answered', outcome: NETWORK_FAILURE, lastStep: true });
    const html = form.html();
    expect(alert(html)).toBe(`<p>${STRINGS.formSubmitError}</p>`);
    expect(tagOf(html, 'f-name')).toContain('value="Sam Shopper"');
    expect(html).toContain('>Is it still available?</textarea>');
  });

  it("shows the returned error, or 'An unexpected error occured', for a success without a lead_id", () => {
    const form = sent();
    form.dispatch({ type: 'answered', outcome: readLeadResponse({ status: 201, body: {}, retryAfter: null }), lastStep: true });
    expect(alert(form.html())).toBe(`<p>${STRINGS.unexpectedError}</p>`);
    const other = sent();
    other.dispatch({ type: 'answered', outcome: readLeadResponse({ status: 200, body: { error: 'Dealer not found' }, retryAfter: null }), lastStep: true });
    expect(alert(other.html())).toBe('<p>Dealer not found</p>');
  });

  it('shows the returned message of a refused submission', () => {
    const form = sent();
    form.dispatch({
      type: 'answered',
      outcome: readLeadResponse({ status: 413, body: { error: 'too_large', message: 'The enquiry is too long.' }, retryAfter: null }),
      lastStep: true,
    });
    expect(alert(form.html())).toBe('<p>The enquiry is too long.</p>');
  });

  it('says when to try again after 429 or 503, and keeps the input for the retry', () => {
    const form = sent();
    form.dispatch({
      type: 'answered',
      outcome: readLeadResponse({ status: 503, body: { error: 'unavailable', message: 'Please try again shortly.' }, retryAfter: '20' }),
      lastStep: true,
    });
    const html = form.html();
    expect(alert(html)).toBe('<p>Please try again shortly.</p><p>You can try again in 20 seconds; what you typed is kept.</p>');
    expect(tagOf(html, 'f-email')).toContain('value="sam@example.com"');
    expect(form.state().status).toBe('editing');
  });

  it('shows the fields a 422 names, with the summary, including fields the form does not show', () => {
    const form = sent();
    const body = {
      error: 'invalid',
      message: 'Please check your details.',
      fields: { email: ['That address does not receive mail.'], car_id: ['unknown car'] },
    };
    form.dispatch({ type: 'answered', outcome: readLeadResponse({ status: 422, body, retryAfter: null }), lastStep: true });
    const html = form.html();
    expect(fieldError(html, 'f-email')).toBe('That address does not receive mail.');
    expect(summaryItems(html)).toEqual([
      { href: '#f-email', text: 'Email Address: That address does not receive mail.' },
      { href: null, text: 'car_id: unknown car' },
    ]);
    expect(alert(html)).toBe('<p>Please check your details.</p>');
  });

  it('marks the form busy and the button Sending… while waiting', () => {
    const html = sent().html();
    expect(html).toMatch(/<form[^>]*aria-busy="true"/);
    expect(html).toMatch(/<button type="submit" class="btn" disabled="">Sending…<\/button>/);
  });
});

describe('the multi-step car enquiry', () => {
  it('asks for the contact details first, with Next and no consent yet', () => {
    const form = formUnderTest('car-enquiry', settings, leadCar());
    const html = form.html();
    expect(html).toContain('Step 1 of 2: <strong>Your details</strong>');
    expect(html).toContain('>Next</button>');
    expect(html).not.toContain('data-testid="consent"');
    expect(html).not.toContain('id="f-message"');
    expect(html).toContain('Enquiring about <strong>2021 Toyota Corolla Ascent</strong>');
    form.submit();
    expect(form.state().errors).toEqual({ name: [STRINGS.fieldRequired], email: [STRINGS.fieldRequired], phone: [STRINGS.fieldRequired] });
  });

  it('moves to the enquiry once the first step is stored, with Back, the consent and the send button', () => {
    const form = formUnderTest('car-enquiry', settings, leadCar());
    form.fill(filledEnquiry());
    expect(form.submit()).toEqual({ name: 'Sam Shopper', email: 'sam@example.com', phone: '0412345678' });
    form.dispatch({ type: 'sending' }, { type: 'answered', outcome: { kind: 'stored', leadId: 'L-1' }, lastStep: false });
    const html = form.html();
    expect(html).toContain('Step 2 of 2: <strong>Your enquiry</strong>');
    expect(html).toContain('>Back</button>');
    expect(html).toContain('>Send Enquiry</button>');
    expect(html).toContain('data-testid="consent"');
    // The car's own dealership has one sales location: it is chosen already.
    expect(html).toMatch(/<select id="f-location"[^>]*>[\s\S]*<option value="11" selected="">/);
    expect(html).toContain(`<input type="hidden" name="Request Photos" value="${STRINGS.requestPhotosDefault}"/>`);
    expect(form.state().step).toBe(1);
  });
});
