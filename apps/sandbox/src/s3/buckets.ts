import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Checksum } from './checksums';

/** What S3 keeps beside an object's bytes and sends back with them. */
export interface ObjectMeta {
  key: string;
  size: number;
  /** Quoted MD5 of the bytes, as S3's ETag for a single-part upload. */
  etag: string;
  lastModified: number;
  contentType: string;
  /** Cache-Control, Content-Disposition, Content-Encoding, Content-Language, Expires and x-amz-meta-*. */
  headers: Record<string, string>;
  checksum: Checksum | null;
}

export interface StoredObject {
  meta: ObjectMeta;
  data: Buffer;
}

/**
 * Buckets as folders under the sandbox's data folder, an object as one file named by the SHA-256 of its
 * key (any key is a safe file name that way): a 4-byte length, the metadata as JSON, then the bytes.
 * One file written through a rename, so a reader never sees new bytes with old metadata.
 */
export class Buckets {
  constructor(private readonly root: string) {}

  private dir(bucket: string) {
    return join(this.root, bucket);
  }

  private file(bucket: string, key: string) {
    return join(this.dir(bucket), createHash('sha256').update(key).digest('hex'));
  }

  async exists(bucket: string): Promise<boolean> {
    return stat(this.dir(bucket)).then(
      (s) => s.isDirectory(),
      () => false,
    );
  }

  /** False when it was there already. */
  async create(bucket: string): Promise<boolean> {
    if (await this.exists(bucket)) return false;
    await mkdir(this.dir(bucket), { recursive: true });
    return true;
  }

  async put(bucket: string, key: string, data: Buffer, meta: Omit<ObjectMeta, 'key' | 'size' | 'etag'>) {
    const full: ObjectMeta = {
      key,
      size: data.length,
      etag: `"${createHash('md5').update(data).digest('hex')}"`,
      ...meta,
    };
    const json = Buffer.from(JSON.stringify(full), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32BE(json.length);
    const file = this.file(bucket, key);
    const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temp, Buffer.concat([length, json, data]));
      await rename(temp, file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
    return full;
  }

  async get(bucket: string, key: string): Promise<StoredObject | null> {
    return this.read(this.file(bucket, key));
  }

  /** Every object's metadata, in key order (UTF-8 byte order, as S3 lists). */
  async list(bucket: string): Promise<ObjectMeta[]> {
    const names = (await readdir(this.dir(bucket))).filter((name) => /^[0-9a-f]{64}$/.test(name));
    const objects = await Promise.all(names.map((name) => this.read(join(this.dir(bucket), name))));
    return objects
      .flatMap((o) => (o ? [o.meta] : []))
      .sort((a, b) => Buffer.compare(Buffer.from(a.key), Buffer.from(b.key)));
  }

  private async read(file: string): Promise<StoredObject | null> {
    let raw: Buffer;
    try {
      raw = await readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const length = raw.readUInt32BE(0);
    const meta = JSON.parse(raw.toString('utf8', 4, 4 + length)) as ObjectMeta;
    return { meta, data: raw.subarray(4 + length) };
  }

  async delete(bucket: string, key: string): Promise<void> {
    await rm(this.file(bucket, key), { force: true });
  }
}
