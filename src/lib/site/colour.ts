/** WCAG relative luminance of a #rrggbb colour (0 black to 1 white); an unreadable value counts as black. */
function luminance(hex: string): number {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i.exec(hex);
  if (!m) return 0;
  const [r, g, b] = [m[1], m[2], m[3]].map((h) => {
    const c = parseInt(h!, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on the given #rrggbb background (WCAG relative luminance). */
export function readableTextOn(hex: string): '#000000' | '#ffffff' {
  if (!/^#?[0-9a-f]{6}/i.test(hex)) return '#ffffff';
  return luminance(hex) > 0.179 ? '#000000' : '#ffffff';
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for text (1.4.3): the control colour is also the colour of secondary buttons' and links' words. */
const AA_TEXT = 4.5;

/**
 * The colour the site's controls take — focus rings, checkboxes, radios, range sliders, the finance
 * calculator (rule: site.control-colour): the dealer's chosen brand colour (theme.controls) when it
 * keeps WCAG AA contrast on the page background, else the dealer's text colour, which does.
 */
export function controlColour(theme: {
  primary: string;
  secondary: string;
  accent: string;
  text: string;
  background: string;
  controls: 'primary' | 'secondary' | 'accent';
}): string {
  const brand = theme[theme.controls];
  return contrastRatio(brand, theme.background) >= AA_TEXT ? brand : theme.text;
}
