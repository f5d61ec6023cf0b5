import { z } from 'zod';
import { featureSwitch, LinkSchema, MoneySchema } from '../schema/fields.ts';
import { PAYMENT_WINDOW_MINUTES } from '../reservations/hold-terms.ts';
import { STRINGS } from '../strings.ts';

const VehicleTabSchema = z.enum(['dealer_comments', 'whats_included', 'why_buy_from_us', 'reserve_online', 'protect_your_car', 'features']);

const SidebarButtonSchema = z.enum(['enquire', 'car_history_report', 'finance', 'trade_in_valuation', 'test_drive', 'reserve', 'online_purchase']);

const SidebarCtaSchema = z.enum(['reserve', 'enquire', 'instant_message', 'call_us_now']);

export const VehiclePageConfigSchema = z.strictObject({
  tabs: featureSwitch(
    z.strictObject({
      sections: z
        .array(VehicleTabSchema)
        .min(1)
        .default(['dealer_comments', 'whats_included', 'why_buy_from_us', 'reserve_online', 'protect_your_car', 'features'])
        .describe('Tabs in order; Features shows only when the car has standardEquipment.'),
    }),
  )
    .default(false)
    .describe('Tabbed sections on the vehicle page (rule: vehicle.tabs); false shows the sections in page order.'),
  spin: featureSwitch(
    z.strictObject({
      start_view: z.enum(['spinner', 'gallery']).default('spinner').describe('View the spin viewer opens in (rule: vehicle.spin).'),
      auto_rotate_interval_ms: z.number().int().min(16).default(100).describe('Auto-rotate frame interval (rule: vehicle.spin).'),
    }),
  )
    .prefault({})
    .describe('360-degree spin view for cars with spin images; false never shows it.'),
  share: z
    .strictObject({
      variant: z
        .enum(['dialog', 'sidebar'])
        .default('dialog')
        .describe("dialog: 'Share this car' with 'Copied' for 1.5 s; sidebar: toast 'Copied {car name} to your clipboard!' for 3 s."),
      twitter: z.boolean().default(true).describe('Offer Twitter sharing (rule: vehicle.share).'),
    })
    .prefault({})
    .describe('Share button behaviour (rule: vehicle.share).'),
  print_button: z.boolean().default(true).describe('Optional print button opening /print?car_id={slug} (rule: vehicle.print).'),
  phone_reveal: z
    .strictObject({
      start_revealed: z.boolean().default(false).describe('Show the full number at once instead of the first 5 characters (rule: vehicle.phone-reveal).'),
    })
    .prefault({})
    .describe('Dealer phone number masking.'),
  sticky: z
    .enum(['header', 'sidebar_bar'])
    .default('header')
    .describe('header: sticky header after 500 px; sidebar_bar: sticky bar after 900 px (rule: vehicle.sticky).'),
  finance_button_text: z.string().min(1).default(STRINGS.getFinance).describe('Sidebar finance button text (rule: vehicle.sidebar).'),
  sidebar_buttons: z
    .array(SidebarButtonSchema)
    .default(['enquire', 'car_history_report', 'finance', 'trade_in_valuation', 'test_drive', 'reserve', 'online_purchase'])
    .describe('Sidebar buttons in order; each still needs its own condition (history file, reserve eligibility, flags; rule: vehicle.sidebar).'),
  video_players: z
    .array(z.enum(['youtube', 'vimeo']))
    .default([])
    .describe(
      "Video hosts whose player the car page's video section embeds (a car's external_video_url on YouTube or Vimeo), framed only when the shopper presses play, the site's Content-Security-Policy allowing just these players' origins; a video on a host not listed opens on its own page (rule: vehicle.video).",
    ),
  call_text: z
    .string()
    .min(1)
    .default(STRINGS.callTheDealer)
    .describe(
      "The car page's call button (the `call_us_now` call to action, a tel: link to the car's location): 'Call the dealer' by default (rule: vehicle.call-to-action).",
    ),
  sidebar_ctas: z
    .array(SidebarCtaSchema)
    .default(['reserve', 'instant_message', 'call_us_now'])
    .describe('Sidebar call-to-action options; instant_message renders as Enquire while `instant_message` is false (rule: vehicle.call-to-action).'),
  instant_message: featureSwitch(
    z
      .strictObject({
        provider: z
          .enum(['enquiry-form', 'livechat'])
          .default('enquiry-form')
          .describe(
            "enquiry-form, the embedded default: Instant Message opens the car enquiry form; livechat: LiveChat (livechat.com) opens, its script loaded on the shopper's first click only.",
          ),
        license: z
          .string()
          .regex(/^\d{1,12}$/, { error: "expected the LiveChat licence number, e.g. '12345678'" })
          .nullable()
          .default(null)
          .describe("The dealer's LiveChat licence number (LiveChat app: Settings, Channels, Website); required with livechat."),
      })
      .superRefine((chat, ctx) => {
        if (chat.provider === 'livechat' && chat.license === null)
          ctx.addIssue({ code: 'custom', path: ['license'], message: 'required with provider livechat' });
      }),
  )
    .default(false)
    .describe(
      "'Instant Message' in the car page's calls to action (rule: vehicle.instant-message): a chat whose provider's script loads on the shopper's first click only, the site's Content-Security-Policy allowing that provider's origin and no other; false shows Enquire instead.",
    ),
  why_buy_from_us: featureSwitch(
    z.strictObject({
      heading: z.string().min(1).default(STRINGS.whyBuyFromUs).describe('Card heading.'),
      points: z.array(z.string().min(1)).min(1).describe('Value-add points listed on the card.'),
    }),
  )
    .default(false)
    .describe("Value-add 'Why Buy From Us?' card and tab (rule: vehicle.why-buy)."),
  similar_cars_limit: z
    .number()
    .int()
    .min(6)
    .max(100)
    .default(10)
    .describe(
      'Hits each similar-cars query (same model, same make, any make) returns, newest first; the 6 closest in price of them are shown (rule: vehicle.similar-cars).',
    ),
});

