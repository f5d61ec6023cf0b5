import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { formSettings } from '../../lib/leads/testing/fixtures.ts';
import LeadFormIsland from './LeadFormIsland.tsx';

const settings = formSettings();

describe('lead form islands, rendered on the server', () => {
  it('contact page: a general enquiry until the car in the link is found', () => {
    const html = renderToString(<LeadFormIsland entry="contact" query="car" settings={settings} search="?car_id=4242" />);
    expect(html).toContain('data-form="general_enquiry"');
  });
});
