import type { Selectable } from 'kysely';
import type { LookupVehicle } from '../../lib/trade-in/eval-expert-contract.ts';
import { TRADE_IN_IMAGE_LIMITS } from '../../lib/trade-in/image-type.ts';
import { isoTimestamp } from '../leads/lead-rows.ts';
import type { StoreDatabase } from '../store/open-database.ts';
import type { StoreTables } from '../store/tables.ts';
import { timeOrderedId } from '../store/time-ordered-id.ts';

export type Valuation = {
  evalId: string;
  dealer: string;
  leadId: string | null;
  rego: string | null;
  state: string | null;
  description: string | null;
  manualEntry: boolean;
  vehicle: LookupVehicle;
  km: number | null;
  userEmail: string | null;
  contact: { name: string | null; email: string | null; phone: string | null };
  createdAt: string;
  updatedAt: string;
};

export type StoredImage = { imageId: string; key: string; contentType: string; bytes: number; createdAt: string };

export type NewValuation = Pick<Valuation, 'dealer' | 'leadId' | 'rego' | 'state' | 'description' | 'manualEntry' | 'vehicle'>;

export type EvalUpdate = { km: number; userEmail: string | null; contact: Valuation['contact']; leadId: string | null };

/** What the 'valuation' column of /api/miscellaneous keeps against a lead. */
export type StoredValuation = {
  offer_price: number | null;
  rego: string;
  regoState: string;
  adjustmentAnswers: Record<string, string | number | boolean | null>;
};

const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function valuationFromRow(row: Selectable<StoreTables['trade_in_valuations']>): Valuation {
  return {
    evalId: row.eval_id,
    dealer: row.dealership_slug,
    leadId: row.lead_id,
    rego: row.rego,
    state: row.rego_state,
    description: row.description,
    manualEntry: Number(row.manual_entry) === 1,
    vehicle: parsed<LookupVehicle>(row.vehicle),
    km: row.km === null ? null : Number(row.km),
    userEmail: row.user_email,
    contact: { name: row.contact_name, email: row.contact_email, phone: row.contact_phone },
    createdAt: isoTimestamp(row.created_at),
    updatedAt: isoTimestamp(row.updated_at),
  };
}

/**
 * Instant-offer valuations, their images and the stored 'valuation' column, in the lead store's
 * database. Every read and write names the dealer: one dealer's EvalID is unknown on another's site.
 */
