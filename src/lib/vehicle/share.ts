/** Share window size (rule: vehicle.share). */
const SHARE_WINDOW = { width: 550, height: 400 } as const;
/** 'Copied' shows this long in the share dialog. */
export const COPY_NOTICE_MS = 1500;
/** The sidebar variant's 'Copied {car name} to your clipboard!' toast shows this long. */
export const COPY_TOAST_MS = 3000;

type ShareChannel = 'facebook' | 'twitter' | 'whatsapp' | 'email' | 'sms';

export interface ShareLink {
  channel: ShareChannel;
  label: string;
  href: string;
  /** Opened in a 550×400 window rather than followed. */
  popup: boolean;
}

/** The car's public address: /cars/{slug}/ under the site URL. */
export function carShareUrl(siteUrl: string, slug: string): string {
  return new URL(`/cars/${encodeURIComponent(slug)}/`, siteUrl).href;
}

/** Links for each share channel, Twitter left out when the dealer hides it. */
export function shareLinks(url: string, title: string, options: { twitter: boolean }): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const both = encodeURIComponent(`${title} ${url}`);
  const links: ShareLink[] = [
    { channel: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, popup: true },
    { channel: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${t}`, popup: true },
    { channel: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${both}`, popup: true },
    { channel: 'email', label: 'Email', href: `mailto:?subject=${t}&body=${both}`, popup: false },
    { channel: 'sms', label: 'SMS', href: `sms:?&body=${both}`, popup: false },
  ];
  return options.twitter ? links : links.filter((l) => l.channel !== 'twitter');
}

/** window.open features for a share popup centred on the current window. */
export function shareWindowFeatures(screen: { width: number; height: number } = { width: 1024, height: 768 }): string {
  const left = Math.max(0, Math.round((screen.width - SHARE_WINDOW.width) / 2));
  const top = Math.max(0, Math.round((screen.height - SHARE_WINDOW.height) / 2));
  return `width=${SHARE_WINDOW.width},height=${SHARE_WINDOW.height},left=${left},top=${top},noopener`;
}
