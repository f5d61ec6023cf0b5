/**
 * Where trade-in photos are kept, under names the server makes up (`<dealer>/<EvalID>/<uuid>.<ext>`).
 * Nothing here is served: the operator reaches images through `npm run leads -- show`.
 */
export type ImageStore = {
  /** Where the images go, for the operator and the logs (a folder, or bucket and endpoint). */
  readonly location: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Removes an image that could not be recorded; a missing key is not an error. */
  remove(key: string): Promise<void>;
};

export class ImageStoreError extends Error {}
