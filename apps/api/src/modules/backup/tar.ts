/**
 * Just enough of the POSIX tar format (ustar) to write a backup as a stream and read it back as one:
 * regular files and folders (PostgreSQL needs its empty ones), names up to 255 bytes (split into ustar's prefix and name), sizes under 8 GiB.
 * `tar tzf` and `tar xzf` read what this writes.
 */

const BLOCK = 512;
const MAX_SIZE = 8 ** 11 - 1;

/** The two empty blocks that end an archive. */
export const TAR_END = Buffer.alloc(BLOCK * 2);

/** The zeros after a file's bytes, up to the next block. */
export const tarPadding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

/** Splits a path at a '/' so the tail fits ustar's name (100 bytes) and the head its prefix (155). */
function splitName(path: string): [prefix: string, name: string] {
  if (Buffer.byteLength(path) <= 100) return ['', path];
  for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1)) {
    const prefix = path.slice(0, at);
    const name = path.slice(at + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return [prefix, name];
  }
  throw new Error(`path too long for the backup's tar format: ${path}`);
}

/** The 512-byte header of a regular file, or of a folder (size 0). */
export function tarHeader(path: string, size: number, mtimeSeconds: number, kind: 'file' | 'folder' = 'file'): Buffer {
  if (size > MAX_SIZE) throw new Error(`file too large for the backup's tar format (8 GiB): ${path}`);
  const [prefix, name] = splitName(path);
  const header = Buffer.alloc(BLOCK);
  header.write(name, 0, 100);
  header.write(octal(kind === 'folder' ? 0o700 : 0o600, 8), 100);
  header.write(octal(0, 8), 108);
  header.write(octal(0, 8), 116);
  header.write(octal(size, 12), 124);
  header.write(octal(Math.max(0, Math.floor(mtimeSeconds)), 12), 136);
  header.fill(' ', 148, 156);
  header.write(kind === 'folder' ? '5' : '0', 156);
  header.write('ustar\0' + '00', 257);
  header.write(prefix, 345, 155);
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return header;
}

/** Reads exact byte counts from a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private done = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** Up to `n` bytes: fewer only at the end of the stream. */
  async take(n: number): Promise<Buffer> {
    while (this.buffered < n && !this.done) {
      const next = await this.source.next();
      if (next.done) this.done = true;
      else {
        this.chunks.push(next.value);
        this.buffered += next.value.length;
      }
    }
    const all = Buffer.concat(this.chunks);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.chunks = rest.length ? [rest] : [];
    this.buffered = rest.length;
    return out;
  }
}

export interface TarEntry {
  kind: 'file' | 'folder';
  /** A folder's path without its trailing '/'. */
  path: string;
  size: number;
  /** The entry's bytes; read them all before asking for the next entry. */
  body: AsyncIterable<Buffer>;
}

const field = (header: Buffer, start: number, length: number) =>
  header
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/**
 * The files and folders of a tar stream, one after the other. An archive cut short, a damaged header or an
 * entry of another kind is an error: a backup is either whole or refused.
 */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const header = await reader.take(BLOCK);
    if (header.length < BLOCK) throw new Error('the archive ends in the middle (no end marker)');
    if (header.every((b) => b === 0)) return;
    const stored = Number.parseInt(field(header, 148, 8).trim(), 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
    if (sum !== stored) throw new Error('a damaged tar header (checksum)');
    const type = field(header, 156, 1);
    if (type !== '0' && type !== '' && type !== '5') throw new Error(`an entry of a kind not in backups (${type})`);
    const prefix = field(header, 345, 155);
    const name = field(header, 0, 100);
    const size = Number.parseInt(field(header, 124, 12).trim(), 8);
    let left = size;
    let read = false;
    const body = async function* () {
      read = true;
      while (left > 0) {
        const chunk = await reader.take(Math.min(left, 64 * 1024));
        if (chunk.length === 0) throw new Error('the archive ends in the middle of a file');
        left -= chunk.length;
        yield chunk;
      }
    };
    const path = (prefix ? `${prefix}/${name}` : name).replace(/\/$/, '');
    yield { kind: type === '5' ? 'folder' : 'file', path, size, body: body() };
    if (!read) for await (const _ of body());
    if (left > 0) throw new Error('an entry was not read to its end');
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if ((await reader.take(padding)).length < padding) throw new Error('the archive ends in the middle of a file');
  }
}
