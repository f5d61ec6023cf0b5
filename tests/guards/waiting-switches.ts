/**
 * Documented dealer switches that no code reads yet, each with the open issue that gives it its
 * effect. This list only shrinks: documented-switches.test.ts fails when code starts reading one
 * that is still listed, and when a documented switch nothing reads is missing from it.
 */
export const WAITING_SWITCHES: Record<string, string> = {
  'vehicle_page.instant_message.chat_token': 'no issue yet: a chat provider behind an interface (until then Instant Message opens the car enquiry form)',
  'service.page': 'issue 13: trade-in, service, test-drive availability',
  'service.iframe_url': 'issue 13: trade-in, service, test-drive availability',
  'service.booking.variant': 'issue 13: trade-in, service, test-drive availability',
  'service.booking.omit_steps': 'issue 13: trade-in, service, test-drive availability',
  'service.booking.title': 'issue 13: trade-in, service, test-drive availability',
  'service.booking.interval_required': 'issue 13: trade-in, service, test-drive availability',
  'service.booking.tyres_replacement': 'issue 13: trade-in, service, test-drive availability',
  'service.booking.address_fields': 'issue 13: trade-in, service, test-drive availability',
  'service.drop_off_schedule.drop_off.place': 'issue 13: trade-in, service, test-drive availability',
  'service.drop_off_schedule.drop_off.time': 'issue 13: trade-in, service, test-drive availability',
  'service.drop_off_schedule.pick_up.place': 'issue 13: trade-in, service, test-drive availability',
  'service.drop_off_schedule.pick_up.time': 'issue 13: trade-in, service, test-drive availability',
  'service.free_ride.radius_km': 'issue 13: trade-in, service, test-drive availability',
};
