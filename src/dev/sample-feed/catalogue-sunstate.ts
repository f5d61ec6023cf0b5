import { CURRENT, eng, ev, model, type ModelSpec } from './catalogue-types.ts';

// Makes spelt as the Sunstate feed sends them for new stock; display normalisation happens later.
const N = 'Nissan';
const S = 'Suzuki Australia';
const I = 'Isuzu UTE';
const MB = 'Mercedes Benz';

const NAV = eng(2.3, 4, 'Diesel', 'Twin Turbo', 'Automatic', 7, '4X4', 450, 7.0);
const NAV2 = eng(2.3, 4, 'Diesel', 'Turbo', 'Automatic', 7, '4X2', 403, 6.5);
const XT25 = eng(2.5, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'FWD', 244, 7.4);
const XT25A = eng(2.5, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'AWD', 244, 7.8);
const EPOWER = eng(1.5, 3, 'Hybrid', 'Turbo', 'Reduction Gear', 1, 'AWD', 525, 6.1);
const DMAX30 = eng(3.0, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 450, 8.0);
const DMAX19 = eng(1.9, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X2', 360, 7.0);
const MB13 = eng(1.3, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 250, 6.0);
const MB20A = eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 8, 'AWD', 350, 7.1);
const MB20R = eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 9, 'RWD', 300, 6.8);
const MB20RH = eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 9, 'RWD', 400, 7.2);
const MB20W = eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 9, 'AWD', 400, 7.7);
const AMG20 = eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 9, 'AWD', 500, 9.1);
const OM20 = eng(2.0, 4, 'Diesel', 'Turbo', 'Automatic', 9, 'AWD', 500, 6.4);
const OM29 = eng(2.9, 6, 'Diesel', 'Turbo', 'Automatic', 9, 'AWD', 750, 7.4);
const G450D = eng(3.0, 6, 'Diesel', 'Twin Turbo', 'Automatic', 9, '4X4', 750, 9.9);
const G63 = eng(4.0, 8, 'Petrol', 'Twin Turbo', 'Automatic', 9, '4X4', 850, 13.1);
const S450 = eng(3.0, 6, 'Petrol', 'Turbo', 'Automatic', 9, 'AWD', 500, 8.4);
const VAN20 = eng(2.0, 4, 'Diesel', 'Turbo', 'Automatic', 9, 'RWD', 400, 8.6);
const VAN30 = eng(3.0, 6, 'Diesel', 'Turbo', 'Automatic', 9, 'RWD', 440, 9.8);

