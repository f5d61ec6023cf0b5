import { CURRENT, eng, ev, model, type ModelSpec } from './catalogue-types.ts';

const B20 = eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 8, 'RWD', 300, 6.4);
const B20X = eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 350, 7.2);
const B30D = eng(3.0, 6, 'Diesel', 'Turbo', 'Automatic', 8, 'AWD', 620, 7.2);
const A20 = eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'AWD', 370, 7.1);
const A14 = eng(1.4, 4, 'Petrol', 'Turbo', 'Dual Clutch', 8, 'FWD', 250, 5.6);
const JL36 = eng(3.6, 6, 'Petrol', 'Aspirated', 'Automatic', 8, '4X4', 347, 9.6);
const LR30D = eng(3.0, 6, 'Diesel', 'Turbo', 'Automatic', 8, 'AWD', 600, 8.0);
const LEX25H = eng(2.5, 4, 'Hybrid', 'Aspirated', 'CVT', 1, 'AWD', 239, 5.0);
const GWM24 = eng(2.4, 4, 'Diesel', 'Turbo', 'Automatic', 8, '4X4', 480, 9.4);
const HAV15 = eng(1.5, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 210, 8.1);
const TRUCK52 = eng(5.2, 4, 'Diesel', 'Turbo', 'Automatic', 6, 'RWD', 513, 14.0);

