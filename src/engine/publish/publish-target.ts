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

/**
 * A conditional write: stored only while the object still has this ETag (`ifMatch`) or while there
 * is none (`ifNoneMatch: '*'`); otherwise the store answers 412 and `put` throws PreconditionFailed.
 */
export type WriteCondition = { ifMatch: string } | { ifNoneMatch: '*' };

/** The store refused a conditional write: another writer changed the object since it was read. */
export class PreconditionFailed extends Error {
  /** Sending the same write again cannot succeed: the writer must read the object again (retry.ts). */
  readonly retryable = false;
  constructor(key: string) {
    super(`412 Precondition Failed: ${key} was changed by another writer`);
    this.name = 'PreconditionFailed';
  }
}

export interface PublishTarget {
  /** Shown in the publish output, e.g. `s3://bucket/prefix/`. */
  readonly label: string;
  /**
   * The object, null when there is none, or 'unchanged' when `ifNoneMatch` names its ETag (a
   * conditional GET: the bytes are not sent again).
   */
  get(key: string, options?: { ifNoneMatch?: string }): Promise<StoredObject | 'unchanged' | null>;
  /** Stores the object (only if `condition` holds, else PreconditionFailed); its new ETag (null where the store sent none). */
  put(key: string, body: Buffer, headers: ObjectHeaders, condition?: WriteCondition): Promise<{ etag: string | null }>;
  /** Copies an object within the bucket, bytes and headers as they are (no upload from here). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Deletes the keys; a key already gone is no error. */
  delete(keys: readonly string[]): Promise<void>;
}