export const NISSAN: readonly ModelSpec[] = [
  model(N, 'Qashqai', { shape: 'suv', years: [2014, CURRENT], series: [['J11', 2014, 2021], ['J12', 2022, CURRENT]], segment: 'small', weight: 2, dims: [4425, 1835, 1625], fuelCapacity: 55, towing: 1500, ancap: 5 }, [
    ['ST', 35_990, eng(1.3, 4, 'Petrol', 'Turbo', 'CVT', 7, 'FWD', 250, 6.1)],
    ['ST+', 38_990, eng(1.3, 4, 'Petrol', 'Turbo', 'CVT', 7, 'FWD', 250, 6.1)],
    ['Ti', 45_990, eng(1.3, 4, 'Petrol', 'Turbo', 'CVT', 7, 'FWD', 250, 6.1)],
    ['e-POWER Ti', 52_990, eng(1.5, 3, 'Hybrid', 'Turbo', 'Reduction Gear', 1, 'FWD', 330, 5.3), [2023, CURRENT]],
  ]),
  model(N, 'X-Trail', { shape: 'suv', years: [2014, CURRENT], series: [['T32', 2014, 2022], ['T33', 2022, CURRENT]], weight: 4, dims: [4680, 1840, 1725], fuelCapacity: 55, gvm: 2190, towing: 2000, ancap: 5 }, [
    ['ST', 37_990, XT25],
    ['ST-L', 45_190, XT25A],
    ['Ti', 51_990, XT25A],
    ['Ti-L', 55_790, XT25A],
    ['N-TREK', 50_990, XT25A],
    ['Ti e-POWER e-4ORCE', 58_290, EPOWER, [2023, CURRENT]],
    ['Ti-L e-POWER e-4ORCE', 62_090, EPOWER, [2023, CURRENT]],
  ]),
  model(N, 'Navara', { shape: 'ute', years: [2015, CURRENT], series: [['D23 Series 4', 2018, 2021], ['D23 Series 5', 2021, CURRENT]], bodyconfiguration: 'Dual Cab Pick Up', weight: 4, dims: [5260, 1850, 1840], fuelCapacity: 80, gvm: 3150, towing: 3500, ancap: 5 }, [
    ['SL', 51_990, NAV],
    ['ST', 56_990, NAV],
    ['ST-X', 62_990, NAV],
    ['PRO-4X', 65_990, NAV],
    ['PRO-4X Warrior', 74_990, NAV],
    ['SL', 44_990, NAV2],
  ]),
  model(N, 'Navara', { shape: 'cabChassis', years: [2015, CURRENT], series: [['D23 Series 5', 2021, CURRENT]], bodyconfiguration: 'Single Cab Chassis', dims: [5255, 1790, 1780], fuelCapacity: 80, gvm: 2910, towing: 3500 }, [
    ['RX', 36_490, eng(2.3, 4, 'Diesel', 'Turbo', 'Manual', 6, '4X2', 403, 6.8)],
    ['SL', 43_990, NAV],
  ]),
  model(N, 'Patrol', { shape: 'suv', years: [2013, CURRENT], series: [['Y62 Series 5', 2019, CURRENT]], segment: 'offroad', seats: 8, weight: 2, dims: [5175, 1995, 1940], fuelCapacity: 140, gvm: 3500, towing: 3500, ancap: null }, [
    ['Ti', 92_790, eng(5.6, 8, 'Petrol', 'Aspirated', 'Automatic', 7, '4X4', 560, 14.4)],
    ['Ti-L', 100_290, eng(5.6, 8, 'Petrol', 'Aspirated', 'Automatic', 7, '4X4', 560, 14.4)],
    ['Warrior', 108_290, eng(5.6, 8, 'Petrol', 'Aspirated', 'Automatic', 7, '4X4', 560, 14.4), [2023, CURRENT]],
  ]),
  model(N, 'Pathfinder', { shape: 'suv', years: [2013, CURRENT], series: [['R52', 2013, 2021], ['R53', 2022, CURRENT]], segment: 'large', seats: 7, dims: [5004, 1978, 1783], fuelCapacity: 72, towing: 2700, ancap: 5 }, [
    ['ST', 54_990, eng(3.5, 6, 'Petrol', 'Aspirated', 'Automatic', 9, 'FWD', 381, 10.5)],
    ['ST-L', 62_990, eng(3.5, 6, 'Petrol', 'Aspirated', 'Automatic', 9, 'AWD', 381, 10.5)],
    ['Ti', 72_990, eng(3.5, 6, 'Petrol', 'Aspirated', 'Automatic', 9, 'AWD', 381, 10.5)],
    ['Ti-L', 79_990, eng(3.5, 6, 'Petrol', 'Aspirated', 'Automatic', 9, 'AWD', 381, 10.5)],
  ]),
  model(N, 'Juke', { shape: 'hatch', years: [2020, CURRENT], series: [['F16', 2020, CURRENT]], segment: 'small', body: 'suv', bodyconfiguration: 'Wagon', dims: [4210, 1800, 1595], fuelCapacity: 46, ancap: 5 }, [
    ['ST', 30_690, eng(1.0, 3, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 180, 5.8)],
    ['ST+', 32_990, eng(1.0, 3, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 180, 5.8)],
    ['ST-L', 35_990, eng(1.0, 3, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 180, 5.8)],
    ['Ti', 37_990, eng(1.0, 3, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 180, 5.8)],
  ]),
  model(N, 'Leaf', { shape: 'hatch', years: [2019, 2024], series: [['ZE1', 2019, 2024]], dims: [4490, 1790, 1540], ancap: 5 }, [
    ['Leaf', 49_990, ev('FWD', 320)],
    ['e+', 61_490, ev('FWD', 340)],
  ]),
  model(N, 'Ariya', { shape: 'suv', years: [2024, CURRENT], series: [['FE0', 2024, CURRENT]], dims: [4595, 1850, 1660], towing: 750, ancap: 5 }, [
    ['Engage', 54_900, ev('FWD', 300)],
    ['Evolve', 64_900, ev('FWD', 300)],
    ['Evolve e-4ORCE', 72_900, ev('AWD', 600)],
  ]),
  model(N, 'Z', { shape: 'coupe', years: [2023, CURRENT], series: [['RZ34', 2023, CURRENT]], dims: [4380, 1845, 1315], fuelCapacity: 62 }, [
    ['Z', 73_300, eng(3.0, 6, 'Petrol', 'Twin Turbo', 'Manual', 6, 'RWD', 475, 10.2)],
    ['NISMO', 99_990, eng(3.0, 6, 'Petrol', 'Twin Turbo', 'Automatic', 9, 'RWD', 520, 10.4), [2024, CURRENT]],
  ]),
];

