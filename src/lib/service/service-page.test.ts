import { describe, expect, it } from 'vitest';
import { DealerConfigSchema } from '../dealer/dealer-config.ts';
import { location } from '../leads/testing/fixtures.ts';
import { STRINGS } from '../strings.ts';
import { servicePageView } from './service-page.ts';

const config = (service: Record<string, unknown> = {}, content: Record<string, unknown> = {}) =>
  DealerConfigSchema.parse({
    slug: 'sample',
    name: 'Sample Motors',
    id: 9,
    dealerships: [{ id: 901, slug: 'sample-toyota', name: 'Sample Toyota' }],
    service,
    content,
  });
const centre = location(13, 'sample-toyota', { name: 'Sample Service Springwood', location_type: 'service' });

describe('the service page', () => {
  it("shows the booking form titled 'Book Your Service at {dealer name}' by default, or the dealer's own title", () => {
    expect(servicePageView(config(), centre).booking).toEqual({ kind: 'form', title: 'Book Your Service at Sample Motors' });
    expect(servicePageView(config(), centre).booking.title).toBe(STRINGS.bookYourServiceAt('Sample Motors'));
    expect(servicePageView(config({ booking: { title: 'Book with us' } }), centre).booking.title).toBe('Book with us');
  });

  it('embeds the dealer’s booking page instead when `page` is iframe', () => {
    const view = servicePageView(config({ page: 'iframe', iframe_url: 'https://bookings.example.com/sample' }), centre);
    expect(view.booking).toEqual({ kind: 'iframe', title: 'Book Your Service at Sample Motors', url: 'https://bookings.example.com/sample' });
    expect(servicePageView(config({ page: 'vehicle_service_form' }), centre).booking.kind).toBe('form');
  });

  it('lists the drop-off and pick-up runs only where the dealer has them', () => {
    expect(servicePageView(config(), centre).schedule).toBeNull();
    const schedule = {
      drop_off: [
        { place: 'Kingston train station', time: '7:45am' },
        { place: 'Logan Hyperdome', time: '8:45am' },
      ],
      pick_up: [{ place: 'Logan Hyperdome', time: '2:00pm' }],
    };
    expect(servicePageView(config({ drop_off_schedule: schedule }), centre).schedule).toEqual({ dropOff: schedule.drop_off, pickUp: schedule.pick_up });
  });

  it('offers the free ride check around the service location, with its radius', () => {
    expect(servicePageView(config(), centre).freeRide).toBeNull();
    expect(servicePageView(config({ free_ride: { radius_km: 12 } }), centre).freeRide).toEqual({
      radiusKm: 12,
      origin: { lat: centre.address.lat, lng: centre.address.long },
      locationName: 'Sample Service Springwood',
    });
    expect(servicePageView(config({ free_ride: {} }), centre).freeRide?.radiusKm).toBe(8);
  });

  it('links the warranty and roadside assist pages where the site builds them', () => {
    expect(servicePageView(config(), centre).related.map((r) => r.href)).toEqual(['/warranty/', '/roadside-assist/']);
    expect(servicePageView(config({}, { pages_path: true }), centre).related.map((r) => r.href)).toEqual(['/warranty/', '/roadside-assist/']);
  });
});
