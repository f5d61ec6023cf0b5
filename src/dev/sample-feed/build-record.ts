import { makeSlug, normaliseMakeName } from '../../lib/inventory/manufacturers.ts';
import { dealerComments } from './comments.ts';
import type { DealerPlan, SampleLocation } from './dealers.ts';
import { categoriesFor, equipmentFor, FILTER_FEATURES, isLams } from './equipment.ts';
import { autograbData, financeLenders } from './finance.ts';
import { AU_STATES, isoDate, isoMonth, regoPlate, slugify, vin } from './identity.ts';
import { HISTORY_REPORT_URL } from './images.ts';
import { canSpin, imageCount, images, interiorPanorama, spin, videoUrl } from './media.ts';
import { createRng, type Rng } from './prng.ts';
import { chooseVehicle, roundPrice, vehicleFields, type Vehicle } from './vehicle.ts';

const DAY = 86_400_000;

export type RecordContext = { plan: DealerPlan; now: Date };

/** A new car's walkaround on YouTube, for every fifth new car where the dealer has walkarounds (no draw: the rest of the record is unchanged). */
function walkaround(plan: DealerPlan, carType: string, numericId: number): string | null {
  if (carType !== 'new' || plan.walkaroundVideos.length === 0 || numericId % 5 !== 0) return null;
  return plan.walkaroundVideos[(numericId / 5) % plan.walkaroundVideos.length] ?? null;
}

const slugs = new Map<string, string>();
/** makeSlug, memoised: it runs for every model of a stock line on every record. */
function slugOfMake(make: string): string {
  let slug = slugs.get(make);
  if (slug === undefined) {
    slug = makeSlug(make);
    slugs.set(make, slug);
  }
  return slug;
}

const salesLocations = (plan: DealerPlan) => plan.locations.filter((l) => l.location_type === 'sales');

function chooseLocation(rng: Rng, plan: DealerPlan, v: Vehicle): SampleLocation {
  const sales = salesLocations(plan);
  const franchised = sales.filter((l) => l.manufacturers.includes(slugOfMake(v.make)));
  const pool = v.carType !== 'used' && franchised.length > 0 ? franchised : sales;
  return rng.pick(pool.length > 0 ? pool : plan.locations);
}

type Timeline = { status: string; created: number; updated: number; sold: number | null };

/** Status and dates: mostly in stock, some coming soon, ~4% sold within 3 days, ~5% sold 4–60 days ago. */
function timeline(rng: Rng, now: number): Timeline {
  const ago = (days: number) => Math.floor((now - days * DAY) / 1000) * 1000;
  const roll = rng.next();
  if (roll < 0.05) {
    const created = ago(rng.float(0.05, 6));
    return { status: 'coming_soon', created, updated: ago(rng.float(0, (now - created) / DAY)), sold: null };
  }
  if (roll < 0.14) {
    const soldDays = roll < 0.09 ? rng.float(0.05, 2.9) : rng.float(4.1, 60);
    const sold = ago(soldDays);
    return { status: 'sold', created: ago(soldDays + rng.float(7, 150)), updated: Math.min(now, sold + rng.int(0, 3600) * 1000), sold };
  }
  if (roll < 0.16) {
    const created = ago(rng.float(20, 200));
    return { status: rng.pick(['on_hold', 'withdrawn']), created, updated: ago(rng.float(0, 15)), sold: null };
  }
  const created = rng.chance(0.12) ? ago(rng.float(0.05, 7.5)) : ago(9 + 231 * rng.next() ** 1.6);
  return { status: 'in_stock', created, updated: ago(rng.float(0, (now - created) / DAY)), sold: null };
}

function manufacturerBody(v: Vehicle): { manufacturer_body: string | null; manufacturer_body2: string | null } {
  if (v.carType === 'used' || v.spec.itemType !== 'car') return { manufacturer_body: null, manufacturer_body2: null };
  const body = v.spec.body;
  const main =
    v.spec.segment === 'performance'
      ? 'sports'
      : body === 'suv'
        ? 'suvs'
        : body === 'ute' || body === 'cabChassis'
          ? 'utes'
          : body === 'van' || body === 'bus'
            ? 'vans'
            : 'cars';
  const fuel = v.badge.engine?.fuel;
  return { manufacturer_body: main, manufacturer_body2: fuel === 'Hybrid' || fuel === 'Plug-in Hybrid' || fuel === 'Electric' ? 'hybrids' : null };
}