export const USED_PREMIUM: readonly ModelSpec[] = [
  model('BMW', '3 Series', { shape: 'sedan', years: [2012, CURRENT], series: [['F30', 2012, 2019], ['G20', 2019, CURRENT]], segment: 'luxury', weight: 2, dims: [4709, 1827, 1435], fuelCapacity: 59, towing: 1600, ancap: 5 }, [
    ['320i M Sport', 74_900, B20], ['330i M Sport', 84_900, B20], ['M340i xDrive', 109_900, eng(3.0, 6, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 500, 7.8)], ['320i Luxury Line', 61_900, B20, [2012, 2019]],
  ]),
  model('BMW', 'X3', { shape: 'suv', years: [2014, CURRENT], series: [['F25', 2014, 2017], ['G01', 2018, 2024], ['G45', 2025, CURRENT]], segment: 'luxury', weight: 2, dims: [4708, 1891, 1676], fuelCapacity: 68, towing: 2400, ancap: 5 }, [
    ['xDrive20d', 74_900, eng(2.0, 4, 'Diesel', 'Turbo', 'Automatic', 8, 'AWD', 400, 5.7)], ['xDrive30i M Sport', 89_900, B20X], ['M40i', 115_900, eng(3.0, 6, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 500, 8.3)],
  ]),
  model('BMW', 'X5', { shape: 'suv', years: [2014, CURRENT], series: [['F15', 2014, 2018], ['G05', 2019, CURRENT]], segment: 'luxury', seats: 5, dims: [4922, 2004, 1745], fuelCapacity: 80, towing: 2700, ancap: 5 }, [
    ['xDrive30d', 124_900, B30D], ['xDrive40i', 129_900, eng(3.0, 6, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 450, 9.3)], ['M50d', 154_900, eng(3.0, 6, 'Diesel', 'Quad Turbo', 'Automatic', 8, 'AWD', 760, 7.2), [2019, 2021]],
  ]),
  model('BMW', 'X1', { shape: 'suv', years: [2015, CURRENT], series: [['F48', 2015, 2022], ['U11', 2023, CURRENT]], segment: 'luxury', dims: [4500, 1845, 1642], fuelCapacity: 54, towing: 1800, ancap: 5 }, [
    ['sDrive18i', 55_900, eng(1.5, 3, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 230, 6.4)], ['xDrive25i M Sport', 65_900, B20X],
  ]),
  model('BMW', 'i4', { shape: 'sedan', years: [2022, CURRENT], series: [['G26', 2022, CURRENT]], segment: 'luxury', bodyconfiguration: 'Gran Coupe', dims: [4783, 1852, 1448], ancap: 5 }, [
    ['eDrive35 M Sport', 85_900, ev('RWD', 400)], ['M50', 124_900, ev('AWD', 795)],
  ]),
  model('Audi', 'A3', { shape: 'hatch', years: [2013, CURRENT], series: [['8V', 2013, 2020], ['8Y', 2020, CURRENT]], segment: 'luxury', bodyconfiguration: 'Sportback', weight: 2, dims: [4343, 1816, 1449], fuelCapacity: 50, ancap: 5 }, [
    ['35 TFSI', 49_900, A14], ['40 TFSI quattro S line', 59_900, A20], ['S3', 79_900, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'AWD', 400, 7.4)],
  ]),
  model('Audi', 'Q5', { shape: 'suv', years: [2013, CURRENT], series: [['8R', 2013, 2016], ['FY', 2017, 2024]], segment: 'luxury', weight: 2, dims: [4682, 1893, 1662], fuelCapacity: 70, towing: 2400, ancap: 5 }, [
    ['40 TDI quattro Sport', 78_900, eng(2.0, 4, 'Diesel', 'Turbo', 'Dual Clutch', 7, 'AWD', 400, 5.8)], ['45 TFSI quattro S line', 84_900, A20],
  ]),
  model('Audi', 'Q7', { shape: 'suv', years: [2015, CURRENT], series: [['4M', 2015, CURRENT]], segment: 'luxury', seats: 7, dims: [5063, 1970, 1741], fuelCapacity: 85, towing: 3500, ancap: 5 }, [
    ['45 TDI quattro', 113_900, LR30D], ['50 TDI quattro S line', 134_900, LR30D],
  ]),
  model('Tesla', 'Model 3', { shape: 'sedan', years: [2019, CURRENT], segment: 'medium', weight: 3, dims: [4720, 1850, 1441], towing: 1000, ancap: 5 }, [
    ['Rear-Wheel Drive', 54_900, ev('RWD', 420)], ['Long Range', 67_400, ev('AWD', 493)], ['Performance', 79_900, ev('AWD', 660)],
  ]),
  model('Tesla', 'Model Y', { shape: 'suv', years: [2022, CURRENT], segment: 'medium', weight: 3, dims: [4751, 1921, 1624], towing: 1600, ancap: 5 }, [
    ['Rear-Wheel Drive', 58_900, ev('RWD', 420)], ['Long Range', 68_900, ev('AWD', 493)], ['Performance', 82_900, ev('AWD', 660)],
  ]),
  model('MG', 'ZS', { shape: 'suv', years: [2017, CURRENT], series: [['AZS1', 2017, CURRENT]], segment: 'small', weight: 3, dims: [4323, 1809, 1653], fuelCapacity: 45, ancap: 5 }, [
    ['Excite', 25_990, eng(1.5, 4, 'Petrol', 'Aspirated', 'CVT', 8, 'FWD', 141, 6.9)], ['Essence', 28_990, eng(1.3, 3, 'Petrol', 'Turbo', 'Automatic', 6, 'FWD', 230, 6.3)], ['EV Essence', 48_990, ev('FWD', 280), [2021, CURRENT]],
  ]),
  model('MG', 'MG3', { shape: 'hatch', years: [2013, CURRENT], series: [['SZP1', 2013, 2024]], segment: 'light', weight: 2, dims: [4055, 1729, 1505], fuelCapacity: 45 }, [
    ['Core', 18_990, eng(1.5, 4, 'Petrol', 'Aspirated', 'Automatic', 4, 'FWD', 150, 6.7)], ['Excite', 19_990, eng(1.5, 4, 'Petrol', 'Aspirated', 'Automatic', 4, 'FWD', 150, 6.7)], ['Hybrid+ Excite', 28_990, eng(1.5, 4, 'Hybrid', 'Aspirated', 'Automatic', 3, 'FWD', 250, 4.3), [2024, CURRENT]],
  ]),
  model('MG', 'MG4', { shape: 'hatch', years: [2023, CURRENT], series: [['MEH32', 2023, CURRENT]], dims: [4287, 1836, 1504], ancap: 5 }, [
    ['Excite 51', 39_990, ev('RWD', 250)], ['Essence 64', 47_990, ev('RWD', 250)], ['XPOWER', 59_990, ev('AWD', 600)],
  ]),
  model('MG', 'HS', { shape: 'suv', years: [2019, CURRENT], series: [['AS23', 2019, 2024]], weight: 2, dims: [4574, 1876, 1664], fuelCapacity: 55, towing: 1500, ancap: 5 }, [
    ['Vibe', 32_990, eng(1.5, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 250, 7.3)], ['Essence', 39_990, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 6, 'AWD', 360, 8.1)], ['Essence PHEV', 47_990, eng(1.5, 4, 'Plug-in Hybrid', 'Turbo', 'Automatic', 10, 'FWD', 370, 1.7), [2020, CURRENT]],
  ]),
  model('GWM', 'Ute Cannon', { shape: 'ute', years: [2021, CURRENT], series: [['NPW', 2021, CURRENT]], bodyconfiguration: 'Dual Cab Pick Up', weight: 2, dims: [5410, 1934, 1886], fuelCapacity: 78, towing: 3000, ancap: 5 }, [
    ['Cannon', 40_990, GWM24], ['Cannon-L', 44_990, GWM24], ['Cannon-X', 49_990, GWM24],
  ]),
  model('GWM', 'Haval Jolion', { shape: 'suv', years: [2021, CURRENT], series: [['A01', 2021, CURRENT]], segment: 'small', weight: 2, dims: [4472, 1841, 1574], fuelCapacity: 55, ancap: 5 }, [
    ['Premium', 28_490, HAV15], ['Lux', 30_990, HAV15], ['Ultra Hybrid', 39_990, eng(1.5, 4, 'Hybrid', 'Aspirated', 'Dual Clutch', 2, 'FWD', 375, 4.7), [2022, CURRENT]],
  ]),
  model('BYD', 'Atto 3', { shape: 'suv', years: [2022, CURRENT], segment: 'small', weight: 2, dims: [4455, 1875, 1615], towing: 750, ancap: 5 }, [
    ['Standard Range', 44_499, ev('FWD', 310)], ['Extended Range', 47_999, ev('FWD', 310)],
  ]),
  model('BYD', 'Seal', { shape: 'sedan', years: [2023, CURRENT], dims: [4800, 1875, 1460], ancap: 5 }, [
    ['Dynamic', 49_888, ev('RWD', 310)], ['Premium', 58_798, ev('RWD', 360)], ['Performance', 68_749, ev('AWD', 670)],
  ]),
  model('BYD', 'Shark 6', { shape: 'ute', years: [2025, CURRENT], bodyconfiguration: 'Dual Cab Utility', dims: [5457, 1971, 1925], fuelCapacity: 60, towing: 2500, ancap: 5 }, [
    ['Premium', 57_900, eng(1.5, 4, 'Plug-in Hybrid', 'Turbo', 'Reduction Gear', 1, '4X4', 650, 2.0)],
  ]),
  model('Jeep', 'Wrangler', { shape: 'suv', years: [2018, CURRENT], series: [['JL', 2018, CURRENT]], segment: 'offroad', bodyconfiguration: 'Hardtop', dims: [4785, 1894, 1848], fuelCapacity: 81, towing: 2495 }, [
    ['Unlimited Sport S', 66_950, JL36], ['Unlimited Rubicon', 81_450, eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 8, '4X4', 400, 9.6)], ['Unlimited Overland', 76_950, JL36],
  ]),
  model('Jeep', 'Grand Cherokee', { shape: 'suv', years: [2013, CURRENT], series: [['WK', 2013, 2021], ['WL', 2022, CURRENT]], segment: 'offroad', dims: [4914, 1979, 1792], fuelCapacity: 87, towing: 2800, ancap: 5 }, [
    ['Laredo', 54_950, JL36], ['Limited', 68_950, JL36], ['Trailhawk', 74_950, eng(3.0, 6, 'Diesel', 'Turbo', 'Automatic', 8, '4X4', 570, 7.5), [2013, 2021]],
  ]),
  model('Land Rover', 'Defender', { shape: 'suv', years: [2020, CURRENT], series: [['L663', 2020, CURRENT]], segment: 'luxury', bodyconfiguration: '110', dims: [5018, 1996, 1967], fuelCapacity: 90, towing: 3500, ancap: 5 }, [
    ['D250 SE', 105_000, LR30D], ['P400 X-Dynamic SE', 124_000, eng(3.0, 6, 'Petrol', 'Turbo', 'Automatic', 8, '4X4', 550, 10.4)], ['D300 X', 160_000, LR30D],
  ]),
  model('Land Rover', 'Discovery Sport', { shape: 'suv', years: [2015, CURRENT], series: [['L550', 2015, CURRENT]], segment: 'luxury', seats: 7, dims: [4597, 1904, 1727], fuelCapacity: 65, towing: 2000, ancap: 5 }, [
    ['P200 S', 71_000, eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 9, 'AWD', 320, 8.1)], ['D200 R-Dynamic SE', 82_000, eng(2.0, 4, 'Diesel', 'Turbo', 'Automatic', 9, 'AWD', 430, 6.2)],
  ]),
  model('Lexus', 'NX', { shape: 'suv', years: [2015, CURRENT], series: [['AYZ10R', 2015, 2021], ['AAZH20R', 2022, CURRENT]], segment: 'luxury', weight: 2, dims: [4660, 1865, 1660], fuelCapacity: 55, towing: 1500, ancap: 5 }, [
    ['NX350h Luxury', 72_700, LEX25H], ['NX350h F Sport', 80_800, LEX25H], ['NX450h+ Sports Luxury', 95_900, eng(2.5, 4, 'Plug-in Hybrid', 'Aspirated', 'CVT', 1, 'AWD', 270, 1.0), [2022, CURRENT]],
  ]),
  model('Lexus', 'RX', { shape: 'suv', years: [2016, CURRENT], series: [['GYL25R', 2016, 2022], ['ALH10R', 2023, CURRENT]], segment: 'luxury', dims: [4890, 1920, 1695], fuelCapacity: 65, towing: 2000, ancap: 5 }, [
    ['RX350h Luxury', 95_700, LEX25H], ['RX500h F Sport Performance', 125_700, eng(2.4, 4, 'Hybrid', 'Turbo', 'Automatic', 6, 'AWD', 460, 7.4)],
  ]),
  model('Volvo', 'XC60', { shape: 'suv', years: [2017, CURRENT], series: [['MY18', 2017, 2021], ['MY22', 2022, CURRENT]], segment: 'luxury', weight: 2, dims: [4708, 1902, 1658], fuelCapacity: 71, towing: 2400, ancap: 5 }, [
    ['B5 Plus', 75_990, eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 350, 7.7)], ['T8 Ultimate', 99_990, eng(2.0, 4, 'Plug-in Hybrid', 'Turbo', 'Automatic', 8, 'AWD', 709, 1.5)],
  ]),
  model('Volvo', 'XC90', { shape: 'suv', years: [2015, CURRENT], segment: 'luxury', seats: 7, dims: [4953, 1958, 1776], fuelCapacity: 71, towing: 2400, ancap: 5 }, [
    ['B6 Ultimate', 112_990, eng(2.0, 4, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 420, 8.6)], ['D5 Momentum', 89_990, eng(2.0, 4, 'Diesel', 'Twin Turbo', 'Automatic', 8, 'AWD', 480, 6.4), [2015, 2020]],
  ]),
  model('Porsche', 'Macan', { shape: 'suv', years: [2014, CURRENT], series: [['95B', 2014, 2024]], segment: 'luxury', dims: [4726, 1922, 1621], fuelCapacity: 65, towing: 2400 }, [
    ['Macan', 92_500, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'AWD', 400, 9.8)], ['S', 117_800, eng(2.9, 6, 'Petrol', 'Twin Turbo', 'Dual Clutch', 7, 'AWD', 520, 10.7)], ['GTS', 143_900, eng(2.9, 6, 'Petrol', 'Twin Turbo', 'Dual Clutch', 7, 'AWD', 550, 11.7)],
  ]),
  model('Porsche', 'Cayenne', { shape: 'suv', years: [2018, CURRENT], series: [['9YA', 2018, CURRENT]], segment: 'luxury', dims: [4930, 1983, 1698], fuelCapacity: 90, towing: 3500 }, [
    ['Cayenne', 159_900, eng(3.0, 6, 'Petrol', 'Turbo', 'Automatic', 8, 'AWD', 500, 11.4)], ['Turbo GT', 435_000, eng(4.0, 8, 'Petrol', 'Twin Turbo', 'Automatic', 8, 'AWD', 950, 14.1), [2022, CURRENT]],
  ]),
  model('Porsche', '911', { shape: 'coupe', years: [2012, CURRENT], series: [['991', 2012, 2019], ['992', 2019, CURRENT]], segment: 'performance', dims: [4519, 1852, 1298], fuelCapacity: 64 }, [
    ['Carrera', 265_000, eng(3.0, 6, 'Petrol', 'Twin Turbo', 'Dual Clutch', 8, 'RWD', 450, 10.1)], ['Carrera S', 313_000, eng(3.0, 6, 'Petrol', 'Twin Turbo', 'Dual Clutch', 8, 'RWD', 530, 10.6)], ['GT3', 390_000, eng(4.0, 6, 'Petrol', 'Aspirated', 'Dual Clutch', 7, 'RWD', 470, 13.0)],
  ]),
  model('RAM', '1500', { shape: 'ute', years: [2018, CURRENT], series: [['DS', 2018, CURRENT], ['DT', 2021, CURRENT]], bodyconfiguration: 'Crew Cab Pick Up', segment: 'work', dims: [5916, 2085, 1971], fuelCapacity: 98, gvm: 3450, towing: 4500 }, [
    ['Express', 89_950, eng(5.7, 8, 'Petrol', 'Aspirated', 'Automatic', 8, '4X4', 556, 12.2)], ['Laramie', 124_950, eng(5.7, 8, 'Petrol', 'Aspirated', 'Automatic', 8, '4X4', 556, 12.2)],
  ]),
  model('LDV', 'T60', { shape: 'ute', years: [2017, CURRENT], series: [['SK8C', 2017, CURRENT]], bodyconfiguration: 'Double Cab Utility', dims: [5365, 1900, 1845], fuelCapacity: 75, towing: 3000, ancap: 5 }, [
    ['Pro', 38_990, eng(2.8, 4, 'Diesel', 'Turbo', 'Automatic', 6, '4X4', 360, 9.6)], ['Max Luxe', 49_990, eng(2.0, 4, 'Diesel', 'Twin Turbo', 'Automatic', 8, '4X4', 500, 9.1)],
  ]),
  model('Mini', 'Hatch', { shape: 'hatch', years: [2014, CURRENT], series: [['F56', 2014, 2024]], segment: 'small', bodyconfiguration: 'Hatchback', doors: 3, seats: 4, dims: [3876, 1727, 1414], fuelCapacity: 44, ancap: 4 }, [
    ['Cooper', 39_900, eng(1.5, 3, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 220, 5.4)], ['Cooper S', 47_900, eng(2.0, 4, 'Petrol', 'Turbo', 'Dual Clutch', 7, 'FWD', 280, 5.8)],
  ]),
  model('Fiat', '500', { shape: 'hatch', years: [2012, 2023], segment: 'light', doors: 3, seats: 4, dims: [3571, 1627, 1488], fuelCapacity: 35 }, [
    ['Pop', 18_990, eng(1.2, 4, 'Petrol', 'Aspirated', 'Automatic', 5, 'FWD', 102, 5.1)], ['Lounge', 22_990, eng(1.2, 4, 'Petrol', 'Aspirated', 'Automatic', 5, 'FWD', 102, 5.1)],
  ]),
  model('Isuzu', 'N Series', { shape: 'truck', years: [2012, CURRENT], series: [['NPR 45-155', 2012, CURRENT]], segment: 'work', bodyconfiguration: 'Tray Top', dims: [6190, 1995, 2290], fuelCapacity: 100, gvm: 4500, towing: 3500 }, [
    ['NPR 45-155 AMT', 72_000, TRUCK52], ['NLR 45-150 MWB', 64_000, eng(3.0, 4, 'Diesel', 'Turbo', 'Automatic', 6, 'RWD', 375, 12.0)],
  ]),
  model('Hino', '300 Series', { shape: 'truck', years: [2012, CURRENT], series: [['616 IFS', 2012, CURRENT]], segment: 'work', bodyconfiguration: 'Pantech', dims: [6460, 1995, 3100], fuelCapacity: 100, gvm: 6500, towing: 3500 }, [
    ['616 Auto', 85_000, eng(4.0, 4, 'Diesel', 'Turbo', 'Automatic', 6, 'RWD', 464, 15.0)],
  ]),
  model('Fuso', 'Canter', { shape: 'truck', years: [2012, CURRENT], series: [['FEB21', 2012, CURRENT]], segment: 'work', bodyconfiguration: 'Tipper', dims: [6080, 1995, 2240], fuelCapacity: 100, gvm: 4495, towing: 3500 }, [
    ['515 Wide Cab', 76_000, eng(3.0, 4, 'Diesel', 'Turbo', 'Dual Clutch', 6, 'RWD', 370, 13.0)],
  ]),
];
