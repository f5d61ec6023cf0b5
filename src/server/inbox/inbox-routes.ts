import { Hono, type Context, type MiddlewareHandler } from 'hono';
import type { ServerContext } from '../context/server-context.ts';
import { auditDone, requireStaff, type StaffEnv, type StaffGuardDeps } from '../console/staff-guard.ts';
import { fieldErrorsOf } from '../../lib/field-errors.ts';
import { wallClockInstant } from '../../lib/hours/next-opening.ts';
import { australianMobile } from '../../lib/phone/mobile-number.ts';
import { addDays } from '../../lib/test-drive/appointment-slots.ts';
import {
  AlertChoiceSchema,
  AssignSchema,
  InboxQuerySchema,
  NoteSchema,
  PushSubscriptionSchema,
  StatusChangeSchema,
  type InboxQuery,
} from '../../lib/inbox/inbox-vocabulary.ts';
import { jsonBody } from '../http/json-body.ts';
import { sameOriginOnly } from '../http/origin.ts';
import { json, problem } from '../http/respond.ts';
import type { LeadService } from '../leads/lead-service.ts';
import type { ServerEnv } from '../server-env.ts';
import type { StaffDirectory } from './alerts/alert-recipients.ts';
import { inboxCsv } from './inbox-csv.ts';
import { inboxRow, type InboxLead, type InboxStore } from './inbox-store.ts';
import { leadDetail, leadPhoto } from './lead-detail.ts';
import { leadDestinations } from '../../lib/leads/lead-destinations.ts';

const BODY_MAX_BYTES = 8 * 1024;
/** The speed-to-lead figures cover the leads of this many days back. */
const SPEED_DAYS = 30;

/** The signed-in staff member a call is from, at the dealer the path names (the guard checked both). */
type ConsoleStaff = { personId: string; dealer: string; role: string; locations: readonly string[]; departments: readonly string[] };

function staffOf(c: Context<StaffEnv>): ConsoleStaff {
  const { dealer, member } = c.get('staff');
  return { personId: member.personId, dealer, role: member.role.role, locations: member.role.locations, departments: member.role.departments };
}

/** The departments and locations a role sees: owners and managers every lead, others those their role covers. */
function scopeOf(staff: ConsoleStaff, locationIds: (slug: string) => number | null) {
  if (staff.role === 'owner' || staff.role === 'manager') return null;
  return {
    departments: staff.departments,
    locations: staff.locations.length === 0 ? null : staff.locations.map(locationIds).filter((id): id is number => id !== null),
  };
}

type Scope = ReturnType<typeof scopeOf>;

const inScope = (scope: Scope, item: InboxLead): boolean =>
  scope === null ||
  (scope.departments.includes(item.department ?? '') && (scope.locations === null || (item.locationId !== null && scope.locations.includes(item.locationId))));

/**
 * /api/console/dealers/:dealer/leads: the dealer's leads inbox (docs/console-leads.md). Every call runs
 * behind the console guard (a console session with a role at the path's dealer; refusals audited) and
 * answers for that dealer only; every change needs the site's Origin, is limited per address and per
 * console session (`write`), recorded on the lead (lead_activity) and written to the audit log.
 */
