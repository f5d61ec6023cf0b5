import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formSettings, leadCar } from '../../lib/leads/testing/fixtures.ts';
import { STRINGS } from '../../lib/strings.ts';
import LeadDialog from './LeadDialog.tsx';
import LeadFormIsland from './LeadFormIsland.tsx';
import { decode } from './testing/form-under-test.tsx';

const settings = formSettings();

describe('lead form islands, rendered on the server', () => {
  it('contact page: a general enquiry until the car in the link is found', () => {
    const html = renderToString(<LeadFormIsland entry="contact" query="car" settings={settings} search="?car_id=4242" />);
    expect(html).toContain('data-form="general_enquiry"');
  });

  it('dialog: titled, closed until opened, with a close button and the form', () => {
    const html = decode(
      renderToString(<LeadDialog entry="quick-enquiry" settings={settings} car={leadCar()} lookUpCar={false} opened={0} returnFocus={null} />),
    );
    const dialog = /<dialog[^>]*aria-labelledby="([^"]+)"[^>]*>/.exec(html);
    expect(dialog?.[0]).not.toContain(' open');
    expect(html).toContain(`id="${dialog?.[1]}">${STRINGS.quickEnquiry}</h2>`);
    expect(html).toContain('aria-label="Close"');
    expect(html).toContain('Enquiring about <strong>2021 Toyota Corolla Ascent</strong>');
    expect(html).toContain('data-form="car_enquiry"');
  });
});
