import type { DealerConfig } from '../dealer/dealer-config.ts';
import { formatPhone } from '../phone/format-phone.ts';
import type { Location } from './location-schema.ts';

/** What the default content pages say about the dealer: who it is, its numbers and how to reach it. */
export type DealerFacts = {
  name: string;
  /** The dealer group named in legal copy (`content.legal.group_name`, else the dealer's name). */
  groupName: string;
  abn: string | null;
  /** 'Location: number' for each visible location with a dealer licence number. */
  licences: string[];
  /** 'Location: number' for each visible location with a motor vehicle repairer number. */
  repairers: string[];
  /** The primary location's address on one line. */
  address: string;
  state: Location['address']['state'];
  phone: string;
  usedOnly: boolean;
  warranty: DealerConfig['content']['warranty'];
  guarantees: DealerConfig['content']['guarantees'];
  /** What the dealer books where no vehicle is chosen (test_drive.site_offer). */
  testDrives: DealerConfig['test_drive']['site_offer'];
};

type FactsConfig = Pick<DealerConfig, 'name' | 'stock'> & { test_drive: Pick<DealerConfig['test_drive'], 'site_offer'> } & {
  content: Pick<DealerConfig['content'], 'legal' | 'warranty' | 'guarantees'>;
};

const numbered = (locations: readonly Location[], pick: (l: Location) => string | null) =>
  locations.flatMap((l) => {
    const value = pick(l);
    return value === null ? [] : [`${l.name}: ${value}`];
  });

export function dealerFacts(config: FactsConfig, locations: readonly Location[]): DealerFacts {
  const shown = locations.filter((l) => l.visible);
  const primary = locations.find((l) => l.primary) ?? locations[0]!;
  const { street, city, state, postcode } = primary.address;
  const { legal, warranty, guarantees } = config.content;
  return {
    name: config.name,
    groupName: legal.group_name ?? config.name,
    abn: legal.abn,
    licences: numbered(shown, (l) => l.dealer_license_number),
    repairers: numbered(shown, (l) => l.motor_vehicle_repairer),
    address: `${street}, ${city} ${state} ${postcode}`,
    state,
    phone: formatPhone(primary.contact_detail.phone),
    usedOnly: config.stock.used_only,
    warranty,
    guarantees,
    testDrives: config.test_drive.site_offer,
  };
}

/** The dealer's identifying line: name, ABN and licence numbers where known. */
export function identityLine(facts: DealerFacts): string {
  const parts = [facts.groupName];
  if (facts.abn !== null) parts.push(`ABN ${facts.abn}`);
  if (facts.licences.length > 0) parts.push(`dealer licence ${facts.licences.join('; ')}`);
  return parts.join(', ');
}

/** How to reach the dealer, as a markdown paragraph. */
export const contactParagraph = (facts: DealerFacts) =>
  `**${facts.groupName}**  \n${facts.address}  \nPhone: ${facts.phone}  \nOr send us a message through our [contact page](/contact-us).`;
