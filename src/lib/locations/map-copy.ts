/** Words around a location's map the specification leaves unworded (rule: locations.map). */
export const MAP_COPY = {
  showMap: 'Show map',
  mapOf: (name: string) => `Map of ${name}`,
} as const;
