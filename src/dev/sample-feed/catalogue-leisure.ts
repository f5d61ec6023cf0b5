import { CURRENT, eng, model, type CaravanRange, type ModelSpec } from './catalogue-types.ts';

const van = (lengthFt: [number, number], sleeps: [number, number], tare: [number, number], widthFt: [number, number] = [7.5, 8]): CaravanRange => ({
  lengthFt,
  widthFt,
  sleeps,
  tare,
});

/** Caravans, campers and motorhomes; trims are combined with a length code into the badge. */
export const CARAVANS: readonly ModelSpec[] = [
  model('Jayco', 'Journey', { shape: 'caravan', years: [2012, CURRENT], weight: 4, caravan: van([17, 23], [2, 4], [2200, 2800]) }, [
    ['Outback', 89_990, null],
    ['Touring', 79_990, null],
  ]),
  model('Jayco', 'Starcraft', { shape: 'caravan', years: [2012, CURRENT], weight: 3, caravan: van([16, 21], [2, 6], [2000, 2500]) }, [
    ['Touring', 64_990, null],
    ['Outback', 71_990, null],
  ]),
  model('Jayco', 'Silverline', { shape: 'caravan', years: [2014, CURRENT], weight: 2, caravan: van([19, 23], [2, 4], [2600, 3000], [7.8, 8]) }, [
    ['Outback', 109_990, null],
    ['Touring', 99_990, null],
  ]),
  model('Jayco', 'Crossover', { shape: 'caravan', years: [2019, CURRENT], caravan: van([14, 17], [2, 4], [1500, 1900], [7.2, 7.6]) }, [['CRX', 59_990, null]]),
  model('Jayco', 'Swan', { shape: 'camper', years: [2012, CURRENT], weight: 2, caravan: van([12, 14], [4, 6], [1100, 1400], [6.9, 7.2]) }, [
    ['Outback', 39_990, null],
    ['Touring', 35_990, null],
  ]),
  model('Jayco', 'Conquest', { shape: 'motorhome', years: [2014, CURRENT], seats: 4, caravan: van([24, 26], [2, 4], [3800, 4200], [7.5, 7.8]) }, [
    ['FA25-1', 189_990, eng(3.0, 4, 'Diesel', 'Turbo', 'Automatic', 8, 'FWD', 430, 11.5)],
  ]),
  model('Viscount Caravans', 'Grand Tourer', { shape: 'caravan', years: [2021, CURRENT], weight: 2, caravan: van([16, 20], [2, 4], [1800, 2300]) }, [
    ['Touring', 54_990, null],
    ['Off Road', 62_990, null],
  ]),
  model('Viscount Caravans', 'Royal', { shape: 'caravan', years: [2021, CURRENT], caravan: van([18, 21], [2, 4], [2100, 2500]) }, [['Touring', 67_990, null]]),
  model('New Age', 'Manta Ray', { shape: 'caravan', years: [2014, CURRENT], weight: 2, caravan: van([19, 22], [2, 4], [2300, 2700]) }, [
    ['Touring', 74_990, null],
    ['Off Road', 81_990, null],
  ]),
  model('New Age', 'Big Red', { shape: 'caravan', years: [2014, CURRENT], weight: 2, caravan: van([20, 23], [2, 5], [2600, 3000], [7.8, 8]) }, [
    ['Off Road', 94_990, null],
  ]),
  model('New Age', 'Road Owl', { shape: 'caravan', years: [2016, CURRENT], caravan: van([18, 21], [2, 4], [2300, 2700]) }, [['Off Road', 87_990, null]]),
  model('New Age', 'Wild Thing', { shape: 'caravan', years: [2016, CURRENT], caravan: van([16, 19], [2, 4], [2000, 2400]) }, [['Off Road', 77_990, null]]),
  model('Coromal', 'Element', { shape: 'caravan', years: [2015, CURRENT], weight: 2, caravan: van([17, 21], [2, 4], [2000, 2400]) }, [
    ['Touring', 61_990, null],
  ]),
  model('Coromal', 'Appeal', { shape: 'caravan', years: [2015, CURRENT], caravan: van([16, 20], [2, 4], [1900, 2300]) }, [['Touring', 54_990, null]]),
  model('Coromal', 'Pilatus', { shape: 'caravan', years: [2015, CURRENT], caravan: van([19, 22], [2, 4], [2400, 2800]) }, [['Off Road', 79_990, null]]),
  model('Lotus Caravans', 'Trooper', { shape: 'caravan', years: [2015, CURRENT], caravan: van([18, 21], [2, 4], [2600, 3000], [7.8, 8]) }, [
    ['Off Grid', 109_990, null],
  ]),
  model('Avan', 'Cruiseliner', { shape: 'camper', years: [2012, CURRENT], caravan: van([13, 15], [2, 4], [900, 1200], [6.9, 7.2]) }, [
    ['Aliner', 45_990, null],
  ]),
];

