import { z } from 'zod';
import { STRINGS } from '../strings.ts';
import { StateSchema, featureSwitch } from '../schema/fields.ts';

export const FormsConfigSchema = z.strictObject({
  hide_opt_in: z.boolean().default(false).describe('Hide the opt_in checkbox (optional, hidden on some sites; rule: leads.consent).'),
  terms_checkbox: z
    .boolean()
    .default(true)
    .describe("Require terms_conditions: '*You must agree to the terms of use before submitting.' (rule: leads.consent)."),
  enquiry_message_required: z.boolean().default(true).describe('Enquiry message required; false relaxes it (rule: leads.enquiry-fields).'),
  remove_dealership_select: z
    .boolean()
    .default(false)
    .describe('Never show the dealership select, even with more than one dealership (rule: leads.dealership-select).'),
  default_state: StateSchema.default('QLD').describe('State preselected in state dropdowns (rule: leads.default-state).'),
  budget_quick_picks: z
    .array(z.number().int().positive())
    .min(1)
    .default([5000, 10000, 15000, 20000, 30000, 40000, 50000, 70000])
    .describe('Budget field quick picks ($5,000 to $70,000; $300,000 to $800,000 on one site; rule: leads.budget-field).'),
  ask_has_trade_in: z.boolean().default(false).describe("Ask 'do-you-have-a-trade-in' (Yes or No) on enquiries (rule: leads.has-trade-in)."),
});

export const TradeInConfigSchema = z.strictObject({
  vehicle_data: z
    .boolean()
    .default(false)
    .describe(
      "External vehicle-data setting: cars priced above 200 offer Trade-In Valuation, and the trade-in pages (/trade-in, the nav's Sell My Car) are the four-step instant offer (rule: trade-in.eligibility). Off: those pages are the trade-in quick form (first and last name, postcode, mobile, e-mail, location; filed as a Trade-In Valuation) under 'Sell Your Car', promising no instant offer.",
    ),
  image_upload: z.boolean().default(true).describe("Offer the optional 'Upload Images' step (rule: trade-in.steps)."),
  save_valuation_column: z
    .boolean()
    .default(false)
    .describe("POST valuation data to /api/miscellaneous with column_name 'valuation' (rule: trade-in.stored-valuation)."),
  user_email: z.email().nullable().default(null).describe('userEmail sent with update-eval (rule: trade-in.lookup-calls).'),
  online_estimate_limits: z
    .strictObject({
      max_age_years: z.number().int().positive().default(7).describe('No online estimate for older cars (7; 10 at another dealership).'),
      max_km: z.number().int().positive().default(100000).describe('No online estimate above this odometer.'),
    })
    .prefault({})
    .describe('Limits of the online estimate (rule: trade-in.estimate-limits).'),
  buying_team_hours: z
    .string()
    .min(1)
    .default('Mon-Fri 8.30am-5.30pm, Sat 9am-5pm')
    .describe('Buying team hours shown with the trade-in copy (rule: trade-in.buying-team).'),
});

const ServiceStepSchema = z.enum(['contact', 'vehicle', 'order']);

const ScheduleStopSchema = z.strictObject({
  place: z.string().min(1).describe('Stop, e.g. a train station or shopping centre.'),
  time: z
    .string()
    .regex(/^\d{1,2}:\d{2}(am|pm)$/, { error: 'expected a time such as 7:45am' })
    .describe('Time as shown, e.g. 7:45am.'),
});

export const ServiceConfigSchema = z
  .strictObject({
    page: z
      .enum(['form', 'iframe', 'vehicle_service_form'])
      .default('form')
      .describe('Service page shows the booking form (#service-form), an embedded iframe, or a vehicle-service form (rule: service.page).'),
    iframe_url: z.url().nullable().default(null).describe('Embedded booking page when `page` is iframe.'),
    booking: z
      .strictObject({
        variant: z
          .enum(['A', 'B'])
          .default('A')
          .describe('A: Contact, Vehicle, Order Details; B (minimal): Vehicle (rego only), Contact, Order Details (rule: service.booking-steps).'),
        omit_steps: z.array(ServiceStepSchema).max(2).default([]).describe('Steps dropped on this site (some sites drop a step).'),
        title: z
          .string()
          .min(1)
          .nullable()
          .default(null)
          .describe(`Form title; null uses '${STRINGS.bookYourServiceAt('{dealer name}')}'.`),
        interval_required: z.boolean().default(false).describe('Service Interval required (site setting; rule: service.booking-fields).'),
        tyres_replacement: z.boolean().default(false).describe('Tyres Replacement check (one site only; rule: service.booking-fields).'),
        address_fields: z.boolean().default(false).describe('Collect street, suburb, state and postcode (some sites).'),
      })
      .prefault({})
      .describe('Multi-step service booking form.'),
    drop_off_schedule: featureSwitch(
      z.strictObject({
        drop_off: z.array(ScheduleStopSchema).min(1).describe('Complimentary drop-off runs, e.g. train station 7:45am.'),
        pick_up: z.array(ScheduleStopSchema).min(1).describe('Pick-up runs, e.g. shopping centre 2:00pm.'),
      }),
    )
      .default(false)
      .describe('Complimentary drop-off/pick-up schedule on the service page (one site; rule: service.shuttle).'),
    free_ride: featureSwitch(z.strictObject({ radius_km: z.number().positive().default(8).describe('Free ride distance from the dealership.') }))
      .default(false)
      .describe('Free ride perk within a distance of the dealership (one dealer; rule: service.free-ride).'),
  })
  .refine((s) => s.page !== 'iframe' || s.iframe_url !== null, {
    error: 'required when page is iframe',
    path: ['iframe_url'],
  });
