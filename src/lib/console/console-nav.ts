import { CONSOLE_COPY } from './console-copy.ts';

/** A console screen: its path and who sees it in the navigation (the API decides who may use it, rule: console.roles). */
export type ConsoleScreen = { key: keyof typeof CONSOLE_COPY.nav; path: string; roles: readonly string[] };

/** The console's screens in navigation order. A screen is listed only where its page is built (see ConsoleLayout): each key is its page's folder. */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { key: 'leads', path: '/console/leads/', roles: ['owner', 'manager', 'sales', 'service'] },
  { key: 'reservations', path: '/console/reservations/', roles: ['owner', 'manager', 'sales'] },
  { key: 'builds', path: '/console/builds/', roles: ['owner', 'manager'] },
  { key: 'stock-health', path: '/console/stock-health/', roles: ['owner', 'manager', 'sales'] },
  { key: 'staff', path: '/console/staff/', roles: ['owner', 'manager'] },
  { key: 'audit', path: '/console/audit/', roles: ['owner'] },
];

/** The sign-in page. */
export const CONSOLE_HOME = '/console/';
