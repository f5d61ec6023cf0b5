/**
 * Where trade-in photos are kept, under names the server makes up (`<dealer>/<EvalID>/<uuid>.<ext>`).
 * Served only to signed-in staff, through the console's lead detail (`/api/console/leads/{id}/photos/{image}`).
 */
export type ImageStore = {
  /** Where the images go, for the operator and the logs (a folder, or bucket and endpoint). */
  readonly location: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The image's bytes, or null when the key holds none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes an image that could not be recorded; a missing key is not an error. */
  remove(key: string): Promise<void>;
};

export class ImageStoreError extends Error {}
