import { formatAud } from '../inventory/price-display.ts';

/** Shopper alerts' own words: the save dialog, My garage's list, the messages and the unsubscribe page (the spec gives none). */
export const ALERT_COPY = {
  // The listing's save dialog.
  saveSearch: 'Save this search',
  saveSearchTitle: 'Save this search',
  saveSearchIntro: 'We will tell you when a car matching this search arrives.',
  nameLabel: 'Name',
  channelLegend: 'Send alerts by',
  channelSms: 'SMS to my mobile',
  channelEmail: 'E-mail',
  emailLabel: 'E-mail address',
  consentLabel: 'Yes, send me these alerts. I can stop them at any time.',
  save: 'Save search',
  cancel: 'Cancel',
  saved: (name: string) => `Saved "${name}". Manage your saved searches on My garage.`,
  // My garage.
  savedSearchesHeading: 'Saved searches',
  noSavedSearches: 'No saved searches yet. Save one from the stock listing.',
  paused: 'Paused',
  pause: 'Pause',
  resume: 'Resume',
  rename: 'Rename',
  remove: 'Delete',
  // Field errors.
  nameRequired: 'Give the search a name of up to 60 characters.',
  consentRequired: 'Tick the box to agree to receive alerts.',
  channelNotOffered: 'This dealer does not send alerts by that channel.',
  emailRequired: 'Enter the e-mail address to send alerts to.',
  emailNotConfirmed: 'E-mail alerts need an address confirmed by a link, which this site cannot send yet. Choose SMS to your signed-in mobile.',
  urlStateInvalid: 'The search could not be read. Open it from the stock listing and save it again.',
  tooManySearches: (max: number) => `You can keep up to ${max} saved searches. Delete one to save another.`,
  // Messages.
  newForSearch: (search: string) => `New for "${search}"`,
  priceDrop: (from: number, to: number) => `Price drop ${formatAud(from)} to ${formatAud(to)}`,
  reserved: 'Now reserved',
  sold: 'Sold',
  removed: 'No longer listed',
  watched: 'On your watchlist',
  stopSms: (url: string) => `Stop alerts: ${url}`,
  emailSubject: (dealer: string, count: number) => `${dealer}: ${count === 1 ? '1 update' : `${count} updates`} on cars you follow`,
  emailIntro: (dealer: string) => `News from ${dealer} on the cars you asked to hear about.`,
  emailFooter: (dealer: string) => `You get these e-mails because you saved a search on the ${dealer} website.`,
  unsubscribe: 'Unsubscribe',
  // The unsubscribe page.
  unsubscribeTitle: 'Stop alerts',
  unsubscribeQuestion: (dealer: string) => `Stop all saved-search and watchlist alerts from ${dealer}?`,
  unsubscribeButton: 'Stop alerts',
  unsubscribed: (dealer: string) => `Done. ${dealer} will send you no more alerts. You can resume them on My garage.`,
  unsubscribeInvalid: 'This unsubscribe link is not valid or has expired. Sign in and pause your alerts on My garage.',
} as const;
