import { z } from 'zod';
import { list, NonEmptyStringSchema, NonNegativeIntSchema, RecordIdSchema, UrlOrPathSchema } from '../schema/fields.ts';

/** A gallery image; `thumb.url` falls back to the image itself when the feed sends no thumbnail. */
export const CarImageSchema = z
  .object({
    url: UrlOrPathSchema,
    thumb: z.object({ url: UrlOrPathSchema }).nullish(),
  })
  .transform(({ url, thumb }) => ({ url, thumb: { url: thumb?.url ?? url } }));

/**
 * Where a hotspot sits in one frame of the 360° spin (exterior) or of the interior panorama
 * (frame 0). `x` and `y` are fractions of the frame's width and height measured from its top-left
 * corner, so they hold whatever size the viewer renders at. A hotspot has no position for frames
 * in which it is hidden.
 */
const HotspotPositionSchema = z.object({
  frame: NonNegativeIntSchema,
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
});

const HotspotSchema = z.object({
  id: RecordIdSchema,
  description: NonEmptyStringSchema,
  positions: list(HotspotPositionSchema),
});

export const HotspotsSchema = z.object({
  exterior: list(HotspotSchema),
  interior: list(HotspotSchema),
});
