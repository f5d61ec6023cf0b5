import { contentPagePath } from '../content/content-pages.ts';
import type { Location } from '../content/location-schema.ts';
import type { DealerConfig } from '../dealer/dealer-config.ts';
import type { LatLng } from '../geo/distance.ts';
import { STRINGS } from '../strings.ts';

/** The service page's booking: the multi-step form (or the vehicle-service form on one step), or the dealer's embedded booking page. */
type ServiceBooking = { kind: 'form'; title: string } | { kind: 'iframe'; title: string; url: string };

type ScheduleStop = { place: string; time: string };

/** What the service page shows beyond its fixed copy, from the dealer's `service` switches. */
export type ServicePageView = {
  booking: ServiceBooking;
  schedule: { dropOff: ScheduleStop[]; pickUp: ScheduleStop[] } | null;
  freeRide: { radiusKm: number; origin: LatLng; locationName: string } | null;
  /** 'You might also be interested in': the warranty and roadside assist pages, where this site has them. */
  related: { label: string; href: string }[];
};

type PageConfig = Pick<DealerConfig, 'name' | 'service'> & { content: Pick<DealerConfig['content'], 'pages_path' | 'root_pages'> };

export function servicePageView(config: PageConfig, serviceLocation: Location): ServicePageView {
  const { service } = config;
  const title = service.booking.title ?? STRINGS.bookYourServiceAt(config.name);
  const booking: ServiceBooking =
    service.page === 'iframe' && service.iframe_url ? { kind: 'iframe', title, url: service.iframe_url } : { kind: 'form', title };
  const runs = service.drop_off_schedule;
  const stops = (list: readonly ScheduleStop[]) => list.map((stop) => ({ place: stop.place, time: stop.time }));
  const schedule = runs ? { dropOff: stops(runs.drop_off), pickUp: stops(runs.pick_up) } : null;
  const freeRide = service.free_ride
    ? {
        radiusKm: service.free_ride.radius_km,
        origin: { lat: serviceLocation.address.lat, lng: serviceLocation.address.long },
        locationName: serviceLocation.name,
      }
    : null;
  const related = (['warranty', 'roadside-assist'] as const).map((slug) => ({
    label: slug === 'warranty' ? SERVICE_COPY.warranty : SERVICE_COPY.roadsideAssist,
    href: `${contentPagePath(config.content, slug)}/`,
  }));
  return { booking, schedule, freeRide, related };
}

/** The service page's own words the specification leaves unworded (its spec strings are in STRINGS). */
export const SERVICE_COPY = {
  heroIntro: (dealer: string) => `Keep your car at its best with factory-trained technicians and genuine parts at ${dealer}.`,
  featuresHeading: 'Why service with us',
  features: [
    { title: 'Genuine Parts', text: 'Parts made for your vehicle, fitted by technicians trained to fit them.' },
    { title: 'Ongoing maintenance plan', text: 'Scheduled servicing that keeps your warranty and your logbook up to date.' },
    { title: 'Software Updates', text: "The latest manufacturer software for your vehicle's systems at every service." },
    { title: 'Full Health Checks', text: 'A complete inspection with a clear report on what needs attention and when.' },
  ],
  certifiedHeading: 'Certified service you can trust',
  certifiedText: 'Our service centre is manufacturer certified, so your vehicle is cared for to factory standards.',
  alsoInterested: 'You might also be interested in',
  warranty: 'Warranty',
  roadsideAssist: 'Roadside Assist',
  contactHeading: 'Contact our service team',
  scheduleHeading: 'Complimentary drop-off and pick-up',
  scheduleIntro: 'Leave your car with us and ride with our complimentary shuttle.',
  dropOff: 'Drop-off',
  pickUp: 'Pick-up',
  place: 'Place',
  time: 'Time',
  iframeTitle: 'Online service booking',
  freeRideHeading: 'Free ride',
  freeRideIntro: (km: number, location: string) => `We offer a free ride to customers within ${km} km of ${location}. Enter your postcode to check.`,
  postcode: 'Your postcode',
  check: 'Check',
  freeRideWithin: (place: string, km: number, radius: number) => `Good news: ${place} is ${km} km away, within our ${radius} km free ride area.`,
  freeRideOutside: (place: string, km: number, radius: number) => `${place} is ${km} km away, outside our ${radius} km free ride area.`,
} as const;
