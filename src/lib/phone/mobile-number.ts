/**
 * An Australian mobile number in its national form ('0412345678'), from what a shopper types:
 * spaces, dashes, dots and brackets are ignored, and +61 / 61 stands for the leading 0. Mobiles
 * start 04 (05 is reserved for them too); anything else is not a mobile and gives null.
 */
export function australianMobile(input: string): string | null {
  const digits = input.replace(/[\s\-.()]/g, '');
  const national = digits.replace(/^(?:\+61|0061|61)(?=[45]\d{8}$)/, '0');
  return /^0[45]\d{8}$/.test(national) ? national : null;
}

/** The E.164 form an SMS provider takes ('+61412345678'). */
export function internationalMobile(national: string): string {
  return `+61${national.slice(1)}`;
}
