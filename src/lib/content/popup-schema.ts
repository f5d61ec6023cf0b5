import { z } from 'zod';
import { IsoDateSchema, LinkSchema } from '../schema/fields.ts';

/** A dismissible popup, hidden after its expiry date; its visible flag is persisted per dealer. */
export const PopupSchema = z
  .strictObject({
    image: LinkSchema,
    title: z.string().min(1),
    description: z.string(),
    button: z.strictObject({ text: z.string().min(1), href: LinkSchema }),
    expiry: IsoDateSchema,
  })
  .meta({ id: 'Popup' });
