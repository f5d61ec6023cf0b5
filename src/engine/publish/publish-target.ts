/**
 * Where a dealer's site is published: object storage addressed by key. The S3-compatible adapter
 * (s3-target.ts) is the one in use; tests wrap it to fail or stop part-way.
 */
export type ObjectHeaders = {
  contentType: string;
  cacheControl: string;
  /** Stored as the object's `cache-tag` metadata, for a CDN that purges by tag (cache-tags.ts). */
  cacheTag?: string;
};

/** An object read back: its bytes and its ETag (null where the store sent none). */
type StoredObject = { body: Buffer; etag: string | null };

export interface PublishTarget {
  /** Shown in the publish output, e.g. `s3://bucket/prefix/`. */
  readonly label: string;
  /**
   * The object, null when there is none, or 'unchanged' when `ifNoneMatch` names its ETag (a
   * conditional GET: the bytes are not sent again).
   */
  get(key: string, options?: { ifNoneMatch?: string }): Promise<StoredObject | 'unchanged' | null>;
  /** Stores the object; its new ETag (null where the store sent none). */
  put(key: string, body: Buffer, headers: ObjectHeaders): Promise<{ etag: string | null }>;
  /** Copies an object within the bucket, bytes and headers as they are (no upload from here). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deletes the keys; a key already gone is no error. */
  delete(keys: readonly string[]): Promise<void>;
}
