import { CURRENT, eng, ev, model, type ModelSpec } from './catalogue-types.ts';

const Y15 = eng(1.5, 3, 'Petrol', 'Aspirated', 'CVT', 10, 'FWD', 145, 5.4);
const Y15H = eng(1.5, 3, 'Hybrid', 'Aspirated', 'CVT', 1, 'FWD', 120, 3.3);
const Y15HA = eng(1.5, 3, 'Hybrid', 'Aspirated', 'CVT', 1, 'AWD', 120, 3.8);
const C18H = eng(1.8, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'FWD', 142, 4.0);
const C20 = eng(2.0, 4, 'Petrol', 'Aspirated', 'CVT', 10, 'FWD', 205, 6.0);
const C20H = eng(2.0, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'FWD', 190, 4.4);
const C20HA = eng(2.0, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'AWD', 190, 4.5);
const CHR12 = eng(1.2, 4, 'Petrol', 'Turbo', 'CVT', 7, 'FWD', 185, 6.4);
const CAM25H = eng(2.5, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'FWD', 221, 4.2);
const R20 = eng(2.0, 4, 'Petrol', 'Aspirated', 'CVT', 10, 'FWD', 207, 6.5);
const R25H = eng(2.5, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'FWD', 221, 4.7);
const R25HA = eng(2.5, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'AWD', 221, 4.8);
const R25 = eng(2.5, 4, 'Petrol', 'Aspirated', 'Automatic', 8, 'AWD', 243, 7.3);
const K25H = eng(2.5, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'AWD', 242, 5.6);
const K24T = eng(2.4, 4, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 420, 8.6);
const K35 = eng(3.5, 6, 'Petrol', 'Aspirated', 'Automatic', 8, 'AWD', 350, 9.5);
const D28 = eng(2.8, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 500, 7.9);
const D28P = eng(2.8, 4, 'Diesel', 'Turbo', 'Automatic', 8, '4X4', 500, 7.9);
const D24R = eng(2.4, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X2', 400, 7.0);
const P27R = eng(2.7, 4, 'Petrol', 'Aspirated', 'Automatic', 6, '4X2', 245, 10.7);
const V33 = eng(3.3, 6, 'Diesel', 'Twin Turbo', 'Automatic', 10, '4X4', 700, 8.9);
const V45 = eng(4.5, 8, 'Diesel', 'Twin Turbo', 'Automatic', 6, '4X4', 650, 10.2);
const V45M = eng(4.5, 8, 'Diesel', 'Turbo', 'Manual', 5, '4X4', 430, 10.7);
const HA28 = eng(2.8, 4, 'Diesel', 'Turbo', 'Automatic', 6, 'RWD', 450, 8.4);
const GR86 = eng(2.4, 4, 'Petrol', 'Aspirated', 'Manual', 6, 'RWD', 240, 9.5);
const GR86A = eng(2.4, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'RWD', 250, 8.8);
const GR16 = eng(1.6, 3, 'Petrol', 'Turbo', 'Manual', 6, 'AWD', 390, 7.6);
const SUPRA = eng(3.0, 6, 'Petrol', 'Turbo', 'Automatic', 8, 'RWD', 500, 8.7);

const T = 'Toyota';

/** Toyota's Australian range, current and recent. */
export const TOYOTA: readonly ModelSpec[] = [
  model(T, 'Yaris', { shape: 'hatch', years: [2011, CURRENT], series: [['NCP130R', 2011, 2020], ['MXPA10R', 2020, CURRENT]], segment: 'light', weight: 2, dims: [3940, 1745, 1500], fuelCapacity: 40, ancap: 5 }, [
    ['Ascent Sport', 23_130, Y15],
    ['SX', 26_130, Y15],
    ['ZR', 29_130, Y15],
    ['Ascent Sport Hybrid', 27_130, Y15H],
    ['SX Hybrid', 29_130, Y15H],
    ['ZR Hybrid', 32_130, Y15H],
  ]),
  model(T, 'Yaris Cross', { shape: 'suv', years: [2020, CURRENT], series: [['MXPB10R', 2020, CURRENT]], segment: 'small', weight: 2, dims: [4180, 1765, 1560], fuelCapacity: 42, towing: 400, ancap: 5 }, [
    ['GX', 29_990, Y15],
    ['GX Hybrid', 32_490, Y15H],
    ['GXL Hybrid', 35_490, Y15H],
    ['Urban Hybrid', 38_490, Y15HA],
  ]),
  model(T, 'Corolla', { shape: 'hatch', years: [2012, CURRENT], series: [['ZRE182R', 2012, 2018], ['ZWE211R', 2018, CURRENT]], weight: 3, dims: [4375, 1790, 1435], fuelCapacity: 43, ancap: 5 }, [
    ['Ascent Sport Hybrid', 32_020, C18H],
    ['SX Hybrid', 35_020, C18H],
    ['ZR Hybrid', 39_320, C18H],
    ['Ascent Sport', 26_990, C20, [2018, 2022]],
  ]),
  model(T, 'Corolla', { shape: 'sedan', years: [2014, CURRENT], series: [['ZRE172R', 2014, 2019], ['ZWE211R', 2019, CURRENT]], dims: [4630, 1780, 1435], fuelCapacity: 43, ancap: 5 }, [
    ['Ascent Sport Hybrid', 32_520, C18H],
    ['SX Hybrid', 35_520, C18H],
    ['ZR Hybrid', 39_820, C18H],
  ]),
  model(T, 'GR Corolla', { shape: 'hatch', years: [2023, CURRENT], segment: 'performance', dims: [4410, 1850, 1480], fuelCapacity: 50 }, [['GTS', 62_300, GR16]]),
  model(T, 'Corolla Cross', { shape: 'suv', years: [2022, CURRENT], series: [['MXGA10R', 2022, CURRENT]], segment: 'small', weight: 3, dims: [4460, 1825, 1620], fuelCapacity: 47, towing: 750, ancap: 5 }, [
    ['GX', 33_860, C20],
    ['GX Hybrid', 37_860, C20H],
    ['GXL Hybrid', 40_860, C20H],
    ['Atmos Hybrid', 46_860, C20HA],
  ]),
  model(T, 'C-HR', { shape: 'suv', years: [2017, 2023], series: [['NGX10R', 2017, 2023]], segment: 'small', dims: [4360, 1795, 1565], fuelCapacity: 50, ancap: 5 }, [
    ['C-HR', 30_990, CHR12],
    ['Koba', 36_490, CHR12],
    ['GR Sport Hybrid', 39_990, C18H, [2021, 2023]],
  ]),
  model(T, 'Camry', { shape: 'sedan', years: [2012, CURRENT], series: [['AVV50R', 2012, 2017], ['AXVH71R', 2017, 2024], ['AXVH80R', 2024, CURRENT]], weight: 2, dims: [4915, 1840, 1445], fuelCapacity: 50, towing: 1200, ancap: 5 }, [
    ['Ascent Hybrid', 39_990, CAM25H],
    ['SX Hybrid', 44_090, CAM25H],
    ['SL Hybrid', 50_090, CAM25H],
  ]),
  model(T, 'RAV4', { shape: 'suv', years: [2013, CURRENT], series: [['ASA44R', 2013, 2018], ['AXAH52R', 2019, CURRENT]], weight: 6, dims: [4600, 1855, 1685], fuelCapacity: 55, gvm: 2230, towing: 1500, ancap: 5 }, [
    ['GX', 36_950, R20],
    ['GX Hybrid', 40_300, R25H],
    ['GXL Hybrid', 44_000, R25H],
    ['Cruiser Hybrid', 50_950, R25HA],
    ['XSE Hybrid', 50_700, R25HA],
    ['Edge', 52_500, R25],
  ]),
  model(T, 'Kluger', { shape: 'suv', years: [2014, CURRENT], series: [['GSU50R', 2014, 2021], ['AXUH78R', 2021, CURRENT]], segment: 'large', seats: 7, weight: 2, dims: [4966, 1930, 1755], fuelCapacity: 65, gvm: 2620, towing: 2000, ancap: 5 }, [
    ['GX Hybrid', 59_210, K25H],
    ['GXL Hybrid', 68_290, K25H],
    ['Grande Hybrid', 80_510, K25H],
    ['GX', 56_560, K24T, [2024, CURRENT]],
    ['Grande', 76_990, K35, [2014, 2021]],
  ]),
  model(T, 'Landcruiser Prado', { shape: 'suv', years: [2013, CURRENT], series: [['GDJ150R', 2015, 2024], ['GDJ250R', 2024, CURRENT]], segment: 'offroad', seats: 7, weight: 3, dims: [4925, 1980, 1870], fuelCapacity: 110, gvm: 3280, towing: 3500, ancap: 5 }, [
    ['GX', 72_230, D28P],
    ['GXL', 80_230, D28P],
    ['VX', 90_830, D28P],
    ['Altitude', 96_630, D28P],
    ['Kakadu', 100_730, D28P],
  ]),
  model(T, 'Landcruiser', { shape: 'suv', years: [2012, CURRENT], series: [['VDJ200R', 2012, 2021], ['FJA300R', 2021, CURRENT]], segment: 'offroad', seats: 7, weight: 2, dims: [4985, 1980, 1950], fuelCapacity: 110, gvm: 3280, towing: 3500, ancap: 5 }, [
    ['GX', 94_900, V33],
    ['GXL', 109_800, V33],
    ['VX', 122_000, V33],
    ['Sahara', 140_800, V33],
    ['GR Sport', 145_400, V33],
    ['Sahara ZX', 148_200, V33],
    ['Sahara', 124_990, V45, [2012, 2021]],
  ]),
  model(T, 'Landcruiser 70', { shape: 'cabChassis', years: [2012, CURRENT], series: [['VDJ79R', 2012, 2023], ['GDJ79R', 2023, CURRENT]], segment: 'offroad', bodyconfiguration: 'Single Cab Chassis', dims: [5230, 1870, 1955], fuelCapacity: 130, gvm: 3510, towing: 3500 }, [
    ['Workmate', 75_600, eng(2.8, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 500, 9.6)],
    ['GXL', 80_500, eng(2.8, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 500, 9.6)],
    ['GXL', 78_990, V45M, [2012, 2023]],
  ]),
  model(T, 'HiLux', { shape: 'ute', years: [2012, CURRENT], series: [['KUN26R', 2012, 2015], ['GUN126R', 2015, CURRENT]], bodyconfiguration: 'Double Cab Pick Up', weight: 7, dims: [5325, 1900, 1815], fuelCapacity: 80, gvm: 3050, towing: 3500, ancap: 5 }, [
    ['SR', 55_525, D28],
    ['SR5', 63_225, D28],
    ['Rogue', 72_445, D28],
    ['Rugged X', 71_825, D28],
    ['GR Sport', 80_285, D28, [2023, CURRENT]],
    ['SR Hi-Rider', 47_695, D24R],
  ]),
  model(T, 'HiLux', { shape: 'cabChassis', years: [2012, CURRENT], series: [['GUN126R', 2015, CURRENT]], bodyconfiguration: 'Single Cab Chassis', weight: 2, dims: [5270, 1800, 1800], fuelCapacity: 80, gvm: 2900, towing: 3500, ancap: 5 }, [
    ['Workmate', 35_555, P27R],
    ['SR', 53_465, D28],
  ]),
  model(T, 'HiAce', { shape: 'van', years: [2014, CURRENT], series: [['KDH221R', 2014, 2019], ['GDH300R', 2019, CURRENT]], bodyconfiguration: 'Long Wheelbase Van', weight: 2, dims: [5265, 1950, 1990], fuelCapacity: 70, gvm: 3300, towing: 1900, ancap: 5 }, [
    ['LWB', 50_280, HA28],
    ['SLWB', 56_480, HA28],
  ]),
  model(T, 'HiAce', { shape: 'bus', years: [2019, CURRENT], series: [['GDH322R', 2019, CURRENT]], bodyconfiguration: 'Super Long Wheelbase Commuter Bus', seats: 12, dims: [5915, 1950, 2280], fuelCapacity: 70, gvm: 3990 }, [
    ['Commuter', 70_160, HA28],
  ]),
  model(T, 'bZ4X', { shape: 'suv', years: [2022, CURRENT], dims: [4690, 1860, 1650], towing: 750, ancap: 5 }, [
    ['FWD', 55_000, ev('FWD', 266)],
    ['AWD', 64_000, ev('AWD', 337)],
  ]),
  model(T, 'GR86', { shape: 'coupe', years: [2022, CURRENT], series: [['ZN8', 2022, CURRENT]], dims: [4265, 1775, 1310], fuelCapacity: 50 }, [
    ['GT', 43_990, GR86],
    ['GTS', 50_490, GR86A],
  ]),
  model(T, 'GR Yaris', { shape: 'hatch', years: [2020, CURRENT], series: [['GXPA16R', 2020, CURRENT]], segment: 'performance', dims: [3995, 1805, 1455], fuelCapacity: 50 }, [
    ['', 62_300, GR16],
    ['Rallye', 72_300, GR16],
  ]),
  model(T, 'GR Supra', { shape: 'coupe', years: [2019, CURRENT], series: [['DB42R', 2019, CURRENT]], dims: [4379, 1854, 1292], fuelCapacity: 52 }, [['GTS', 95_350, SUPRA]]),
  model(T, 'Fortuner', { shape: 'suv', years: [2015, CURRENT], series: [['GUN156R', 2015, CURRENT]], segment: 'offroad', seats: 7, dims: [4795, 1855, 1835], fuelCapacity: 80, towing: 3100, ancap: 5 }, [
    ['GX', 52_490, D28],
    ['GXL', 59_090, D28],
    ['Crusade', 66_290, D28],
  ]),
];
