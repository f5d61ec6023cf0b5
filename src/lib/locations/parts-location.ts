import type { Location } from '../content/location-schema.ts';

/**
 * The location a parts enquiry (/parts/search) goes to and the page shows (rule: leads.parts-enquiry):
 * the dealer's one visible parts location; with none, or several to choose from, the shopper picks
 * in the form's location select as on any other enquiry.
 */
export function partsLocation(locations: readonly Location[]): Location | null {
  const parts = locations.filter((l) => l.visible && l.location_type === 'parts');
  return parts.length === 1 ? parts[0]! : null;
}