export const SUZUKI: readonly ModelSpec[] = [
  model(S, 'Swift', { shape: 'hatch', years: [2013, CURRENT], segment: 'light', weight: 4, dims: [3860, 1735, 1495], fuelCapacity: 37, ancap: null }, [
    ['Hybrid', 23_490, eng(1.2, 3, 'Hybrid', 'Aspirated', 'CVT', 7, 'FWD', 112, 3.8), [2024, CURRENT]],
    ['Hybrid Plus', 25_990, eng(1.2, 3, 'Hybrid', 'Aspirated', 'CVT', 7, 'FWD', 112, 3.8), [2024, CURRENT]],
    ['Hybrid GLX', 27_990, eng(1.2, 3, 'Hybrid', 'Aspirated', 'CVT', 7, 'FWD', 112, 3.8), [2024, CURRENT]],
    ['GL Navigator', 19_990, eng(1.2, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'FWD', 120, 4.8), [2017, 2024]],
    ['GLX Turbo', 25_490, eng(1.0, 3, 'Petrol', 'Turbo', 'Automatic', 6, 'FWD', 160, 5.2), [2017, 2024]],
    ['Sport', 31_990, eng(1.4, 4, 'Petrol', 'Turbo', 'Manual', 6, 'FWD', 230, 6.1), [2018, 2024]],
  ]),
  model(S, 'Vitara', { shape: 'suv', years: [2015, CURRENT], series: [['LY Series II', 2019, CURRENT]], segment: 'small', weight: 2, dims: [4175, 1775, 1610], fuelCapacity: 47, towing: 1200, ancap: null }, [
    ['Vitara', 31_990, eng(1.6, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'FWD', 156, 6.2)],
    ['Turbo', 35_990, eng(1.4, 4, 'Petrol', 'Turbo', 'Automatic', 6, 'FWD', 220, 6.1)],
    ['Turbo ALLGRIP', 39_990, eng(1.4, 4, 'Petrol', 'Turbo', 'Automatic', 6, 'AWD', 220, 6.2)],
  ]),
  model(S, 'S-Cross', { shape: 'suv', years: [2014, CURRENT], segment: 'small', dims: [4300, 1785, 1585], fuelCapacity: 47, towing: 1200, ancap: null }, [
    ['S-Cross', 35_490, eng(1.4, 4, 'Petrol', 'Turbo', 'Automatic', 6, 'FWD', 220, 6.2)],
    ['Plus', 38_990, eng(1.4, 4, 'Petrol', 'Turbo', 'Automatic', 6, 'AWD', 220, 6.2)],
    ['Prestige', 41_990, eng(1.4, 4, 'Petrol', 'Turbo', 'Automatic', 6, 'AWD', 220, 6.2)],
  ]),
  model(S, 'Jimny', { shape: 'suv', years: [2018, CURRENT], series: [['GJ', 2018, CURRENT]], segment: 'offroad', seats: 4, doors: 3, weight: 3, dims: [3480, 1645, 1725], fuelCapacity: 40, towing: 1300, ancap: null }, [
    ['Lite', 31_490, eng(1.5, 4, 'Petrol', 'Aspirated', 'Manual', 5, '4X4', 130, 6.4), [2023, CURRENT]],
    ['Jimny', 33_490, eng(1.5, 4, 'Petrol', 'Aspirated', 'Automatic', 4, '4X4', 130, 6.9)],
    ['XL', 37_490, eng(1.5, 4, 'Petrol', 'Aspirated', 'Automatic', 4, '4X4', 130, 7.0), [2024, CURRENT]],
  ]),
  model(S, 'Ignis', { shape: 'hatch', years: [2016, CURRENT], series: [['MF', 2016, CURRENT]], segment: 'light', dims: [3700, 1690, 1595], fuelCapacity: 32, ancap: null }, [
    ['GL', 19_990, eng(1.2, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'FWD', 120, 4.9)],
    ['GLX', 22_990, eng(1.2, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'FWD', 120, 4.9)],
  ]),
  model(S, 'Fronx', { shape: 'suv', years: [2025, CURRENT], segment: 'small', dims: [3995, 1765, 1550], fuelCapacity: 37, ancap: 4 }, [
    ['Hybrid', 29_990, eng(1.5, 4, 'Hybrid', 'Aspirated', 'Automatic', 6, 'FWD', 138, 5.1)],
  ]),
];