/** One raw stock record as a dealer feed sends it: patchy on purpose (some keys absent, some null). */
export function buildRecord({ plan, now }: RecordContext, index: number): Record<string, unknown> {
  const rng = createRng(`${plan.slug}#${index}`);
  const nowMs = now.getTime();
  const nowYear = now.getUTCFullYear();
  const line = rng.weighted(plan.lines, (l) => l.weight);
  const franchises = new Set(salesLocations(plan).flatMap((l) => l.manufacturers));
  const franchisedModels = line.models.filter((m) => franchises.has(slugOfMake(m.make)));
  const models = line.carType !== 'used' && franchisedModels.length > 0 ? franchisedModels : line.models;
  const v = chooseVehicle(rng.fork('vehicle'), models, line.carType, nowYear, plan.keepsFeedMakeNames);
  const location = chooseLocation(rng, plan, v);
  const when = timeline(rng.fork('timeline'), nowMs);
  const available = when.status === 'in_stock' || when.status === 'coming_soon';
  const numericId = plan.idBase + index + 1;
  const id: number | string = rng.chance(0.03) ? String(numericId) : numericId;
  const stocknum = `${plan.stockPrefix}${v.carType[0]?.toUpperCase() ?? 'X'}${String(index + 1).padStart(5, '0')}`;
  const slug = [v.year, slugOfMake(v.make), slugify(v.spec.model), slugify(v.badgeName), numericId].filter((part) => part !== '').join('-');

  const priceRoll = rng.next();
  const price = priceRoll < 0.015 ? 0 : priceRoll < 0.025 ? null : v.price;
  const beforePrice = price !== null && price > 0 && rng.chance(0.08) ? roundPrice(price + rng.int(1000, 4000)) : null;

  const registered = v.carType === 'demo' || (v.carType === 'used' && rng.chance(0.88));
  const regoState = v.carType === 'used' && rng.chance(0.06) ? rng.pick(AU_STATES) : location.address.state;
  const buildYear = v.carType === 'used' ? v.year : v.year - (rng.chance(0.3) ? 1 : 0);
  const nowMonth = now.getUTCMonth() + 1;
  const buildMonth = rng.int(1, buildYear >= nowYear ? Math.max(1, nowMonth - 1) : 12);

  const look = { shape: v.spec.shape, colour: v.colourFamily, trim: v.trimFamily };
  const photoCount = imageCount(rng, when.status);
  const gallery = images(look, photoCount);
  const spinning = photoCount > 0 && canSpin(look) && rng.chance(0.075) ? spin(rng.fork('spin'), look, numericId) : null;

  const equipment = equipmentFor(rng.fork('equipment'), v.spec, v.badgeName, v.tier);
  const allFeatures = equipment.flatMap((group) => group.items);
  const showEquipment = v.carType === 'used' ? rng.chance(0.3) : rng.chance(0.9);
  const lams = isLams(v.spec, v.badgeName);

  const lenders = [...(plan.makeLenders[v.make] === undefined ? [] : [plan.makeLenders[v.make] ?? '']), ...plan.lenders];
  const finance =
    price !== null && price > 500 && rng.chance(0.4)
      ? financeLenders(rng.fork('finance'), lenders, { price, carType: v.carType, age: v.age, dealerName: plan.name })
      : rng.chance(0.5)
        ? null
        : undefined;
  const reservable = when.status === 'in_stock' && price !== null && price > 0 && rng.chance(plan.reservableShare);
  const consignment = v.carType === 'used' && plan.privateSuburbs.length > 0 && rng.chance(0.03) ? rng.pick(plan.privateSuburbs) : null;
  const fields = vehicleFields(v);

  return {
    id,
    slug,
    name: [v.year, v.make, v.spec.model, v.badgeName].filter((part) => part !== '').join(' '),
    ...fields,
    price,
    before_price: beforePrice,
    subscription_price: price !== null && price > 0 && rng.chance(plan.subscriptionShare) ? rng.int(149, 399) : null,
    preorder: when.status === 'coming_soon' && v.carType === 'new' && rng.chance(0.4),
    price_type:
      v.carType === 'used'
        ? rng.pick(['Drive Away', 'Drive Away', 'Excl. Govt. Charges', null])
        : rng.pick(['Drive Away', 'Drive Away', 'Drive Away', 'Excl. Govt. Charges']),
    stocknum,
    vin: vin(rng, v.make, v.year, v.spec.itemType),
    regplate: registered ? regoPlate(rng, regoState) : null,
    rego_expiry: registered ? isoDate(nowMs + rng.int(7, 365) * DAY) : null,
    build_date: isoMonth(buildYear, buildMonth),
    compliance_date:
      buildYear >= nowYear
        ? isoMonth(buildYear, Math.min(buildMonth + 1, nowMonth))
        : isoMonth(buildMonth === 12 ? buildYear + 1 : buildYear, (buildMonth % 12) + 1),
    views: Math.round(((nowMs - when.created) / DAY) * rng.float(0.5, 14)),
    dealercomments: dealerComments(rng.fork('comments'), {
      title: [v.year, normaliseMakeName(v.make), v.spec.model, v.badgeName].join(' ').replace(/\s+/g, ' ').trim(),
      model: v.spec.model,
      badge: v.badgeName,
      colour: v.colour,
      carType: v.carType,
      itemType: v.spec.itemType,
      km: v.km,
      features: allFeatures,
      locationName: location.name,
      city: location.address.city,
      stocknum,
      sleeps: v.caravan?.sleeps ?? null,
      atm: v.caravan?.aggregate_trailer_mass ?? null,
      lams,
    }),
    car_type: v.carType,
    status: when.status,
    tag: when.status === 'sold' ? (rng.chance(0.5) ? 'SOLD' : null) : available && rng.chance(0.07) ? rng.pick(plan.customTags) : null,
    reserved: when.status === 'in_stock' && rng.chance(0.015),
    certified: plan.certifiesUsedToyotas && v.carType === 'used' && v.make === 'Toyota' && v.age < 5 && rng.chance(0.75),
    has_nvic: v.spec.itemType === 'car',
    created_at: new Date(when.created).toISOString(),
    updated_at: new Date(when.updated).toISOString(),
    sold_at: when.sold === null ? null : new Date(when.sold).toISOString(),
    file: v.carType === 'used' && v.spec.itemType === 'car' && rng.chance(0.25) ? HISTORY_REPORT_URL : null,
    location: {
      id: location.id,
      name: location.name,
      phone: location.contact_detail.phone,
      slug: location.slug,
      address: { ...location.address },
      distribution_locations: salesLocations(plan)
        .filter((l) => l.dealership_slug === location.dealership_slug && l.id !== location.id)
        .map((l) => l.id),
    },
    location_id: location.id,
    location_name: location.name,
    city: location.address.city,
    state: location.address.state,
    dealership_id: location.dealership_id,
    dealership_ids: [location.dealership_id],
    dealership_slug: location.dealership_slug,
    images: gallery,
    thumbnails: gallery.map((image) => image.thumb.url),
    primary_image_url: gallery[0]?.url ?? null,
    photos_count: gallery.length,
    video_url: photoCount > 0 && rng.chance(0.1) ? videoUrl(look) : null,
    external_video_url: walkaround(plan, v.carType, numericId),
    spin_images: spinning?.spin_images ?? [],
    spin_interior_image: v.spec.itemType === 'car' && ((spinning !== null && rng.chance(0.8)) || rng.chance(0.02)) ? interiorPanorama(look) : null,
    spin_code: spinning?.spin_code ?? null,
    hotspots: spinning?.hotspots ?? null,
    standardEquipment: showEquipment ? equipment : undefined,
    path: `/cars/${slug}`,
    show_on_dealer_website: rng.chance(0.97),
    ...manufacturerBody(v),
    manufacturer_body3: null,
    private_suburb: consignment?.[0] ?? null,
    private_postcode: consignment?.[1] ?? null,
    payment_processors: reservable ? ['stripe'] : rng.chance(0.5) ? [] : undefined,
    autograb_data: v.carType === 'used' && price !== null && price > 0 && rng.chance(0.3) ? autograbData(rng, price) : undefined,
    finance_lenders: finance,
    categories: categoriesFor(v.spec, v.badge.engine?.fuel ?? null, v.badge.engine?.drive ?? null, v.carType, price, v.badgeName),
    filtered_features: [...allFeatures.filter((feature) => FILTER_FEATURES.has(feature)), ...(lams ? ['LAMS Approved'] : [])].filter(
      (f, i, all) => all.indexOf(f) === i,
    ),
  };
}
