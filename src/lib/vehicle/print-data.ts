import type { SpecRow } from './spec-rows.ts';

/** What the printable page and its PDF show, embedded in the print page as JSON. */
export interface VehiclePrintData {
  slug: string;
  title: string;
  price: string;
  priceType: string | null;
  /** The struck-through earlier price, when the car is reduced. */
  was: string | null;
  /** Site path or URL of the main photo. */
  image: string | null;
  specs: SpecRow[];
  features: string[];
  comments: string | null;
  dealer: { name: string; address: string | null; phone: string | null };
  /** The car page's public URL. */
  url: string;
}

export const PRINT_DATA_ID = 'vehicle-print-data';

/** The JSON for the print page's data script; `<` is escaped so no value can end the script early. */
export function printDataJson(data: VehiclePrintData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Reads the data script back out of the print page's HTML. */
export function printDataFromHtml(html: string): VehiclePrintData {
  const match = new RegExp(`<script[^>]*id="${PRINT_DATA_ID}"[^>]*>([\\s\\S]*?)</script>`).exec(html);
  if (!match?.[1]) throw new Error('The printable page has no vehicle data.');
  const data = JSON.parse(match[1]) as VehiclePrintData;
  if (typeof data.slug !== 'string' || typeof data.title !== 'string' || !Array.isArray(data.specs)) {
    throw new Error('The printable page has unreadable vehicle data.');
  }
  return data;
}