const bike = (cc: number, cylinders: number, torque: number, drive = 'Chain', gears = 6, consumption = 5) =>
  eng(cc / 1000, cylinders, 'Petrol', 'Aspirated', 'Manual', gears, drive, torque, consumption);

type BikeRow = readonly [
  make: string,
  name: string,
  style: string,
  years: readonly [number, number],
  trims: readonly (readonly [string, number])[],
  engine: ReturnType<typeof bike>,
];

const BIKES: readonly BikeRow[] = [
  [
    'Honda',
    'CB650R',
    'Naked',
    [2019, CURRENT],
    [
      ['', 13_999],
      ['E-Clutch', 15_199],
    ],
    bike(649, 4, 63),
  ],
  ['Honda', 'Rebel 500', 'Cruiser', [2017, CURRENT], [['', 10_499]], bike(471, 2, 43)],
  ['Honda', 'CRF300L', 'Trail', [2021, CURRENT], [['', 9_299]], bike(286, 1, 26)],
  [
    'Honda',
    'CRF1100L Africa Twin',
    'Adventure',
    [2020, CURRENT],
    [
      ['', 25_999],
      ['Adventure Sports ES DCT', 31_999],
    ],
    bike(1084, 2, 112),
  ],
  [
    'Honda',
    'NC750X',
    'Adventure',
    [2014, CURRENT],
    [
      ['', 13_999],
      ['DCT', 14_999],
    ],
    bike(745, 2, 69),
  ],
  ['Honda', 'GL1800 Gold Wing', 'Touring', [2018, CURRENT], [['Tour DCT', 47_999]], bike(1833, 6, 170, 'Shaft', 7, 5.6)],
  [
    'Yamaha',
    'MT-07',
    'Naked',
    [2014, CURRENT],
    [
      ['', 12_499],
      ['LAMS', 11_999],
    ],
    bike(689, 2, 67),
  ],
  [
    'Yamaha',
    'MT-09',
    'Naked',
    [2014, CURRENT],
    [
      ['', 16_499],
      ['SP', 19_499],
    ],
    bike(890, 3, 93),
  ],
  ['Yamaha', 'YZF-R7', 'Sport', [2022, CURRENT], [['', 14_499]], bike(689, 2, 67)],
  [
    'Yamaha',
    'Tenere 700',
    'Adventure',
    [2019, CURRENT],
    [
      ['', 17_499],
      ['World Raid', 21_999],
    ],
    bike(689, 2, 68),
  ],
  ['Yamaha', 'YZ250F', 'Motocross', [2014, CURRENT], [['', 12_499]], bike(250, 1, 27, 'Chain', 5)],
  ['Kawasaki', 'Ninja 400', 'Sport', [2018, CURRENT], [['', 8_499]], bike(399, 2, 38)],
  [
    'Kawasaki',
    'Z650',
    'Naked',
    [2017, CURRENT],
    [
      ['', 10_799],
      ['RS', 12_499],
    ],
    bike(649, 2, 64),
  ],
  [
    'Kawasaki',
    'Z900',
    'Naked',
    [2017, CURRENT],
    [
      ['', 15_499],
      ['SE', 17_999],
    ],
    bike(948, 4, 98),
  ],
  ['Kawasaki', 'Versys 650', 'Adventure', [2015, CURRENT], [['', 13_499]], bike(649, 2, 61)],
  ['Kawasaki', 'KLR650', 'Trail', [2022, CURRENT], [['', 10_499]], bike(652, 1, 52, 'Chain', 5)],
  ['Harley-Davidson', 'Street Bob 114', 'Cruiser', [2018, CURRENT], [['', 27_995]], bike(1868, 2, 155, 'Belt', 6, 5.6)],
  ['Harley-Davidson', 'Fat Boy 114', 'Cruiser', [2018, CURRENT], [['', 36_995]], bike(1868, 2, 155, 'Belt', 6, 5.6)],
  ['Harley-Davidson', 'Road Glide', 'Touring', [2015, CURRENT], [['Special', 49_995]], bike(1923, 2, 173, 'Belt', 6, 5.8)],
  ['Harley-Davidson', 'Sportster S', 'Cruiser', [2021, CURRENT], [['', 27_995]], bike(1252, 2, 125, 'Belt', 6, 5.2)],
  ['Harley-Davidson', 'Pan America 1250', 'Adventure', [2021, CURRENT], [['Special', 33_995]], bike(1252, 2, 127)],
  [
    'Triumph',
    'Street Triple 765',
    'Naked',
    [2017, CURRENT],
    [
      ['R', 17_490],
      ['RS', 20_490],
    ],
    bike(765, 3, 80),
  ],
  ['Triumph', 'Bonneville T120', 'Naked', [2016, CURRENT], [['', 20_990]], bike(1200, 2, 105)],
  ['Triumph', 'Speed 400', 'Naked', [2024, CURRENT], [['', 7_490]], bike(398, 1, 37)],
  [
    'Triumph',
    'Tiger 900',
    'Adventure',
    [2020, CURRENT],
    [
      ['GT Pro', 26_990],
      ['Rally Pro', 27_990],
    ],
    bike(888, 3, 90),
  ],
  ['Triumph', 'Trident 660', 'Naked', [2021, CURRENT], [['', 12_490]], bike(660, 3, 64)],
  [
    'BMW',
    'R 1300 GS',
    'Adventure',
    [2024, CURRENT],
    [
      ['', 32_990],
      ['Trophy', 37_990],
    ],
    bike(1300, 2, 149, 'Shaft', 6, 4.8),
  ],
  ['BMW', 'F 900 R', 'Naked', [2020, CURRENT], [['', 15_990]], bike(895, 2, 92)],
  ['BMW', 'S 1000 RR', 'Sport', [2015, CURRENT], [['', 32_990]], bike(999, 4, 113, 'Chain', 6, 6.4)],
  ['BMW', 'G 310 R', 'Naked', [2017, CURRENT], [['', 7_990]], bike(313, 1, 28)],
  ['KTM', '390 Duke', 'Naked', [2014, CURRENT], [['', 8_495]], bike(399, 1, 39)],
  ['KTM', '890 Adventure', 'Adventure', [2021, CURRENT], [['R', 22_995]], bike(889, 2, 100)],
  [
    'Ducati',
    'Monster',
    'Naked',
    [2021, CURRENT],
    [
      ['', 20_900],
      ['+', 21_900],
    ],
    bike(937, 2, 93),
  ],
  ['Ducati', 'Multistrada V4', 'Adventure', [2021, CURRENT], [['S', 39_900]], bike(1158, 4, 125, 'Chain', 6, 6.5)],
  ['Ducati', 'Scrambler Icon', 'Naked', [2015, CURRENT], [['', 16_500]], bike(803, 2, 65)],
];

export const MOTORCYCLES: readonly ModelSpec[] = BIKES.map(([make, name, style, years, trims, engine]) =>
  model(
    make,
    name,
    { shape: 'motorcycle', years, bodyconfiguration: style, seats: style === 'Motocross' ? 1 : 2, doors: 0 },
    trims.map(([trim, price]) => [trim, price, engine] as const),
  ),
);
