/** A make in the manufacturer reference list. */
export type Manufacturer = { id: number; name: string; slug: string; logo: { url: string } | null };

/** Feed spellings the specification renames for display; every other name is shown as sent. */
const DISPLAY_NAMES: ReadonlyMap<string, string> = new Map([
  ['Suzuki Australia', 'Suzuki'],
  ['Mercedes Benz', 'Mercedes-Benz'],
  ['Isuzu UTE', 'Isuzu'],
  ['Viscount Caravans', 'Viscount'],
]);

export function normaliseMakeName(name: string): string {
  return DISPLAY_NAMES.get(name) ?? name;
}

/** URL slug of a make, from its display name: 'Mercedes Benz' → 'mercedes-benz', 'Citroën' → 'citroen'. */
export function makeSlug(name: string): string {
  return normaliseMakeName(name)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Ids are fixed here so that adding a make never renumbers the others. No logo files ship with
// the repository, so every logo is null until a dealer supplies one.
const REFERENCE: readonly (readonly [number, string])[] = [
  // cars and light commercials
  [1, 'Abarth'],
  [2, 'Alfa Romeo'],
  [3, 'Aston Martin'],
  [4, 'Audi'],
  [5, 'Bentley'],
  [6, 'BMW'],
  [7, 'BYD'],
  [8, 'Chery'],
  [9, 'Chevrolet'],
  [10, 'Chrysler'],
  [11, 'Citroën'],
  [12, 'Cupra'],
  [13, 'Daewoo'],
  [14, 'Daihatsu'],
  [15, 'Deepal'],
  [16, 'Dodge'],
  [17, 'Ferrari'],
  [18, 'Fiat'],
  [19, 'Ford'],
  [20, 'Foton'],
  [21, 'GAC'],
  [22, 'Genesis'],
  [23, 'GWM'],
  [24, 'Haval'],
  [25, 'Holden'],
  [26, 'Honda'],
  [27, 'HSV'],
  [28, 'Hyundai'],
  [29, 'INEOS'],
  [30, 'Infiniti'],
  [31, 'Isuzu'],
  [32, 'Jaguar'],
  [33, 'Jeep'],
  [34, 'KGM'],
  [35, 'Kia'],
  [36, 'Lamborghini'],
  [37, 'Land Rover'],
  [38, 'LDV'],
  [39, 'Leapmotor'],
  [40, 'Lexus'],
  [41, 'Lotus'],
  [42, 'Mahindra'],
  [43, 'Maserati'],
  [44, 'Mazda'],
  [45, 'McLaren'],
  [46, 'Mercedes-Benz'],
  [47, 'MG'],
  [48, 'Mini'],
  [49, 'Mitsubishi'],
  [50, 'Nissan'],
  [51, 'Opel'],
  [52, 'Peugeot'],
  [53, 'Polestar'],
  [54, 'Porsche'],
  [55, 'Proton'],
  [56, 'RAM'],
  [57, 'Renault'],
  [58, 'Rolls-Royce'],
  [59, 'Saab'],
  [60, 'Skoda'],
  [61, 'Smart'],
  [62, 'SsangYong'],
  [63, 'Subaru'],
  [64, 'Suzuki'],
  [65, 'Tank'],
  [66, 'Tesla'],
  [67, 'Toyota'],
  [68, 'Volkswagen'],
  [69, 'Volvo'],
  [70, 'Xpeng'],
  [71, 'Zeekr'],
  [72, 'Cadillac'],
  [73, 'Kia Commercial'],
  [74, 'Rover'],
  [75, 'Alpine'],
  // trucks and buses
  [76, 'Fuso'],
  [77, 'Hino'],
  [78, 'UD Trucks'],
  [79, 'Iveco'],
  [80, 'Kenworth'],
  [81, 'Mack'],
  [82, 'Scania'],
  [83, 'DAF'],
  [84, 'Freightliner'],
  [85, 'Western Star'],
  [86, 'MAN'],
  [87, 'International'],
  [88, 'JAC'],
  [89, 'Volvo Trucks'],
  [90, 'Isuzu Trucks'],
  // motorcycles, scooters and off-road
  [91, 'Yamaha'],
  [92, 'Kawasaki'],
  [93, 'Harley-Davidson'],
  [94, 'Triumph'],
  [95, 'KTM'],
  [96, 'Ducati'],
  [97, 'Aprilia'],
  [98, 'Moto Guzzi'],
  [99, 'MV Agusta'],
  [100, 'Royal Enfield'],
  [101, 'Husqvarna'],
  [102, 'GasGas'],
  [103, 'Benelli'],
  [104, 'CFMoto'],
  [105, 'Indian'],
  [106, 'Piaggio'],
  [107, 'Vespa'],
  [108, 'Kymco'],
  [109, 'SYM'],
  [110, 'Sur-Ron'],
  [111, 'Zero'],
  [112, 'Can-Am'],
  [113, 'Polaris'],
  [114, 'Beta'],
  [115, 'Sherco'],
  [116, 'Hyosung'],
  [117, 'Bimota'],
  [118, 'BMW Motorrad'],
  // caravans, campers and motorhomes
  [119, 'Jayco'],
  [120, 'Viscount'],
  [121, 'New Age'],
  [122, 'Coromal'],
  [123, 'Lotus Caravans'],
  [124, 'Avan'],
  [125, 'Windsor'],
  [126, 'Supreme'],
  [127, 'Crusader'],
  [128, 'Zone RV'],
  [129, 'Snowy River'],
  [130, 'Royal Flair'],
  [131, 'Regent'],
  [132, 'Roadstar'],
  [133, 'Trakmaster'],
  [134, 'Kokoda'],
  [135, 'Goldstream RV'],
  [136, 'Essential Caravans'],
  [137, 'Franklin'],
  [138, 'Millard'],
  [139, 'Evernew'],
  [140, 'Nova'],
  [141, 'Golf Caravans'],
  [142, 'Track Trailer'],
  [143, 'Bushtracker'],
  [144, 'Kedron'],
  [145, 'Paramount'],
  [146, 'Retreat Caravans'],
  [147, 'Sunland'],
  [148, 'Wonderland RV'],
  [149, 'Sunliner'],
  [150, 'Winnebago'],
  [151, 'Avida'],
  [152, 'Trakka'],
  [153, 'Concept Caravans'],
];

export const MANUFACTURERS: readonly Manufacturer[] = REFERENCE.map(([id, name]) => ({
  id,
  name,
  slug: makeSlug(name),
  logo: null,
}));

const BY_SLUG: ReadonlyMap<string, Manufacturer> = new Map(MANUFACTURERS.map((m) => [m.slug, m]));

/** The reference entry for a make as any feed spells it ('Mercedes Benz', 'mercedes-benz'), if listed. */
export function findManufacturer(name: string): Manufacturer | undefined {
  return BY_SLUG.get(makeSlug(name));
}
