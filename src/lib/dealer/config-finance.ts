import { z } from 'zod';
import { featureSwitch, LinkSchema, MoneySchema } from '../schema/fields.ts';

export const FinanceProviderSchema = z.enum(['none', 'taurus', '360-finance', 'ausloans', 'manual', 'angle', 'powertorque', 'nissan-finance']);

const rangeOk = (r: { min: number; max: number }) => r.min < r.max;

export const FinanceConfigSchema = z
  .strictObject({
    provider: FinanceProviderSchema.default('none').describe(
      'Lender whose finance_lenders data and display rule the site uses; none hides lender summaries (rule: finance.lender-display).',
    ),
    excluded: z.boolean().default(false).describe('This dealer group is excluded: the finance block is never shown (rule: finance.exclusions).'),
    excluded_manufacturers: z
      .array(z.string().min(1))
      .default(['Suzuki'])
      .describe('No finance block on cars of a dealership whose manufacturer is listed (Suzuki by default; rule: finance.exclusions).'),
    link: LinkSchema.default('/finance').describe('Default finance link (rule: finance.link).'),
    default_amount: z
      .union([MoneySchema, z.literal('car_price')])
      .default(30000)
      .describe(
        "Start amount of a calculator with no car's price to start from (the finance page on its own, a car without a price); car_price means the default, 30000. A car with a price always starts at it (rule: finance.one-figure).",
      ),
    default_term_years: z
      .number()
      .min(0.5)
      .default(6)
      .describe('Start term of a calculator with no car to start from (6 years; 5 on several sites; rule: finance.calculator-defaults).'),
    sidebar_default_term_years: z
      .number()
      .min(0.5)
      .default(5)
      .describe(
        "Start term of a car's repayment figure without a lender quote: the sidebar's, the car page calculator's and the prefilled finance page's (rule: finance.one-figure).",
      ),
    default_interest: z.number().min(0).default(10).describe('Calculator start interest % (10; 8.5 on some dealer sites).'),
    default_frequency: z.enum(['week', 'fortnight', 'month']).default('week').describe('Start repayment frequency (rule: finance.calculator-defaults).'),
    amount: z
      .strictObject({
        min: MoneySchema.default(1000).describe('Minimum purchase price (1000; 5000 for one provider or variant).'),
        max: MoneySchema.default(100000).describe('Maximum purchase price (100000; 250000 in another variant).'),
        step: z.number().positive().default(500).describe('Purchase price step.'),
        max_105_percent_of_price: z.boolean().default(false).describe("Maximum becomes 105% of the car's price when that price is above 100000 (one site)."),
      })
      .refine(rangeOk, { error: 'min must be below max', path: ['max'] })
      .prefault({})
      .describe("Purchase price bounds; help text 'Cannot be less than {min} or more than {max}' (rule: finance.calculator-bounds)."),
    term: z
      .strictObject({
        min: z.number().min(0.5).default(1).describe('Shortest term in years.'),
        max: z.number().min(0.5).default(7).describe('Longest term in years (7; 5 on some sites).'),
        step: z.number().positive().default(0.5).describe('Term step in years.'),
        years: z
          .array(z.number().positive())
          .min(2)
          .nullable()
          .default(null)
          .describe('Custom list of term years replacing min/max/step; null uses the range.'),
      })
      .refine(rangeOk, { error: 'min must be below max', path: ['max'] })
      .prefault({})
      .describe('Loan term slider (rule: finance.calculator-bounds).'),
    interest: z
      .strictObject({
        min: z.number().min(0).default(0.5).describe('Lowest rate % (provider ranges: 7.5, 9.95, 4, 5.99).'),
        max: z.number().min(0).default(15).describe('Highest rate % (provider ranges: 14.5, 19.95, 20, 15.99).'),
        step: z.number().positive().default(0.5).describe('Rate step.'),
        slider_disabled: z.boolean().default(false).describe('Interest slider disabled (one site).'),
      })
      .refine(rangeOk, { error: 'min must be below max', path: ['max'] })
      .prefault({})
      .describe('Interest slider (rule: finance.calculator-bounds).'),
    hide_frequency: z.boolean().default(false).describe('Hide the repayment frequency selector (one provider has none; rule: finance.calculator-bounds).'),
    establishment_fee: MoneySchema.default(0).describe('Fee added to the financed amount (0; 1300 for one provider on one site; 1360.5 for one lender).'),
    fee_list: featureSwitch(
      z.strictObject({
        establishment: MoneySchema.default(395).describe('Establishment fee.'),
        security_registration: MoneySchema.default(6).describe('Vehicle security registration.'),
        monthly_admin: MoneySchema.default(8).describe('Monthly account administration.'),
        dealer_agency: MoneySchema.default(912.25).describe('Dealer agency fee.'),
      }),
    )
      .default(false)
      .describe('Itemised fee list variant (rule: finance.fees).'),
    rounding: z
      .enum(['up', 'down'])
      .default('up')
      .describe('Repayment rounding: up on most sites; down for the lender rule that rounds down (rule: finance.repayment).'),
    summary: z
      .enum(['weekly', 'deposit_term'])
      .default('weekly')
      .describe('Sticky-header finance summary: weekly $ at % p.a., or deposit, termYears and $0 final payment (rule: finance.summary).'),
    get_finance_now_modal: z.boolean().default(false).describe("'Get Finance Now' modal titled 'Finance Enquiry' (rule: finance.enquiry-modal)."),
    comparison_example: z
      .strictObject({
        amount: MoneySchema.default(30000).describe('Loan amount of the comparison-rate example.'),
        term_years: z.number().positive().default(5).describe('Term of the comparison-rate example.'),
        interest_rate: z.number().min(0).nullable().default(null).describe('Rate shown with the example, e.g. 6.29; null shows none.'),
        comparison_rate: z
          .union([
            z.number().min(0),
            z.strictObject({ from: z.number().min(0), to: z.number().min(0) }).refine((range) => range.from < range.to, { error: 'from must be below to' }),
          ])
          .nullable()
          .default(null)
          .describe(
            "Comparison rate shown: one rate (e.g. 8.19), or a lender's range { from, to } (e.g. 8.38 to 19.42) shown as 'Comparison rate from 8.38% p.a. to 19.42% p.a.'; null shows none (rule: finance.comparison-example).",
          ),
      })
      .prefault({})
      .describe('Comparison rate example: 5-year secured $30,000 loan (rule: finance.comparison-example).'),
  })
  .superRefine((f, ctx) => {
    if (f.default_interest < f.interest.min || f.default_interest > f.interest.max) {
      ctx.addIssue({ code: 'custom', path: ['default_interest'], message: `must lie within interest ${f.interest.min}–${f.interest.max}` });
    }
    const terms = f.term.years ?? [f.term.min, f.term.max];
    const lo = Math.min(...terms);
    const hi = Math.max(...terms);
    for (const key of ['default_term_years', 'sidebar_default_term_years'] as const) {
      if (f[key] < lo || f[key] > hi) ctx.addIssue({ code: 'custom', path: [key], message: `must lie within term ${lo}–${hi}` });
    }
    if (typeof f.default_amount === 'number' && (f.default_amount < f.amount.min || f.default_amount > f.amount.max)) {
      ctx.addIssue({ code: 'custom', path: ['default_amount'], message: `must lie within amount ${f.amount.min}–${f.amount.max}` });
    }
  });

export type FinanceProvider = z.output<typeof FinanceProviderSchema>;
export type FinanceConfig = z.output<typeof FinanceConfigSchema>;
