/** Words around the dealer's search categories (`search.categories`): home-page tiles and listing links. */
export const CATEGORY_COPY = {
  tilesHeading: 'Shop by category',
  linksHeading: 'Popular searches',
} as const;
