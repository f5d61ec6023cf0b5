import { createAccountService, type AccountService } from './accounts/account-service.ts';
import { createAlertService, type AlertService } from './alerts/alert-service.ts';
import { createStaffService, type StaffService } from './console/staff-service.ts';
import type { ServerContext } from './context/server-context.ts';
import { createInboxService, type InboxService } from './inbox/inbox-service.ts';
import { createLeadService, type LeadService } from './leads/lead-service.ts';
import { createOnlinePaymentService, type OnlinePaymentService } from './payments/online-payment-service.ts';
import { createReservationService, type ReservationService } from './reservations/reservation-service.ts';
import { stockIndexCars } from './test-drive/stock-cars.ts';
import { testDriveSlots, type TestDriveSlots } from './test-drive/test-drive-slots.ts';
import { createTradeInService, type TradeInService } from './trade-in/trade-in-service.ts';

/** Each feature's service, made from the context; the app's routes and the hosts' scheduled jobs use the same ones. */
export type ServerFeatures = {
  leads: LeadService;
  accounts: AccountService;
  tradeIn: TradeInService;
  testDrive: TestDriveSlots;
  reservations: ReservationService;
  onlinePayments: OnlinePaymentService;
  /** The dealer console's people, roles, sign-in and audit log. */
  staff: StaffService;
  inbox: InboxService;
  /** Shopper alerts: saved searches, matching a build's changed cars, the alert outbox and its sender. */
  alerts: AlertService;
};

/** The features on `context`; `given` ones (a test's, with its own clock or provider) are used as they are. */
export function serverFeatures(context: ServerContext, given: Partial<ServerFeatures> = {}): ServerFeatures {
  const leads = given.leads ?? createLeadService(context);
  const reservations = given.reservations ?? createReservationService(context, leads, { clock: context.clock });
  return {
    leads,
    accounts: given.accounts ?? createAccountService(context, context.clock),
    tradeIn: given.tradeIn ?? createTradeInService(context),
    testDrive: given.testDrive ?? testDriveSlots(stockIndexCars(context.providers.stockIndex), context.store.database, context.clock),
    reservations,
    onlinePayments: given.onlinePayments ?? createOnlinePaymentService(context, leads, () => reservations.payments(), context.clock),
    staff: given.staff ?? createStaffService(context, context.clock),
    inbox: given.inbox ?? createInboxService(context),
    alerts: given.alerts ?? createAlertService(context),
  };
}

/** Stops the lead forwarder and closes the database: a host's shutdown, a test's clean-up. */
export async function closeServer(context: ServerContext, features: Pick<ServerFeatures, 'leads'>): Promise<void> {
  await features.leads.close();
  await context.store.close();
}
