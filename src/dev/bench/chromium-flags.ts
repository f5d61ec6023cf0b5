/** The flags that keep Debian's Chromium off the network and quiet (DEVELOPERS.md), for the journeys and the benchmarks. */
export const OFFLINE_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
