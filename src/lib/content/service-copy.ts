import { VEHICLE_COPY } from '../vehicle/vehicle-words.ts';
import { contactParagraph, type DealerFacts } from './dealer-facts.ts';

/**
 * Default copy of the after-sales pages, as markdown, from the dealer's `content.warranty` and
 * `content.guarantees` switches; a dealer's pages/{slug}.md replaces any of them.
 */

const bullets = (lines: readonly (string | null)[]) =>
  lines
    .filter((line): line is string => line !== null)
    .map((line) => `- ${line}`)
    .join('\n');

/** Roadside assist promised by the switches, one line each; empty when none is. */
function roadsideLines(facts: DealerFacts): string[] {
  const lines: string[] = [];
  if (!facts.usedOnly && facts.warranty.new_cars === '7-year-unlimited-km-5-year-roadside')
    lines.push(`New cars: ${VEHICLE_COPY.warranty[facts.warranty.new_cars]}`);
  if (facts.guarantees.roadside_assist_months > 0) lines.push(`Used cars: ${VEHICLE_COPY.roadsideAssist(facts.guarantees.roadside_assist_months)}`);
  return lines;
}

export function warranty(facts: DealerFacts): string {
  const { warranty: w, guarantees: g } = facts;
  const sections: string[] = [];
  if (!facts.usedOnly) {
    sections.push(`## New cars\n\n${bullets([VEHICLE_COPY.warranty[w.new_cars], w.mechanical_protection_5_year ? VEHICLE_COPY.mechanicalProtection : null])}`);
  }
  const used = bullets([
    g.money_back_48_hour ? VEHICLE_COPY.guarantee48Hour : null,
    g.roadside_assist_months > 0 ? VEHICLE_COPY.roadsideAssist(g.roadside_assist_months) : null,
    facts.usedOnly && w.mechanical_protection_5_year ? VEHICLE_COPY.mechanicalProtection : null,
  ]);
  sections.push(
    `## Used cars\n\n${used === '' ? 'Ask us about the balance of any manufacturer warranty and the extended warranty options for the car you choose.' : used}`,
  );
  if (w.quick_service_minutes !== null) sections.push(`## Servicing\n\n${VEHICLE_COPY.quickService(w.quick_service_minutes)}, by appointment.`);
  return `Every vehicle we sell is backed by the guarantees of the Australian Consumer Law. On top of them, ${facts.name} offers:

${sections.join('\n\n')}

## Questions about your warranty?

${contactParagraph(facts)}
`;
}

export function roadsideAssist(facts: DealerFacts): string {
  const lines = roadsideLines(facts);
  const offer =
    lines.length > 0
      ? `Drive away with help on call, 24 hours a day, anywhere in Australia:\n\n${bullets(lines)}`
      : 'Ask us about roadside assistance when you buy: we can include a plan with your vehicle.';
  return `${offer}

Roadside assistance covers flat batteries, flat tyres, lock-outs, running out of fuel and towing to the nearest
repairer when your vehicle cannot be fixed on the spot. See our [warranty](/warranty) page for what else comes with
your vehicle.

${contactParagraph(facts)}
`;
}

export function partsAndAccessories(facts: DealerFacts): string {
  return `Our parts team supplies genuine parts and accessories, fitted by our technicians or ready to collect.

- Genuine parts, made for your vehicle and backed by the manufacturer's parts warranty.
- Accessories fitted before delivery when you buy: tow bars, roof racks, floor mats, tinting and more.
- Parts ordered in for your service, so your vehicle is ready when we say.

## Order parts or accessories

[Send a parts enquiry](/parts/search) and our parts team will check stock and price for you.

${contactParagraph(facts)}
`;
}
