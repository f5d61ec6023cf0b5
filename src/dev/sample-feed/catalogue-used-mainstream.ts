import { CURRENT, eng, ev, model, type ModelSpec } from './catalogue-types.ts';

const P20 = eng(2.0, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'FWD', 192, 7.4);
const P20C = eng(2.0, 4, 'Petrol', 'Aspirated', 'CVT', 8, 'FWD', 180, 6.8);
const P25A = eng(2.5, 4, 'Petrol', 'Aspirated', 'Automatic', 8, 'AWD', 247, 8.1);
const T16 = eng(1.6, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'AWD', 265, 7.2);
const D22 = eng(2.2, 4, 'Diesel', 'Turbo', 'Automatic', 8, 'AWD', 440, 6.1);
const U20 = eng(2.0, 4, 'Diesel', 'Twin Turbo', 'Automatic', 10, '4X4', 500, 7.2);
const U30 = eng(3.0, 6, 'Diesel', 'Turbo', 'Automatic', 10, '4X4', 600, 8.4);
const U32 = eng(3.2, 5, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 470, 9.2);
const CO28 = eng(2.8, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 500, 8.6);
const TR24 = eng(2.4, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 430, 8.6);
const SUB25 = eng(2.5, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'AWD', 239, 7.4);
const SUB20 = eng(2.0, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'AWD', 196, 7.0);
const TSI14 = eng(1.4, 4, 'Petrol', 'Turbo', 'Dual Clutch', 8, 'FWD', 250, 5.8);
const TSI20 = eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'AWD', 350, 7.8);
const HON15 = eng(1.5, 4, 'Petrol', 'Turbo', 'CVT', 7, 'FWD', 240, 6.3);
const HON18 = eng(1.8, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'FWD', 172, 6.9);