export const PurchaseConfigSchema = z
  .strictObject({
    reserve: featureSwitch(
      z.strictObject({
        amount: MoneySchema.default(200).describe("Deposit shown in 'Reserve Now {amount}' (rule: vehicle.reserve)."),
        mode: z
          .enum(['payment_processors', 'availability'])
          .default('payment_processors')
          .describe(
            'Which cars are reservable (rule: vehicle.reserve), the same on listing cards, the car page, the checkout and the reservation call: payment_processors, an available car (in stock or coming soon) that lists a payment processor; availability, any car in stock. Either way a car already reserved is not.',
          ),
        hold_hours: z
          .number()
          .int()
          .min(1)
          .max(168)
          .default(48)
          .describe(
            'How long a reservation holds the car: from the moment it is made with the embedded provider (no card is taken online: the dealer takes the deposit), from the paid deposit with Stripe. The checkout page states it.',
          ),
        holds_per_shopper: z
          .number()
          .int()
          .min(1)
          .max(20)
          .default(1)
          .describe(
            "Live holds (waiting for payment or held) one shopper may have on this site at once. The shopper is the signed-in account's mobile (always signed in where checkout is gated behind sign-in), else the mobile number the form gives. A repeat reserve of a car the shopper already holds answers with that hold; another car past the limit is refused (docs/payments.md).",
          ),
        holds_per_address_per_hour: z
          .number()
          .int()
          .min(1)
          .max(1000)
          .default(3)
          .describe(
            'Reservations one client address may make on this site in any hour, whoever makes them. The shared-Wi-Fi trade-off: shoppers behind one address (an office, a campus or café Wi-Fi, a mobile carrier) share this allowance, so raise it where many legitimate shoppers share an address, at the cost of letting one abuser hold more cars (docs/payments.md).',
          ),
      }),
    )
      .default(false)
      .describe('Reserve online through checkout: a refundable deposit holds the car for `hold_hours` (rule: vehicle.reserve).'),
    online_purchase: z
      .boolean()
      .default(false)
      .describe(
        'Online Purchase button on reservable cars, linking the purchase journey /checkout-journey?car_id={slug} (pickup or delivery, cash or finance, trade-in, review), which ends at the checkout for the deposit (rule: vehicle.online-purchase); needs `reserve`.',
      ),
    online_payment: featureSwitch(
      z.strictObject({
        payments: z
          .array(
            z.strictObject({
              reference: z
                .string()
                .regex(/^[A-Za-z0-9][A-Za-z0-9-]{2,39}$/, { error: 'must be 3 to 40 letters, digits and hyphens' })
                .describe('The reference the dealer gave the shopper (an invoice or deal number); matched ignoring case.'),
              amount: z.number().int().positive().describe('Whole dollars to pay against the reference.'),
              description: z.string().trim().min(1).max(120).describe('What the payment is for, shown to the shopper before paying.'),
            }),
          )
          .min(1)
          .describe('The amounts the dealer set, each against its reference.'),
      }),
    )
      .default(false)
      .describe(
        '/online-payment (needs `authentication`): a signed-in shopper pays an amount the dealer set against a reference, through the reserve payment provider (rule: accounts.online-payment).',
      ),
    payment_window_minutes: z
      .number()
      .int()
      .min(PAYMENT_WINDOW_MINUTES.min)
      .max(PAYMENT_WINDOW_MINUTES.max)
      .default(PAYMENT_WINDOW_MINUTES.default)
      .describe(
        "Minutes a shopper sent to the payment provider's page (Stripe Checkout) has to pay a deposit or an online payment; then the unpaid reservation frees its car and the online payment lapses. Bounded by Stripe's Checkout Session lifetime (30 minutes to 24 hours) less a 2-minute margin at each end.",
      ),
    checkout_path: z
      .enum(['checkout', 'buy-online'])
      .default('checkout')
      .describe('Reserve route: /cars/{slug}/checkout, or /cars/{slug}/buy-online on one variant (rule: vehicle.reserve).'),
  })
  .refine((p) => !p.online_purchase || p.reserve !== false, {
    error: 'online purchase ends with the deposit at the checkout: turn purchase.reserve on too',
    path: ['online_purchase'],
  });

export const ImagesConfigSchema = z.strictObject({
  url_template: z
    .string()
    .includes('{url}', { error: 'must contain {url}' })
    .nullable()
    .default(null)
    .describe(
      "Image host URL built from {url} (the image's URL without its leading '/'), {width} and {quality}, e.g. https://img.example.com/{url}?w={width}&q={quality}&auto=format; null appends w, q and auto=format to the image's own URL.",
    ),
  quality: z.number().int().min(1).max(100).default(75).describe('Image quality parameter (rule: stock.images).'),
  coming_soon_image: LinkSchema.nullable()
    .default(null)
    .describe("The car page's image for a car without photos; null shows the photo-coming-soon placeholder (`no_photo`)."),
  no_photo: z
    .enum(['logo', 'silhouette'])
    .default('logo')
    .describe(
      "Photo-coming-soon placeholder wherever a car has no photo (cards, favourites, compare, similar cars, the car page): 'logo' is the dealer's logo on its brand colour, 'silhouette' a silhouette of the car's body type (rule: stock.no-photo).",
    ),
});

export type VehiclePageConfig = z.output<typeof VehiclePageConfigSchema>;
