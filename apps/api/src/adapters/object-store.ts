import type { Readable } from 'node:stream';

/** An object read back: its bytes as a stream, its type and length. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
}

/**
 * Where uploaded files live, by key (`cert/<name>.jpg`, `portraits/<name>.jpg`): the local disk (the
 * embedded default, object-store-disk.ts) or an S3-compatible bucket (object-store-s3.ts). Every object
 * is private: a public one (a portrait) is served by the API from `get`, a private one is handed out as
 * a short-lived signed URL.
 */
export interface ObjectStore {
  readonly kind: 'disk' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such object. */
  get(key: string): Promise<StoredObject | null>;
  /** Nothing happens when there is no such object. */
  delete(key: string): Promise<void>;
  /** A URL that reads the object without any other credential, until `ttlSeconds` from now. */
  signedUrl(key: string, ttlSeconds: number): Promise<string>;
  close(): void;
}

/** A folder and a file name of letters, digits, '.', '_' and '-' (no segment starts with a dot): no '..'. */
const KEY = /^[a-z0-9-]+(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

export function checkKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not an object key: ${JSON.stringify(key)}`);
  return key;
}