export function valuationStore(database: StoreDatabase, clock: () => Date = () => new Date()) {
  const { engine } = database;
  const images = async (evalId: string): Promise<StoredImage[]> => {
    const rows = await database.query((db) =>
      db.selectFrom('trade_in_images').selectAll().where('eval_id', '=', evalId).orderBy('created_at').orderBy('image_id').execute(),
    );
    return rows.map((row) => ({
      imageId: row.image_id,
      key: row.storage_key,
      contentType: row.content_type,
      bytes: Number(row.bytes),
      createdAt: isoTimestamp(row.created_at),
    }));
  };
  return {
    async create(valuation: NewValuation): Promise<Valuation> {
      const stamp = clock().toISOString();
      const row = await database.transaction((trx) =>
        trx
          .insertInto('trade_in_valuations')
          .values({
            eval_id: timeOrderedId(),
            dealership_slug: valuation.dealer,
            lead_id: valuation.leadId,
            rego: valuation.rego,
            rego_state: valuation.state,
            description: valuation.description,
            manual_entry: valuation.manualEntry ? 1 : 0,
            vehicle: JSON.stringify(valuation.vehicle),
            created_at: stamp,
            updated_at: stamp,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
      return valuationFromRow(row);
    },

    async get(dealer: string, evalId: string): Promise<Valuation | null> {
      const row = await database.query((db) =>
        db.selectFrom('trade_in_valuations').selectAll().where('eval_id', '=', evalId).where('dealership_slug', '=', dealer).executeTakeFirst(),
      );
      return row ? valuationFromRow(row) : null;
    },

    /** Records the odometer and contact (and links the lead when given); null when the EvalID is not this dealer's. */
    async update(dealer: string, evalId: string, update: EvalUpdate): Promise<Valuation | null> {
      const row = await database.transaction((trx) =>
        trx
          .updateTable('trade_in_valuations')
          .set((eb) => ({
            km: update.km,
            user_email: update.userEmail,
            contact_name: update.contact.name,
            contact_email: update.contact.email,
            contact_phone: update.contact.phone,
            lead_id: update.leadId ?? eb.ref('lead_id'),
            updated_at: clock().toISOString(),
          }))
          .where('eval_id', '=', evalId)
          .where('dealership_slug', '=', dealer)
          .returningAll()
          .executeTakeFirst(),
      );
      return row ? valuationFromRow(row) : null;
    },

    async imageCount(evalId: string): Promise<number> {
      const row = await database.query((db) =>
        db
          .selectFrom('trade_in_images')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('eval_id', '=', evalId)
          .executeTakeFirstOrThrow(),
      );
      return Number(row.n);
    },

    /**
     * Records an image already in the image store, unless the valuation holds the most it may
     * ('full'); the valuation's row is locked meanwhile, so concurrent uploads cannot pass the limit.
     */
    async addImage(dealer: string, evalId: string, image: Omit<StoredImage, 'imageId' | 'createdAt'>): Promise<'added' | 'full' | 'unknown'> {
      return database.transaction(async (trx) => {
        const owner = await trx
          .selectFrom('trade_in_valuations')
          .select('eval_id')
          .where('eval_id', '=', evalId)
          .where('dealership_slug', '=', dealer)
          .$if(engine === 'postgres', (q) => q.forUpdate())
          .executeTakeFirst();
        if (!owner) return 'unknown';
        const { n } = await trx
          .selectFrom('trade_in_images')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('eval_id', '=', evalId)
          .executeTakeFirstOrThrow();
        if (Number(n) >= TRADE_IN_IMAGE_LIMITS.maxImages) return 'full';
        await trx
          .insertInto('trade_in_images')
          .values({
            image_id: timeOrderedId(),
            eval_id: evalId,
            storage_key: image.key,
            content_type: image.contentType,
            bytes: image.bytes,
            created_at: clock().toISOString(),
          })
          .execute();
        return 'added';
      });
    },

    images,

    /** The dealer's newest valuations (the console's Stock health), newest first, each with its images. */
    async recent(dealer: string, limit: number): Promise<(Valuation & { images: StoredImage[] })[]> {
      const rows = await database.query((db) =>
        db
          .selectFrom('trade_in_valuations')
          .selectAll()
          .where('dealership_slug', '=', dealer)
          .orderBy('created_at', 'desc')
          .orderBy('eval_id', 'desc')
          .limit(limit)
          .execute(),
      );
      return Promise.all(rows.map(async (row) => ({ ...valuationFromRow(row), images: await images(row.eval_id) })));
    },

    /** The lead's valuations, oldest first, each with its images. */
    async forLead(leadId: string): Promise<(Valuation & { images: StoredImage[] })[]> {
      const rows = await database.query((db) =>
        db.selectFrom('trade_in_valuations').selectAll().where('lead_id', '=', leadId).orderBy('created_at').orderBy('eval_id').execute(),
      );
      return Promise.all(rows.map(async (row) => ({ ...valuationFromRow(row), images: await images(row.eval_id) })));
    },

    async saveStoredValuation(dealer: string, leadId: string, valuation: StoredValuation): Promise<void> {
      const stamp = clock().toISOString();
      const value = JSON.stringify(valuation);
      await database.transaction((trx) =>
        trx
          .insertInto('stored_valuations')
          .values({ lead_id: leadId, dealership_slug: dealer, valuation: value, updated_at: stamp })
          .onConflict((oc) => oc.column('lead_id').doUpdateSet({ valuation: value, updated_at: stamp }))
          .execute(),
      );
    },

    async storedValuation(leadId: string): Promise<(StoredValuation & { updated_at: string }) | null> {
      const row = await database.query((db) => db.selectFrom('stored_valuations').selectAll().where('lead_id', '=', leadId).executeTakeFirst());
      return row ? { ...parsed<StoredValuation>(row.valuation), updated_at: isoTimestamp(row.updated_at) } : null;
    },
  };
}

export type ValuationStore = ReturnType<typeof valuationStore>;
