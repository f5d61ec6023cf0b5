import { describe, expect, it } from 'vitest';
import { sampleDealer, newLead } from '../leads/fixtures/form-leads.ts';
import { alertDueAt, routeOf } from './lead-routing.ts';

const sunstate = sampleDealer('sunstate-motor-group');
const harbour = sampleDealer('harbour-mazda');
// Brisbane is UTC+10 all year.
const brisbane = (isoLocal: string) => new Date(`${isoLocal}+10:00`);

describe('where a lead goes inside the dealership', () => {
  it('is the location its form or its car names, in the sales department, and service for a service booking', () => {
    expect(routeOf(harbour.dealer, { payload: newLead({ entry: 'car-enquiry' }).payload })).toEqual({
      form: 'car_enquiry',
      locationId: 1101,
      department: 'sales',
    });
    expect(routeOf(harbour.dealer, { payload: newLead({ entry: 'service-booking' }).payload })).toMatchObject({
      form: 'service_booking',
      department: 'service',
    });
  });
});

describe('when a new-lead alert is due (rule: leads.new-lead-alerts)', () => {
  const lead = { payload: newLead({ entry: 'car-enquiry', dealer: sunstate }).payload };

  it('is at once while the lead’s location is open', () => {
    const open = brisbane('2026-03-04T10:00:00'); // a Wednesday
    expect(alertDueAt(sunstate.dealer, lead, open)).toEqual(open);
  });

  it('waits for the location to open when the dealer says at_opening (the default)', () => {
    expect(sunstate.dealer.config.leads.alerts).toEqual({ outside_hours: 'at_opening' });
    expect(alertDueAt(sunstate.dealer, lead, brisbane('2026-03-04T21:15:00'))).toEqual(brisbane('2026-03-05T08:30:00'));
    // Saturday afternoon, closed on Sunday: Monday morning.
    expect(alertDueAt(sunstate.dealer, lead, brisbane('2026-03-07T13:00:00'))).toEqual(brisbane('2026-03-09T08:30:00'));
  });

  it('is at once at any hour for a dealer that says alert, and held with the lead when the lead is held', () => {
    expect(harbour.dealer.config.leads.alerts).toEqual({ outside_hours: 'alert' });
    const night = new Date('2026-03-04T13:00:00Z'); // midnight in Sydney
    expect(alertDueAt(harbour.dealer, { payload: newLead({ entry: 'car-enquiry' }).payload }, night)).toEqual(night);
    expect(alertDueAt(sunstate.dealer, lead, null)).toBeNull();
  });
});