export function inboxRoutes(
  context: Pick<ServerContext, 'dealers' | 'store' | 'providers' | 'clock'>,
  deps: StaffGuardDeps & { leads: Pick<LeadService, 'store' | 'stored'>; inbox: () => InboxStore; directory: StaffDirectory },
  write: MiddlewareHandler<ServerEnv>,
) {
  const { inbox, leads } = deps;
  const guard = (action: string) => requireStaff(deps, { action });
  const audit = (c: Context<StaffEnv>, action: string, target: string, detail: string | null) => auditDone(c, deps.staff, { action, target, detail });
  const entryOf = (staff: ConsoleStaff) => context.dealers.dealer(staff.dealer)!;
  const locationIdOf = (staff: ConsoleStaff) => (slug: string) => entryOf(staff).dealer.locations.find((l) => l.slug === slug)?.id ?? null;

  /** The dealer's dates as the instants they start and end in its time zone. */
  const range = (staff: ConsoleStaff, q: Pick<InboxQuery, 'from' | 'to'>) => {
    const tz = entryOf(staff).dealer.config.timezone;
    return { ...(q.from ? { from: wallClockInstant(q.from, 0, tz) } : {}), ...(q.to ? { to: wallClockInstant(addDays(q.to, 1), 0, tz) } : {}) };
  };

  const parseQuery = (query: Record<string, string>) => {
    const parsed = InboxQuerySchema.safeParse(query);
    return parsed.success
      ? { ok: true as const, query: parsed.data }
      : { ok: false as const, response: problem('invalid', { fields: fieldErrorsOf(parsed.error) }) };
  };

  /** The lead if it is this dealer's and the staff member's to see; else null (404: another dealer's lead is not told apart from none). */
  const visibleLead = async (staff: ConsoleStaff, leadId: string): Promise<InboxLead | null> => {
    const item = await inbox().get(staff.dealer, leadId);
    if (!item) return null;
    return inScope(scopeOf(staff, locationIdOf(staff)), item) ? item : null;
  };

  const listFor = (staff: ConsoleStaff, query: InboxQuery) => {
    const scope = scopeOf(staff, locationIdOf(staff));
    const { from: _f, to: _t, ...rest } = query;
    return { ...rest, ...range(staff, query), ...(scope ? { scope } : {}) };
  };

  const app = new Hono<StaffEnv>();

  app.get('/', guard('leads.list'), async (c) => {
    const parsed = parseQuery(c.req.query());
    if (!parsed.ok) return parsed.response;
    const staff = staffOf(c);
    const page = await inbox().list(staff.dealer, listFor(staff, parsed.query));
    return json({ leads: page.leads.map(inboxRow), next_cursor: page.next, polled_at: context.clock().toISOString() });
  });

  app.get('/speed', guard('leads.speed'), async (c) => {
    const staff = staffOf(c);
    const to = context.clock();
    const from = new Date(to.getTime() - SPEED_DAYS * 86_400_000);
    return json({ days: SPEED_DAYS, ...(await inbox().speed(staff.dealer, { from, to })) });
  });

  app.get('/export.csv', guard('leads.export'), async (c) => {
    const parsed = parseQuery(c.req.query());
    if (!parsed.ok) return parsed.response;
    const staff = staffOf(c);
    const { cursor: _c, since: _s, ...query } = listFor(staff, parsed.query);
    const all: InboxLead[] = [];
    for await (const item of inbox().all(staff.dealer, query)) all.push(item);
    const entry = entryOf(staff);
    const name = (id: number | null) => entry.dealer.locations.find((l) => l.id === id)?.name ?? null;
    await audit(c, 'leads.export', 'csv', `${all.length} leads`);
    return new Response(inboxCsv(all, entry.forms, name), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${staff.dealer}-leads.csv"`,
        'cache-control': 'no-store',
      },
    });
  });

  // The inbox's choices at this dealer: its locations (the filter), the staff a lead may be given to (any role sees them, to assign), and where its leads go.
  app.get('/choices', guard('leads.choices'), async (c) => {
    const staff = staffOf(c);
    const people = await deps.staff.people().list(staff.dealer);
    return json({
      locations: entryOf(staff)
        .dealer.locations.filter((l) => l.visible)
        .map((l) => ({ id: l.id, name: l.name })),
      staff: people.map((m) => ({ id: m.personId, name: m.name })),
      // Where its leads are delivered; none: they stay in the store, and the screen says so.
      destinations: leadDestinations(entryOf(staff).dealer.config.leads),
    });
  });

  // How this person wants new-lead alerts (rule: leads.new-lead-alerts): SMS needs a mobile.
  app.post('/alert-channels', sameOriginOnly, write, guard('leads.alert-channels'), jsonBody(AlertChoiceSchema, BODY_MAX_BYTES), async (c) => {
    const staff = staffOf(c);
    const { channels, phone } = c.req.valid('json');
    const mobile = phone === undefined || phone === null || phone === '' ? null : australianMobile(phone);
    if (phone && !mobile) return problem('invalid', { fields: { phone: ['Enter an Australian mobile number.'] } });
    const member = await deps.staff.people().roleAt(staff.personId, staff.dealer);
    const smsTo = phone === undefined ? (member?.phone ?? null) : mobile;
    if (channels.includes('sms') && !smsTo) return problem('invalid', { fields: { phone: ['SMS alerts need your mobile number.'] } });
    await deps.staff.people().setAlerts(staff.personId, { channels: [...new Set(channels)], ...(phone === undefined ? {} : { phone: mobile }) });
    await audit(c, 'leads.alert-channels', staff.personId, channels.join(',') || 'none');
    return json({ channels: [...new Set(channels)], phone: smsTo });
  });

  // Web Push for this person's new-lead alerts: the server's VAPID key, and this browser's subscription.
  app.get('/push-key', guard('leads.push-key'), () => json({ public_key: context.providers.push()?.publicKey ?? null }));

  app.post('/push-subscriptions', sameOriginOnly, write, guard('leads.push-subscribe'), jsonBody(PushSubscriptionSchema, BODY_MAX_BYTES), async (c) => {
    const staff = staffOf(c);
    const { endpoint, keys } = c.req.valid('json');
    await deps.directory.subscribe(staff.personId, staff.dealer, { endpoint, keys });
    await audit(c, 'leads.push-subscribe', new URL(endpoint).host, null);
    return json({ subscribed: true }, 201);
  });

  app.get('/:id', guard('leads.show'), async (c) => {
    const staff = staffOf(c);
    const item = await visibleLead(staff, c.req.param('id'));
    if (!item) return problem('not_found', { message: 'This dealer has no such lead.' });
    const entry = entryOf(staff);
    const activity = await inbox().activity(item.lead.leadId);
    return json(
      await leadDetail(item, {
        database: context.store.database(),
        dealer: entry.dealer,
        forms: entry.forms,
        activity,
        stockIndex: context.providers.stockIndex,
      }),
    );
  });

  app.get('/:id/photos/:image', guard('leads.photo'), async (c) => {
    const staff = staffOf(c);
    const item = await visibleLead(staff, c.req.param('id'));
    const photo = item ? await leadPhoto(context.store.database(), item.lead.leadId, c.req.param('image')) : null;
    const bytes = photo ? await context.providers.images().get(photo.key) : null;
    if (!photo || !bytes) return problem('not_found', { message: 'This lead has no such photo.' });
    return new Response(new Uint8Array(bytes), { headers: { 'content-type': photo.contentType, 'cache-control': 'private, no-store' } });
  });

  const changed = async (c: Context<StaffEnv>, leadId: string, action: string, detail: string | null, done: boolean): Promise<Response> => {
    if (!done) return problem('not_found', { message: 'This dealer has no such lead.' });
    const staff = staffOf(c);
    await audit(c, action, leadId, detail);
    const item = await inbox().get(staff.dealer, leadId);
    return json(item ? inboxRow(item) : null);
  };

  app.post('/:id/status', sameOriginOnly, write, guard('leads.status'), jsonBody(StatusChangeSchema, BODY_MAX_BYTES), async (c) => {
    const staff = staffOf(c);
    const leadId = c.req.param('id');
    const { status } = c.req.valid('json');
    if (!(await visibleLead(staff, leadId))) return problem('not_found', { message: 'This dealer has no such lead.' });
    return changed(c, leadId, 'leads.status', status, await inbox().setStatus(staff.dealer, leadId, status, { staffId: staff.personId }));
  });

  app.post('/:id/notes', sameOriginOnly, write, guard('leads.note'), jsonBody(NoteSchema, BODY_MAX_BYTES), async (c) => {
    const staff = staffOf(c);
    const leadId = c.req.param('id');
    if (!(await visibleLead(staff, leadId))) return problem('not_found', { message: 'This dealer has no such lead.' });
    return changed(c, leadId, 'leads.note', null, await inbox().addNote(staff.dealer, leadId, c.req.valid('json').text, { staffId: staff.personId }));
  });

  app.post('/:id/assign', sameOriginOnly, write, guard('leads.assign'), jsonBody(AssignSchema, BODY_MAX_BYTES), async (c) => {
    const staff = staffOf(c);
    const leadId = c.req.param('id');
    const { staff_id } = c.req.valid('json');
    if (!(await visibleLead(staff, leadId))) return problem('not_found', { message: 'This dealer has no such lead.' });
    // A lead is given only to someone who works at this dealer (null takes it back).
    const people = await deps.staff.people().list(staff.dealer);
    if (staff_id !== null && !people.some((person) => person.personId === staff_id)) {
      const { member } = c.get('staff');
      await deps.staff.audit().record({
        dealer: staff.dealer,
        personId: member.personId,
        actor: member.email,
        action: 'leads.assign',
        target: leadId,
        outcome: 'refused',
        detail: `${staff_id} does not work here`,
      });
      return problem('invalid', { fields: { staff_id: ['Choose someone who works at this dealer.'] } });
    }
    return changed(c, leadId, 'leads.assign', staff_id, await inbox().assign(staff.dealer, leadId, staff_id, { staffId: staff.personId }));
  });

  // Resend to the CRM: new resend rows in the lead outbox beside the delivered or dead ones; the lead itself is not touched.
  app.post('/:id/resend', sameOriginOnly, write, guard('leads.resend'), async (c) => {
    const staff = staffOf(c);
    const leadId = c.req.param('id');
    if (!(await visibleLead(staff, leadId))) return problem('not_found', { message: 'This dealer has no such lead.' });
    const queued = await leads.store().retry(leadId);
    if (queued > 0) leads.stored();
    await inbox().recordResend(staff.dealer, leadId, queued, { staffId: staff.personId });
    await audit(c, 'leads.resend', leadId, `${queued} deliveries queued`);
    return json({ queued });
  });

  return app;
}
