import { CURRENT, eng, ev, model, type ModelSpec } from './catalogue-types.ts';

const G15 = eng(1.5, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'FWD', 144, 5.3);
const G15M = eng(1.5, 4, 'Petrol', 'Aspirated', 'Manual', 6, 'FWD', 144, 5.2);
const G20 = eng(2.0, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'FWD', 200, 6.4);
const G20M = eng(2.0, 4, 'Petrol', 'Aspirated', 'Manual', 6, 'FWD', 200, 6.2);
const G25F = eng(2.5, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'FWD', 252, 6.6);
const G25A = eng(2.5, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'AWD', 252, 7.4);
const G35 = eng(2.5, 4, 'Petrol', 'Turbo', 'Automatic', 6, 'AWD', 434, 8.2);
const X20 = eng(2.0, 4, 'Petrol', 'Supercharged', 'Automatic', 6, 'AWD', 224, 6.2);
const G40E = eng(3.3, 6, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 450, 7.4);
const G50E = eng(3.3, 6, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 500, 8.2);
const D50E = eng(3.3, 6, 'Diesel', 'Turbo', 'Automatic', 8, 'AWD', 550, 5.4);
const P50E = eng(2.5, 4, 'Plug-in Hybrid', 'Aspirated', 'Automatic', 8, 'AWD', 500, 2.1);
const D35 = eng(2.2, 4, 'Diesel', 'Twin Turbo', 'Automatic', 6, 'AWD', 450, 6.0);
const G20E = eng(2.0, 4, 'Hybrid', 'Aspirated', 'Automatic', 6, 'FWD', 200, 6.4);
const BT19 = eng(1.9, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X2', 350, 7.0);
const BT30R = eng(3.0, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X2', 450, 7.7);
const BT30 = eng(3.0, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 450, 8.0);
const BT32 = eng(3.2, 5, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 470, 10.0);
const MX5M = eng(2.0, 4, 'Petrol', 'Aspirated', 'Manual', 6, 'RWD', 205, 6.8);
const MX5A = eng(2.0, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'RWD', 205, 7.0);

const M = 'Mazda';

/** Mazda's Australian range, current and recent (used stock reaches back to 2012). */
export const MAZDA: readonly ModelSpec[] = [
  model(
    M,
    'Mazda2',
    {
      shape: 'hatch',
      years: [2015, CURRENT],
      series: [['DJ Series', 2015, CURRENT]],
      segment: 'light',
      weight: 2,
      dims: [4080, 1695, 1495],
      fuelCapacity: 44,
      ancap: null,
    },
    [
      ['G15 Pure', 24_610, G15],
      ['G15 Pure', 23_110, G15M],
      ['G15 Evolve', 26_610, G15],
      ['G15 GT', 29_110, G15],
    ],
  ),
  model(
    M,
    'Mazda3',
    {
      shape: 'hatch',
      years: [2014, CURRENT],
      series: [
        ['BM Series', 2014, 2016],
        ['BN Series', 2016, 2019],
        ['BP Series', 2019, CURRENT],
      ],
      weight: 3,
      dims: [4460, 1795, 1435],
      fuelCapacity: 51,
      ancap: 5,
    },
    [
      ['G20 Pure', 33_090, G20],
      ['G20 Pure', 32_090, G20M],
      ['G20 Evolve', 35_190, G20],
      ['G20 Touring', 37_190, G20],
      ['G25 Evolve SP', 37_590, G25F],
      ['G25 GT', 40_590, G25F],
      ['G25 Astina', 44_290, G25F],
      ['X20 Astina', 47_390, X20, [2020, 2023]],
      ['Maxx Sport', 27_990, G20, [2014, 2019]],
      ['SP25', 30_990, G25F, [2014, 2019]],
    ],
  ),
  model(
    M,
    'Mazda3',
    {
      shape: 'sedan',
      years: [2014, CURRENT],
      series: [
        ['BM Series', 2014, 2016],
        ['BN Series', 2016, 2019],
        ['BP Series', 2019, CURRENT],
      ],
      dims: [4662, 1797, 1445],
      fuelCapacity: 51,
      ancap: 5,
    },
    [
      ['G20 Evolve', 35_190, G20],
      ['G20 Touring', 37_190, G20],
      ['G25 GT', 40_590, G25F],
      ['G25 Astina', 44_290, G25F],
      ['Touring', 29_490, G20, [2014, 2019]],
    ],
  ),
  model(
    M,
    'CX-3',
    {
      shape: 'suv',
      years: [2015, CURRENT],
      series: [['DK Series', 2015, CURRENT]],
      segment: 'small',
      weight: 2,
      dims: [4275, 1765, 1535],
      fuelCapacity: 48,
      towing: 1200,
      ancap: null,
    },
    [
      ['G20 Pure', 29_360, G20],
      ['G20 Evolve', 31_060, G20],
      ['G20 Touring', 33_560, G20],
      ['G20 Akari', 36_060, G20],
      ['G20 Akari LE', 38_060, G20],
      ['sTouring', 30_990, G20, [2016, 2020]],
    ],
  ),
  model(
    M,
    'CX-30',
    {
      shape: 'suv',
      years: [2019, CURRENT],
      series: [['DM Series', 2019, CURRENT]],
      segment: 'small',
      weight: 3,
      dims: [4395, 1795, 1540],
      fuelCapacity: 51,
      towing: 1200,
      ancap: 5,
    },
    [
      ['G20 Pure', 34_090, G20],
      ['G20 Evolve', 36_090, G20],
      ['G20 Touring', 38_090, G20],
      ['G25 Touring SP', 41_290, G25F],
      ['G25 Astina', 44_590, G25F],
      ['G25 Astina', 47_090, G25A],
      ['X20 Astina', 48_690, X20],
    ],
  ),
  model(
    M,
    'CX-5',
    {
      shape: 'suv',
      years: [2012, CURRENT],
      series: [
        ['KE Series', 2012, 2017],
        ['KF Series', 2017, CURRENT],
      ],
      weight: 5,
      dims: [4575, 1845, 1680],
      fuelCapacity: 58,
      gvm: 2185,
      towing: 1800,
      ancap: 5,
    },
    [
      ['G20 Maxx', 35_990, G20],
      ['G25 Maxx Sport', 41_490, G25A],
      ['G25 Touring', 45_290, G25A],
      ['G25 Touring Active', 46_690, G25A],
      ['G25 GT SP', 50_290, G25A],
      ['G35 GT SP', 52_790, G35],
      ['G25 Akera', 51_490, G25A],
      ['G35 Akera', 53_990, G35],
      ['D35 Akera', 54_990, D35, [2017, 2023]],
      ['Grand Touring', 44_990, G25A, [2012, 2017]],
    ],
  ),
  model(
    M,
    'CX-60',
    {
      shape: 'suv',
      years: [2022, CURRENT],
      series: [['KH Series', 2022, CURRENT]],
      segment: 'large',
      weight: 2,
      dims: [4740, 1890, 1685],
      fuelCapacity: 58,
      gvm: 2520,
      towing: 2500,
      ancap: 5,
    },
    [
      ['G40e Evolve', 59_800, G40E],
      ['G40e Touring', 64_500, G40E],
      ['G40e GT', 70_700, G40E],
      ['D50e Evolve', 62_500, D50E],
      ['D50e GT', 73_400, D50E],
      ['D50e Azami', 77_900, D50E],
      ['P50e GT', 76_900, P50E],
      ['P50e Azami', 82_400, P50E],
    ],
  ),
  model(M, 'CX-70', { shape: 'suv', years: [2025, CURRENT], segment: 'large', dims: [5120, 1995, 1745], fuelCapacity: 74, gvm: 2830, towing: 2500, ancap: 5 }, [
    ['G50e Touring', 69_350, G50E],
    ['G50e GT', 77_350, G50E],
    ['G50e Azami', 83_350, G50E],
    ['D50e Touring', 71_350, D50E],
    ['D50e GT', 79_350, D50E],
    ['D50e Azami', 85_350, D50E],
  ]),
  model(
    M,
    'CX-8',
    {
      shape: 'suv',
      years: [2018, 2025],
      series: [['KG Series', 2018, 2025]],
      segment: 'large',
      seats: 7,
      dims: [4900, 1840, 1730],
      fuelCapacity: 72,
      gvm: 2500,
      towing: 2000,
      ancap: 5,
    },
    [
      ['G25 Sport', 41_990, G25F],
      ['G25 Touring', 48_190, G25F],
      ['D35 Touring', 55_190, D35],
      ['D35 GT SP', 63_290, D35],
      ['D35 Asaki LE', 67_190, D35],
    ],
  ),
  model(
    M,
    'CX-90',
    {
      shape: 'suv',
      years: [2023, CURRENT],
      series: [['KK Series', 2023, CURRENT]],
      segment: 'large',
      seats: 7,
      weight: 2,
      dims: [5120, 1994, 1745],
      fuelCapacity: 74,
      gvm: 2830,
      towing: 2500,
      ancap: 5,
    },
    [
      ['G50e Touring', 75_700, G50E],
      ['G50e GT', 86_200, G50E],
      ['G50e Azami', 91_700, G50E],
      ['G50e Azami SP', 95_200, G50E],
      ['D50e Touring', 77_700, D50E],
      ['D50e GT', 88_200, D50E],
      ['D50e Azami', 93_700, D50E],
    ],
  ),
  model(
    M,
    'BT-50',
    {
      shape: 'ute',
      years: [2012, CURRENT],
      series: [
        ['UR Series', 2015, 2020],
        ['TF Series', 2020, CURRENT],
      ],
      bodyconfiguration: 'Dual Cab Pick-up',
      weight: 4,
      dims: [5280, 1870, 1790],
      fuelCapacity: 76,
      gvm: 3100,
      towing: 3500,
      ancap: 5,
    },
    [
      ['XS', 40_340, BT19],
      ['XT', 45_540, BT30R],
      ['XT', 54_990, BT30],
      ['XTR', 60_270, BT30],
      ['GT', 63_470, BT30],
      ['SP', 66_560, BT30],
      ['Thunder', 71_610, BT30],
      ['XTR', 52_990, BT32, [2012, 2020]],
    ],
  ),
  model(
    M,
    'BT-50',
    {
      shape: 'cabChassis',
      years: [2012, CURRENT],
      series: [
        ['UR Series', 2015, 2020],
        ['TF Series', 2020, CURRENT],
      ],
      bodyconfiguration: 'Single Cab Chassis',
      dims: [5125, 1870, 1785],
      fuelCapacity: 76,
      gvm: 3100,
      towing: 3500,
      ancap: 5,
    },
    [
      ['XT', 40_260, BT30R],
      ['XT', 48_520, BT30],
    ],
  ),
  model(
    M,
    'MX-5',
    {
      shape: 'convertible',
      years: [2012, CURRENT],
      series: [
        ['NC Series', 2012, 2015],
        ['ND Series', 2015, CURRENT],
      ],
      bodyconfiguration: 'Roadster',
      dims: [3915, 1735, 1230],
      fuelCapacity: 45,
      ancap: null,
    },
    [
      ['Roadster', 42_250, MX5M],
      ['Roadster GT', 46_620, MX5M],
      ['Roadster GT', 48_620, MX5A],
      ['RF GT', 50_780, MX5A],
      ['Roadster GT RS', 51_640, MX5M],
    ],
  ),
  model(
    M,
    'MX-30',
    { shape: 'suv', years: [2020, CURRENT], series: [['DR Series', 2020, CURRENT]], segment: 'small', dims: [4395, 1795, 1555], fuelCapacity: 48, ancap: 5 },
    [
      ['G20e Evolve', 37_190, G20E],
      ['G20e Touring', 40_190, G20E],
      ['G20e Astina', 44_290, G20E],
      ['E35 Astina', 65_490, ev('FWD', 271)],
    ],
  ),
];