export const USED_MAINSTREAM: readonly ModelSpec[] = [
  model('Hyundai', 'i30', { shape: 'hatch', years: [2012, CURRENT], series: [['GD', 2012, 2017], ['PD', 2017, CURRENT]], weight: 4, dims: [4340, 1795, 1455], fuelCapacity: 50, ancap: 5 }, [
    ['Active', 25_990, P20], ['Elite', 30_990, P20], ['N Line', 31_990, eng(1.6, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 265, 7.1)], ['N', 49_900, eng(2.0, 4, 'Petrol', 'Turbo', 'Manual', 6, 'FWD', 392, 8.0), [2018, CURRENT]],
  ]),
  model('Hyundai', 'Tucson', { shape: 'suv', years: [2015, CURRENT], series: [['TL', 2015, 2021], ['NX4', 2021, CURRENT]], weight: 4, dims: [4630, 1865, 1665], fuelCapacity: 54, towing: 1900, ancap: 5 }, [
    ['Active', 36_000, eng(2.0, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'FWD', 192, 8.1)], ['Elite', 42_000, D22], ['Highlander', 51_500, T16], ['N Line', 46_000, T16],
  ]),
  model('Hyundai', 'Kona', { shape: 'suv', years: [2017, CURRENT], series: [['OS', 2017, 2023], ['SX2', 2023, CURRENT]], segment: 'small', weight: 2, dims: [4350, 1825, 1580], fuelCapacity: 47, ancap: 5 }, [
    ['Active', 28_500, P20C], ['Elite', 33_000, P20C], ['Highlander', 38_000, T16], ['Electric Highlander', 60_000, ev('FWD', 395)],
  ]),
  model('Hyundai', 'Santa Fe', { shape: 'suv', years: [2012, CURRENT], series: [['DM', 2012, 2018], ['TM', 2018, 2023], ['MX5', 2024, CURRENT]], segment: 'large', seats: 7, weight: 2, dims: [4785, 1900, 1685], fuelCapacity: 71, towing: 2000, ancap: 5 }, [
    ['Active', 48_000, D22], ['Elite', 56_000, D22], ['Highlander', 62_000, D22],
  ]),
  model('Hyundai', 'iLoad', { shape: 'van', years: [2012, 2021], series: [['TQ4', 2018, 2021]], dims: [5150, 1920, 1935], fuelCapacity: 75 }, [['Crew Cab', 45_000, eng(2.5, 4, 'Diesel', 'Turbo', 'Automatic', 5, 'RWD', 441, 8.8)]]),
  model('Hyundai', 'Ioniq 5', { shape: 'suv', years: [2021, CURRENT], series: [['NE', 2021, CURRENT]], dims: [4635, 1890, 1647], ancap: 5 }, [
    ['Dynamiq', 69_900, ev('RWD', 350)], ['Techniq', 74_900, ev('AWD', 605)], ['Epiq', 79_900, ev('AWD', 605)],
  ]),
  model('Kia', 'Cerato', { shape: 'hatch', years: [2013, 2024], series: [['YD', 2013, 2018], ['BD', 2018, 2024]], weight: 3, dims: [4510, 1800, 1450], fuelCapacity: 50, ancap: 5 }, [
    ['S', 26_990, P20], ['Sport', 29_990, P20], ['Sport+', 32_990, P20], ['GT', 38_990, eng(1.6, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 265, 6.8)],
  ]),
  model('Kia', 'Sportage', { shape: 'suv', years: [2016, CURRENT], series: [['QL', 2016, 2021], ['NQ5', 2022, CURRENT]], weight: 4, dims: [4660, 1865, 1665], fuelCapacity: 54, towing: 1650, ancap: 5 }, [
    ['S', 35_000, P20], ['SX', 38_500, P20], ['SX+', 44_000, D22], ['GT-Line', 52_000, D22],
  ]),
  model('Kia', 'Seltos', { shape: 'suv', years: [2019, CURRENT], series: [['SP2', 2019, CURRENT]], segment: 'small', weight: 2, dims: [4370, 1800, 1615], fuelCapacity: 50, ancap: 5 }, [
    ['S', 29_990, P20C], ['Sport', 32_590, P20C], ['Sport+', 36_990, T16], ['GT-Line', 42_990, T16],
  ]),
  model('Kia', 'Sorento', { shape: 'suv', years: [2015, CURRENT], series: [['UM', 2015, 2020], ['MQ4', 2020, CURRENT]], segment: 'large', seats: 7, weight: 2, dims: [4810, 1900, 1700], fuelCapacity: 67, towing: 2000, ancap: 5 }, [
    ['S', 50_000, D22], ['Sport', 55_000, D22], ['GT-Line', 67_000, D22], ['GT-Line PHEV', 80_000, eng(1.6, 4, 'Plug-in Hybrid', 'Turbo', 'Automatic', 6, 'AWD', 350, 1.6), [2022, CURRENT]],
  ]),
  model('Kia', 'Carnival', { shape: 'peopleMover', years: [2015, CURRENT], series: [['YP', 2015, 2020], ['KA4', 2020, CURRENT]], segment: 'large', weight: 2, dims: [5155, 1995, 1775], fuelCapacity: 72, towing: 2000, ancap: 5 }, [
    ['S', 51_000, D22], ['Si', 55_500, D22], ['SLi', 60_500, D22], ['Platinum', 69_000, D22],
  ]),
  model('Kia', 'Picanto', { shape: 'hatch', years: [2017, CURRENT], series: [['JA', 2017, CURRENT]], segment: 'light', weight: 2, dims: [3595, 1595, 1485], fuelCapacity: 35 }, [
    ['S', 17_690, eng(1.2, 4, 'Petrol', 'Aspirated', 'Automatic', 4, 'FWD', 122, 5.8)], ['GT-Line', 21_490, eng(1.2, 4, 'Petrol', 'Aspirated', 'Automatic', 4, 'FWD', 122, 5.8)],
  ]),
  model('Ford', 'Ranger', { shape: 'ute', years: [2012, CURRENT], series: [['PX', 2012, 2022], ['PY', 2022, CURRENT]], bodyconfiguration: 'Double Cab Pick Up', weight: 7, dims: [5370, 1918, 1884], fuelCapacity: 80, gvm: 3280, towing: 3500, ancap: 5 }, [
    ['XL', 52_000, U20], ['XLS', 56_000, U20], ['XLT', 63_000, U20], ['Sport', 66_000, U30], ['Wildtrak', 72_000, U30], ['Raptor', 87_000, eng(3.0, 6, 'Petrol', 'Twin Turbo', 'Automatic', 10, '4X4', 583, 11.5), [2022, CURRENT]], ['XLT', 57_990, U32, [2012, 2022]],
  ]),
  model('Ford', 'Everest', { shape: 'suv', years: [2015, CURRENT], series: [['UA', 2015, 2022], ['UB', 2022, CURRENT]], segment: 'offroad', seats: 7, weight: 3, dims: [4914, 1923, 1842], fuelCapacity: 80, towing: 3500, ancap: 5 }, [
    ['Ambiente', 56_000, U20], ['Trend', 61_000, U20], ['Sport', 66_000, U30], ['Platinum', 77_000, U30],
  ]),
  model('Ford', 'Focus', { shape: 'hatch', years: [2012, 2023], series: [['LW', 2012, 2015], ['SA', 2018, 2023]], dims: [4378, 1825, 1471], fuelCapacity: 52, ancap: 5 }, [
    ['Trend', 26_990, eng(1.5, 3, 'Petrol', 'Turbo', 'Automatic', 8, 'FWD', 240, 6.4)], ['ST-Line', 29_990, eng(1.5, 3, 'Petrol', 'Turbo', 'Automatic', 8, 'FWD', 240, 6.4)], ['ST', 44_990, eng(2.3, 4, 'Petrol', 'Turbo', 'Manual', 6, 'FWD', 420, 8.5)],
  ]),
  model('Ford', 'Mustang', { shape: 'coupe', years: [2015, CURRENT], series: [['FM', 2015, 2017], ['FN', 2018, 2023], ['S650', 2024, CURRENT]], bodyconfiguration: 'Fastback', weight: 2, dims: [4789, 1916, 1381], fuelCapacity: 61 }, [
    ['GT', 72_990, eng(5.0, 8, 'Petrol', 'Aspirated', 'Automatic', 10, 'RWD', 556, 12.7)], ['EcoBoost', 57_990, eng(2.3, 4, 'Petrol', 'Turbo', 'Automatic', 10, 'RWD', 448, 9.5)],
  ]),
  model('Ford', 'Escape', { shape: 'suv', years: [2017, 2024], series: [['ZG', 2017, 2020], ['ZH', 2020, 2024]], dims: [4614, 1883, 1675], fuelCapacity: 56, towing: 2100, ancap: 5 }, [
    ['Escape', 36_690, eng(1.5, 3, 'Petrol', 'Turbo', 'Automatic', 8, 'FWD', 240, 7.2)], ['ST-Line', 42_490, eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 373, 8.2)],
  ]),
  model('Ford', 'Falcon', { shape: 'sedan', years: [2012, 2016], series: [['FG MkII', 2012, 2014], ['FG X', 2014, 2016]], segment: 'large', dims: [4955, 1868, 1453], fuelCapacity: 68 }, [
    ['XR6', 39_990, eng(4.0, 6, 'Petrol', 'Aspirated', 'Automatic', 6, 'RWD', 391, 10.7)], ['XR8', 54_990, eng(5.0, 8, 'Petrol', 'Supercharged', 'Automatic', 6, 'RWD', 570, 13.7), [2014, 2016]],
  ]),
  model('Holden', 'Commodore', { shape: 'sedan', years: [2013, 2020], series: [['VF MY15', 2013, 2017], ['ZB MY18', 2018, 2020]], segment: 'large', weight: 3, dims: [4964, 1898, 1471], fuelCapacity: 71, towing: 2100, ancap: 5 }, [
    ['SV6', 42_490, eng(3.6, 6, 'Petrol', 'Aspirated', 'Automatic', 6, 'RWD', 350, 9.0), [2013, 2017]], ['SS-V Redline', 54_490, eng(6.2, 8, 'Petrol', 'Aspirated', 'Automatic', 6, 'RWD', 570, 12.6), [2013, 2017]], ['Evoke', 36_490, eng(3.0, 6, 'Petrol', 'Aspirated', 'Automatic', 6, 'RWD', 290, 8.6), [2013, 2017]], ['RS', 40_990, eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 9, 'FWD', 350, 7.6), [2018, 2020]], ['VXR', 55_990, eng(3.6, 6, 'Petrol', 'Aspirated', 'Automatic', 9, 'AWD', 381, 9.1), [2018, 2020]],
  ]),
  model('Holden', 'Colorado', { shape: 'ute', years: [2012, 2020], series: [['RG MY17', 2016, 2020]], bodyconfiguration: 'Crew Cab Pickup', weight: 2, dims: [5361, 1874, 1795], fuelCapacity: 76, towing: 3500, ancap: 5 }, [
    ['LS', 44_690, CO28], ['LTZ', 52_690, CO28], ['Z71', 57_190, CO28],
  ]),
  model('Holden', 'Trax', { shape: 'suv', years: [2013, 2020], series: [['TJ MY17', 2016, 2020]], segment: 'small', dims: [4262, 1776, 1680], fuelCapacity: 53 }, [
    ['LS', 24_990, eng(1.8, 4, 'Petrol', 'Aspirated', 'Automatic', 6, 'FWD', 175, 7.6)], ['LTZ', 29_490, eng(1.4, 4, 'Petrol', 'Turbo', 'Automatic', 6, 'FWD', 200, 6.7)],
  ]),
  model('Mitsubishi', 'Triton', { shape: 'ute', years: [2015, CURRENT], series: [['MQ', 2015, 2018], ['MR', 2019, 2024], ['MV', 2024, CURRENT]], bodyconfiguration: 'Double Cab Pick Up', weight: 5, dims: [5305, 1815, 1795], fuelCapacity: 75, gvm: 2900, towing: 3100, ancap: 5 }, [
    ['GLX', 43_990, TR24], ['GLX+', 47_990, TR24], ['GLS', 53_990, TR24], ['GSR', 57_990, TR24],
  ]),
  model('Mitsubishi', 'Outlander', { shape: 'suv', years: [2012, CURRENT], series: [['ZK', 2015, 2021], ['ZM', 2021, CURRENT]], seats: 7, weight: 3, dims: [4710, 1862, 1740], fuelCapacity: 55, towing: 1600, ancap: 5 }, [
    ['ES', 36_490, eng(2.5, 4, 'Petrol', 'Aspirated', 'CVT', 8, 'FWD', 245, 7.2)], ['LS', 41_490, P25A], ['Aspire', 47_490, P25A], ['Exceed PHEV', 65_490, eng(2.4, 4, 'Plug-in Hybrid', 'Aspirated', 'Reduction Gear', 1, 'AWD', 332, 1.5), [2022, CURRENT]],
  ]),
  model('Mitsubishi', 'ASX', { shape: 'suv', years: [2012, CURRENT], series: [['XC', 2016, 2019], ['XD', 2019, CURRENT]], segment: 'small', weight: 3, dims: [4365, 1810, 1640], fuelCapacity: 63, ancap: null }, [
    ['ES', 26_240, P20C], ['LS', 30_240, P20C], ['Exceed', 34_740, eng(2.4, 4, 'Petrol', 'Aspirated', 'CVT', 6, 'FWD', 222, 7.9)],
  ]),
  model('Mitsubishi', 'Pajero Sport', { shape: 'suv', years: [2015, CURRENT], series: [['QE', 2015, 2019], ['QF', 2019, CURRENT]], segment: 'offroad', seats: 7, weight: 2, dims: [4825, 1815, 1835], fuelCapacity: 68, towing: 3100, ancap: 5 }, [
    ['GLX', 49_990, TR24], ['GLS', 54_990, TR24], ['Exceed', 59_990, TR24],
  ]),
  model('Subaru', 'Forester', { shape: 'suv', years: [2013, CURRENT], series: [['S4', 2013, 2018], ['S5', 2018, 2025], ['S6', 2025, CURRENT]], weight: 4, dims: [4640, 1815, 1730], fuelCapacity: 63, towing: 1800, ancap: 5 }, [
    ['2.5i', 36_990, SUB25], ['2.5i-L', 39_990, SUB25], ['2.5i Premium', 41_990, SUB25], ['2.5i-S', 44_990, SUB25], ['Hybrid S', 47_990, eng(2.0, 4, 'Hybrid', 'Aspirated', 'CVT', 7, 'AWD', 196, 6.7), [2020, CURRENT]],
  ]),
  model('Subaru', 'Outback', { shape: 'wagon', years: [2013, CURRENT], series: [['5GEN', 2015, 2020], ['6GEN', 2021, CURRENT]], weight: 3, dims: [4870, 1875, 1675], fuelCapacity: 63, towing: 2000, ancap: 5 }, [
    ['AWD', 44_990, SUB25], ['AWD Sport', 49_490, SUB25], ['AWD Touring', 52_490, SUB25], ['AWD Sport XT', 55_990, eng(2.4, 4, 'Petrol', 'Turbo', 'CVT', 8, 'AWD', 350, 9.0), [2023, CURRENT]],
  ]),
  model('Subaru', 'XV', { shape: 'hatch', years: [2012, 2023], series: [['G5X', 2017, 2023]], segment: 'small', body: 'suv', bodyconfiguration: 'Wagon', dims: [4485, 1800, 1615], fuelCapacity: 63, ancap: 5 }, [
    ['2.0i', 29_990, SUB20], ['2.0i-L', 32_990, SUB20], ['2.0i Premium', 34_990, SUB20], ['2.0i-S', 37_990, SUB20],
  ]),
  model('Subaru', 'WRX', { shape: 'sedan', years: [2014, CURRENT], series: [['VA', 2014, 2021], ['VB', 2022, CURRENT]], segment: 'performance', weight: 2, dims: [4669, 1826, 1467], fuelCapacity: 63, ancap: 5 }, [
    ['WRX', 45_990, eng(2.4, 4, 'Petrol', 'Turbo', 'Manual', 6, 'AWD', 350, 10.8)], ['tS', 58_990, eng(2.4, 4, 'Petrol', 'Turbo', 'CVT', 8, 'AWD', 350, 8.6)], ['STI', 52_990, eng(2.5, 4, 'Petrol', 'Turbo', 'Manual', 6, 'AWD', 407, 10.9), [2014, 2021]],
  ]),
  model('Volkswagen', 'Golf', { shape: 'hatch', years: [2013, CURRENT], series: [['7', 2013, 2017], ['7.5', 2017, 2020], ['8', 2021, CURRENT]], weight: 3, dims: [4284, 1789, 1456], fuelCapacity: 50, ancap: 5 }, [
    ['110TSI Life', 34_990, TSI14], ['110TSI R-Line', 40_990, TSI14], ['GTI', 54_990, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 370, 7.1)], ['R', 65_990, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'AWD', 420, 8.2)], ['110TSI Highline', 33_490, TSI14, [2013, 2020]],
  ]),
  model('Volkswagen', 'Tiguan', { shape: 'suv', years: [2016, CURRENT], series: [['5N', 2016, 2024], ['CT', 2025, CURRENT]], weight: 2, dims: [4509, 1839, 1675], fuelCapacity: 58, towing: 2000, ancap: 5 }, [
    ['110TSI Life', 42_990, TSI14], ['132TSI Elegance', 54_990, TSI20], ['162TSI R-Line', 61_990, TSI20],
  ]),
  model('Volkswagen', 'Amarok', { shape: 'ute', years: [2012, CURRENT], series: [['2H', 2012, 2022], ['NH', 2023, CURRENT]], bodyconfiguration: 'Dual Cab Utility', weight: 3, dims: [5350, 1910, 1884], fuelCapacity: 80, towing: 3500, ancap: 5 }, [
    ['Core', 53_990, U20, [2023, CURRENT]], ['Style', 64_990, U20, [2023, CURRENT]], ['PanAmericana', 78_990, U30, [2023, CURRENT]], ['TDI550 Highline', 62_990, eng(3.0, 6, 'Diesel', 'Turbo', 'Automatic', 8, '4X4', 550, 9.0), [2017, 2022]], ['TDI420 Core', 47_990, eng(2.0, 4, 'Diesel', 'Twin Turbo', 'Automatic', 8, '4X4', 420, 8.3), [2012, 2022]],
  ]),
  model('Volkswagen', 'Polo', { shape: 'hatch', years: [2013, CURRENT], series: [['6R', 2013, 2017], ['AW', 2018, CURRENT]], segment: 'light', weight: 2, dims: [4074, 1751, 1451], fuelCapacity: 40, ancap: 5 }, [
    ['85TSI Life', 28_990, eng(1.0, 3, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 175, 5.4)], ['GTI', 39_990, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 6, 'FWD', 320, 6.9)],
  ]),
  model('Honda', 'Civic', { shape: 'hatch', years: [2016, CURRENT], series: [['10th Gen', 2016, 2021], ['11th Gen', 2022, CURRENT]], weight: 2, dims: [4560, 1802, 1415], fuelCapacity: 47, ancap: 5 }, [
    ['VTi-LX', 47_200, HON15], ['RS', 33_990, HON15, [2017, 2021]], ['Type R', 72_600, eng(2.0, 4, 'Petrol', 'Turbo', 'Manual', 6, 'FWD', 420, 8.8)],
  ]),
  model('Honda', 'CR-V', { shape: 'suv', years: [2012, CURRENT], series: [['RW', 2017, 2023], ['RS', 2023, CURRENT]], weight: 3, dims: [4691, 1866, 1681], fuelCapacity: 57, towing: 1500, ancap: 5 }, [
    ['VTi', 36_700, HON15], ['VTi-S', 40_500, HON15], ['VTi L7', 46_000, HON15], ['e:HEV RS', 59_900, eng(2.0, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'AWD', 335, 5.3), [2023, CURRENT]],
  ]),
  model('Honda', 'HR-V', { shape: 'suv', years: [2015, CURRENT], series: [['RU', 2015, 2021], ['RV', 2022, CURRENT]], segment: 'small', weight: 2, dims: [4330, 1790, 1590], fuelCapacity: 40, ancap: 5 }, [
    ['VTi', 27_990, HON18, [2015, 2021]], ['VTi-LX', 34_990, HON18, [2015, 2021]], ['e:HEV L', 45_900, eng(1.5, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'FWD', 253, 4.3), [2022, CURRENT]],
  ]),
  model('Honda', 'Jazz', { shape: 'hatch', years: [2014, 2021], series: [['GK', 2014, 2021]], segment: 'light', dims: [4051, 1694, 1524], fuelCapacity: 40 }, [
    ['VTi', 18_990, eng(1.5, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'FWD', 145, 5.8)], ['VTi-L', 23_490, eng(1.5, 4, 'Petrol', 'Aspirated', 'CVT', 7, 'FWD', 145, 5.8)],
  ]),
];
