import { z } from 'zod';
import { MoneySchema, NonEmptyStringSchema, NonNegativeIntSchema, nullish } from '../schema/fields.ts';

const Measure = z.number().nonnegative();

/** Manufacturer specification of the car's variant; units as the spec rows show them. */
export const VariantSchema = z.object({
  cylinders: nullish(NonNegativeIntSchema),
  /** Engine capacity in cc. */
  enginesize: nullish(Measure),
  enginesize_litres: nullish(Measure),
  /** e.g. 'Turbo', 'Aspirated', 'Twin Turbo', 'Electric'. */
  induction: nullish(z.string()),
  /** Litres per 100 km. */
  fuelconsumptioncombined: nullish(Measure),
  /** Litres. */
  fuelcapacity: nullish(Measure),
  /** Kilograms. */
  grossvehiclemass: nullish(Measure),
  /** Millimetres. */
  vehiclelength: nullish(Measure),
  vehicleheight: nullish(Measure),
  vehiclewidth: nullish(Measure),
  /** Kilograms. */
  towingcapacitybraked: nullish(Measure),
  bodyconfiguration: nullish(z.string()),
  /** Newton metres. */
  torque: nullish(Measure),
  ancaprating: nullish(z.number().int().min(0).max(5)),
  geartype: nullish(z.string()),
});

/** Caravan specifications. Lengths are in FEET as feeds send them (shown in metres, × 0.3048); masses in kg. */
export const CaravanSpecsSchema = z.object({
  body_width: nullish(Measure),
  body_length: nullish(Measure),
  tare_weight: nullish(Measure),
  /** e.g. 'Single', 'Tandem'. */
  axle_type: nullish(z.string()),
  sleeps: nullish(NonNegativeIntSchema),
  aggregate_trailer_mass: nullish(Measure),
});

/** Market prices from the automotive data provider. */
export const AutograbDataSchema = z.object({
  state_average_market_price: nullish(MoneySchema),
  average_market_price: nullish(MoneySchema),
});

/** Category used for features that a feed sends as a plain string list. */
const UNCATEGORISED_EQUIPMENT = 'Standard Equipment';

const EquipmentGroupSchema = z.object({
  category: NonEmptyStringSchema,
  items: z.array(NonEmptyStringSchema),
});

/**
 * Standard equipment: either grouped (`[{ category, items }]`) or a plain list of feature names.
 * Always grouped after parsing: plain names go, in order, into one `Standard Equipment` group
 * after any groups sent alongside them.
 */
export const StandardEquipmentSchema = z
  .array(z.union([NonEmptyStringSchema, EquipmentGroupSchema], { error: 'expected a feature name or { category, items }' }))
  .nullish()
  .transform((entries) => {
    const groups: { category: string; items: string[] }[] = [];
    const loose: string[] = [];
    for (const entry of entries ?? []) {
      if (typeof entry === 'string') loose.push(entry);
      else groups.push(entry);
    }
    if (loose.length > 0) groups.push({ category: UNCATEGORISED_EQUIPMENT, items: loose });
    return groups;
  });
