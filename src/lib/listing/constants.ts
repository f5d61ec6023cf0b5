/** Listing numbers from the specification (part 1 §9, part 2 §9). */
export const HITS_PER_PAGE = 21;
export const SLIDER_DEBOUNCE_MS = 400;
export const SEARCH_DEBOUNCE_MS = 300;
export const NEW_ARRIVAL_DAYS = 8;
export const SOLD_LISTED_DAYS = 3;
export const RESULT_COUNT_CAP = 1999;
export const MAKE_LIST_VISIBLE = 7;
export const MODEL_LIST_LIMIT = 30;
export const DROPDOWN_POPULAR_MAKES = 20;
export const SEARCH_HISTORY_LIMIT = 5;
export const DEFAULT_PROMO_POSITION = 30;
export const DEFAULT_RESERVE_AMOUNT = 200;