export const ISUZU: readonly ModelSpec[] = [
  model(I, 'D-MAX', { shape: 'ute', years: [2012, CURRENT], series: [['TF', 2012, 2020], ['RG', 2020, CURRENT]], bodyconfiguration: 'Crew Cab Utility', weight: 5, dims: [5265, 1870, 1790], fuelCapacity: 76, gvm: 3100, towing: 3500, ancap: 5 }, [
    ['SX HI-Ride', 44_900, DMAX19],
    ['LS-M', 56_400, DMAX30],
    ['LS-U', 62_900, DMAX30],
    ['X-TERRAIN', 70_400, DMAX30],
    ['Blade', 76_900, DMAX30, [2024, CURRENT]],
  ]),
  model(I, 'D-MAX', { shape: 'cabChassis', years: [2012, CURRENT], series: [['RG', 2020, CURRENT]], bodyconfiguration: 'Single Cab Chassis', weight: 2, dims: [5185, 1860, 1785], fuelCapacity: 76, gvm: 2950, towing: 3500, ancap: 5 }, [
    ['SX', 35_900, DMAX19],
    ['SX', 47_900, DMAX30],
  ]),
  model(I, 'MU-X', { shape: 'suv', years: [2013, CURRENT], series: [['UC', 2013, 2021], ['RJ', 2021, CURRENT]], segment: 'offroad', seats: 7, weight: 3, dims: [4850, 1870, 1825], fuelCapacity: 80, gvm: 2800, towing: 3500, ancap: 5 }, [
    ['LS-M', 49_900, eng(1.9, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X2', 350, 7.3)],
    ['LS-U', 62_400, DMAX30],
    ['LS-T', 67_400, DMAX30],
  ]),
];

export const MERCEDES: readonly ModelSpec[] = [
  model(MB, 'A-Class', { shape: 'hatch', years: [2013, CURRENT], series: [['W176', 2013, 2018], ['W177', 2018, CURRENT]], segment: 'luxury', weight: 2, dims: [4419, 1796, 1440], fuelCapacity: 43, ancap: 5 }, [
    ['A 200', 61_900, MB13],
    ['A 250 4MATIC', 72_900, MB20A],
    ['A 35 AMG 4MATIC', 89_900, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'AWD', 400, 8.4)],
  ]),
  model(MB, 'C-Class', { shape: 'sedan', years: [2014, CURRENT], series: [['W205', 2014, 2021], ['W206', 2021, CURRENT]], segment: 'luxury', weight: 2, dims: [4751, 1820, 1438], fuelCapacity: 66, towing: 1800, ancap: 5 }, [
    ['C 200', 82_900, MB20R],
    ['C 300', 95_400, MB20RH],
    ['C 43 AMG 4MATIC', 129_900, AMG20],
  ]),
  model(MB, 'E-Class', { shape: 'sedan', years: [2016, CURRENT], series: [['W213', 2016, 2023], ['W214', 2024, CURRENT]], segment: 'luxury', dims: [4949, 1880, 1468], fuelCapacity: 66, towing: 2100, ancap: 5 }, [
    ['E 200', 114_900, MB20R],
    ['E 300', 131_900, MB20RH],
  ]),
  model(MB, 'GLA', { shape: 'suv', years: [2020, CURRENT], series: [['H247', 2020, CURRENT]], segment: 'luxury', weight: 2, dims: [4410, 1834, 1611], fuelCapacity: 43, towing: 1800, ancap: 5 }, [
    ['GLA 200', 69_900, MB13],
    ['GLA 250 4MATIC', 80_400, MB20A],
  ]),
  model(MB, 'GLB', { shape: 'suv', years: [2020, CURRENT], series: [['X247', 2020, CURRENT]], segment: 'luxury', seats: 7, dims: [4634, 1834, 1658], fuelCapacity: 51, towing: 1800, ancap: 5 }, [
    ['GLB 200', 74_900, MB13],
    ['GLB 250 4MATIC', 85_400, MB20A],
  ]),
  model(MB, 'GLC', { shape: 'suv', years: [2016, CURRENT], series: [['X253', 2016, 2022], ['X254', 2023, CURRENT]], segment: 'luxury', weight: 3, dims: [4716, 1890, 1640], fuelCapacity: 62, towing: 2400, ancap: 5 }, [
    ['GLC 300 4MATIC', 99_900, MB20W],
    ['GLC 43 AMG 4MATIC', 139_900, AMG20],
  ]),
  model(MB, 'GLE', { shape: 'suv', years: [2019, CURRENT], series: [['V167', 2019, CURRENT]], segment: 'luxury', seats: 7, dims: [4924, 1947, 1772], fuelCapacity: 85, towing: 3500, ancap: 5 }, [
    ['GLE 300 d 4MATIC', 124_900, OM20],
    ['GLE 450 d 4MATIC', 149_900, OM29],
  ]),
  model(MB, 'GLS', { shape: 'suv', years: [2020, CURRENT], series: [['X167', 2020, CURRENT]], segment: 'luxury', seats: 7, dims: [5207, 1956, 1823], fuelCapacity: 90, towing: 3500, ancap: 5 }, [
    ['GLS 450 d 4MATIC', 189_900, OM29],
  ]),
  model(MB, 'G-Class', { shape: 'suv', years: [2018, CURRENT], series: [['W463', 2018, CURRENT]], segment: 'luxury', dims: [4817, 1931, 1969], fuelCapacity: 100, towing: 3500 }, [
    ['G 450 d', 274_900, G450D],
    ['G 63 AMG', 395_000, G63],
  ]),
  model(MB, 'S-Class', { shape: 'sedan', years: [2021, CURRENT], series: [['W223', 2021, CURRENT]], segment: 'luxury', dims: [5289, 1954, 1503], fuelCapacity: 76, ancap: 5 }, [
    ['S 450 L 4MATIC', 259_900, S450],
    ['S 580 L 4MATIC', 329_900, eng(4.0, 8, 'Petrol', 'Twin Turbo', 'Automatic', 9, 'AWD', 700, 10.0)],
  ]),
  model(MB, 'EQA', { shape: 'suv', years: [2021, CURRENT], series: [['H243', 2021, CURRENT]], segment: 'luxury', dims: [4463, 1834, 1624], towing: 750, ancap: 5 }, [
    ['EQA 250+', 76_400, ev('FWD', 385)],
    ['EQA 350 4MATIC', 92_400, ev('AWD', 520)],
  ]),
  model(MB, 'EQE SUV', { shape: 'suv', years: [2023, CURRENT], series: [['X294', 2023, CURRENT]], segment: 'luxury', dims: [4863, 1940, 1685], towing: 1800, ancap: 5 }, [
    ['EQE 350 4MATIC', 149_900, ev('AWD', 765)],
  ]),
  model(MB, 'Sprinter', { shape: 'van', years: [2018, CURRENT], series: [['VS30', 2018, CURRENT]], bodyconfiguration: 'Van', weight: 2, dims: [5932, 2020, 2680], fuelCapacity: 93, gvm: 4100, towing: 3500, ancap: 5 }, [
    ['316 CDI MWB', 69_990, VAN20],
    ['319 CDI LWB', 81_990, VAN30],
  ]),
  model(MB, 'Vito', { shape: 'van', years: [2015, CURRENT], series: [['W447', 2015, CURRENT]], weight: 2, dims: [5140, 1928, 1910], fuelCapacity: 70, gvm: 3050, towing: 2500, ancap: 5 }, [
    ['116 CDI MWB', 55_490, eng(2.0, 4, 'Diesel', 'Turbo', 'Automatic', 9, 'RWD', 380, 6.9)],
  ]),
];
