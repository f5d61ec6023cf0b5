/** How long the listing waits after the last keystroke or slider move before it searches (rule: listing.input-delays). */
export const SEARCH_DEBOUNCE_MS = 300;
export const SLIDER_DEBOUNCE_MS = 400;
