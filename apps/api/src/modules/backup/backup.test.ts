import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { diskStore } from '../../adapters/object-store-disk';
import { openDatabase, rowsOf } from '../../db/client';
import { users } from '../../db/schema';
import { runOps } from '../../test/ops-cli';
import { login, openid, startTestApp, type TestApp } from '../../test/test-app';
import { savePortrait } from '../certification/portrait.service';
import { makeCoach, multipart, photo } from '../certification/test-helpers';
import { startBackup } from './backup.service';
import { startDiskApp } from './disk-app';

let t: TestApp & { opsToken: string };
let scratch: string;
const server = () => ({ url: t.url, token: t.opsToken });

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'xueche-backups-'));
  t = await startDiskApp();
  // On a PostgreSQL run the embedded database is migrated on the spot: a minute or more on a busy machine.
}, 600_000);
afterAll(async () => {
  await t?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** Uploads a portrait for the coach; answers its URL and the bytes the server now serves for it. */
async function newPortrait(token: string, shade: number) {
  const image = await photo('jpeg', 240 + shade, 240);
  const { payload, headers } = multipart([{ field: 'file', filename: 'me.jpg', type: 'image/jpeg', data: image }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/v3/my/up?access-token=${token}`, headers, payload });
  if (res.statusCode !== 200) throw new Error(`portrait upload answered ${res.statusCode}: ${res.body}`);
  const url = (res.json() as { data: { photo: string } }).data.photo;
  const served = await t.app.inject({ url });
  return { url, bytes: served.rawPayload };
}

/** Restores with the operator command into a new folder and opens the database there as a server would. */
async function restoreAndOpen(file: string) {
  const dir = join(scratch, `restored-${Math.random().toString(36).slice(2)}`);
  const run = await runOps(['restore', file, '--data-dir', dir], server());
  expect(run.stderr).toBe('');
  expect(run.stdout).toContain(`Restored ${file}`);
  // openDatabase applies this release's migrations: it throws if the restored database cannot take them.
  const database = await openDatabase({ dataDir: dir });
  return { dir, database };
}

const portraitFile = (dir: string, url: string) => join(dir, 'uploads', 'portraits', url.split('/').at(-1) as string);

describe('backup and restore of the embedded install', () => {
  it('a backup taken while people keep writing holds every write acknowledged before it began', async () => {
    let began = false;
    let stop = false;
    const wishes: { content: string; before: boolean }[] = [];
    const portraits: { coach: number; url: string; bytes: Buffer; before: boolean }[] = [];

    // Two writers, each waiting for its answer before its next write: new students making wishes, and new
    // coaches uploading a portrait and replacing it twice (a file and a row each time, the replaced file
    // deleted).
    const makeWishes = (async () => {
      for (let i = 0; !stop; i++) {
        const { token } = await login(t.app, { openid: openid('wisher') });
        const content = `备份期间的愿望 ${i} ${Math.random().toString(36).slice(2, 8)}`;
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/v1/wish/add?access-token=${token}`,
          payload: { content },
        });
        if (res.statusCode !== 200) throw new Error(`wish answered ${res.statusCode}: ${res.body}`);
        wishes.push({ content, before: !began });
      }
    })();
    const uploadPortraits = (async () => {
      for (let i = 0; !stop; i++) {
        const coach = await makeCoach(t.app, t.database.db);
        for (let n = 0; n < 3 && !stop; n++) {
          const { url, bytes } = await newPortrait(coach.token, (i * 3 + n) % 40);
          portraits.push({ coach: coach.id, url, bytes, before: !began });
        }
      }
    })();
    const writers = Promise.all([makeWishes, uploadPortraits]);
    const until = async (done: () => boolean) => {
      while (!done()) await Promise.race([writers, new Promise((r) => setTimeout(r, 20))]);
    };

    await until(() => wishes.length >= 3 && portraits.length >= 4);
    const file = join(scratch, 'during-writes.tar.gz');
    began = true;
    const run = await runOps(['backup', file], server());
    const acknowledgedBefore = { wishes: wishes.length, portraits: portraits.length };
    // The writers went on during the backup and after it.
    await until(() => portraits.length > acknowledgedBefore.portraits && wishes.length > acknowledgedBefore.wishes);
    stop = true;
    await writers;

    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`Backup written: ${file}`);
    expect(readdirSync(scratch)).toEqual(['during-writes.tar.gz']);

    const { dir, database } = await restoreAndOpen(file);
    try {
      const restoredWishes = new Set(
        (await rowsOf<{ content: string }>(database.db, sql`select content from wishes`)).map((w) => w.content),
      );
      for (const w of wishes.filter((w) => w.before)) expect(restoredWishes.has(w.content), w.content).toBe(true);

      const photos = new Map(
        (
          await rowsOf<{ user_id: number; photo: string }>(database.db, sql`select user_id, photo from coach_profiles`)
        ).map((r) => [r.user_id, r.photo]),
      );
      // Each coach has the portrait of their last upload before the backup began, or a later one, and its
      // file is there byte for byte as the server served it.
      for (const coach of new Set(portraits.filter((p) => p.before).map((p) => p.coach))) {
        const theirs = portraits.filter((p) => p.coach === coach);
        const kept = theirs.findIndex((p) => p.url === photos.get(coach));
        expect(kept).toBeGreaterThanOrEqual(theirs.findLastIndex((p) => p.before));
        expect(
          readFileSync(portraitFile(dir, theirs[kept]?.url ?? '')).equals(theirs[kept]?.bytes ?? Buffer.alloc(0)),
        ).toBe(true);
      }
      // No restored row names a portrait whose file is missing, whenever it was uploaded.
      const served = new Map(portraits.map((p) => [p.url, p.bytes]));
      for (const url of photos.values()) {
        if (!served.has(url)) continue;
        expect(existsSync(portraitFile(dir, url)), url).toBe(true);
        expect(readFileSync(portraitFile(dir, url)).equals(served.get(url) as Buffer)).toBe(true);
      }
    } finally {
      await database.close();
    }
  }, 600_000);

  it('a file deleted between the database snapshot and the copy of the files is still in the backup', async () => {
    const coach = await makeCoach(t.app, t.database.db);
    const [user] = await t.database.db.select().from(users).where(eq(users.id, coach.id));
    if (!user) throw new Error('no coach');
    // The store the backup is given, as the server gives it its own: every request deletes through it.
    const storage = diskStore({ root: join(t.dataDir, 'uploads'), secret: t.opsToken });
    const firstBytes = await photo('jpeg', 240, 240);
    const first = await savePortrait(t.database.db, storage, user, firstBytes);
    const file = join(scratch, 'held-delete.tar.gz');
    const { stream } = await startBackup(
      { db: t.database.db, storage, dataDir: t.dataDir },
      {
        // The snapshot has the first portrait; replacing it now deletes the first one's file.
        afterSnapshot: async () => {
          await savePortrait(t.database.db, storage, user, await photo('jpeg', 260, 240));
        },
      },
    );
    await pipeline(stream, createWriteStream(file));
    // Once the backup is complete the replaced file is deleted after all.
    await vi.waitFor(() => expect(existsSync(portraitFile(t.dataDir, first.photo))).toBe(false), { timeout: 30_000 });

    const { dir, database } = await restoreAndOpen(file);
    try {
      const [row] = await rowsOf<{ photo: string }>(
        database.db,
        sql`select photo from coach_profiles where user_id = ${coach.id}`,
      );
      expect(row?.photo).toBe(first.photo);
      expect(readFileSync(portraitFile(dir, first.photo)).equals(firstBytes)).toBe(true);
    } finally {
      await database.close();
    }
  }, 300_000);

  it('refuses a backup cut short or altered, and a folder that is not empty', async () => {
    // A staging folder a crashed backup left behind is neither kept nor backed up.
    const leftover = join(t.dataDir, '.backup-left-by-a-crash');
    mkdirSync(join(leftover, 'pglite'), { recursive: true });
    writeFileSync(join(leftover, 'pglite/PG_VERSION'), '17');
    const file = join(scratch, 'whole.tar.gz');
    const whole = await runOps(['backup', file], server());
    expect(whole.stdout).toContain('Backup written');
    expect(existsSync(leftover)).toBe(false);
    const bytes = readFileSync(file);

    const cut = join(scratch, 'cut.tar.gz');
    writeFileSync(cut, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    const into = join(scratch, 'into-cut');
    const refused = await runOps(['restore', cut, '--data-dir', into], server());
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`Nothing was restored: ${cut} is not a whole backup`);
    expect(readdirSync(into)).toEqual([]);

    const altered = join(scratch, 'altered.tar.gz');
    const flipped = Buffer.from(bytes);
    const at = Math.floor(flipped.length / 2);
    flipped[at] = (flipped[at] as number) ^ 0xff;
    writeFileSync(altered, flipped);
    const intoAltered = join(scratch, 'into-altered');
    const refusedAltered = await runOps(['restore', altered, '--data-dir', intoAltered], server());
    expect(refusedAltered.code).toBe(1);
    expect(refusedAltered.stderr).toContain('Nothing was restored');
    expect(readdirSync(intoAltered)).toEqual([]);

    const occupied = join(scratch, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'ops-token'), 'x');
    const notEmpty = await runOps(['restore', file, '--data-dir', occupied], server());
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.stderr).toContain('is not empty: restore only into an empty DATA_DIR');

    const taken = await runOps(['backup', file], server());
    expect(taken.code).toBe(1);
    expect(taken.stderr).toContain('already exists');
  }, 300_000);
});

describe('backup of an install that is not the embedded one', () => {
  it('says to use pg_dump and the bucket instead', async () => {
    // The shared test database: PostgreSQL with TEST_DATABASE_URL, PGlite in memory otherwise.
    const other = await startTestApp();
    try {
      const token = readFileSync(join(other.dataDir, 'ops-token'), 'utf8').trim();
      const run = await runOps(['backup', join(scratch, 'never.tar.gz')], { url: other.url, token });
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('The server refused the backup (409)');
      expect(run.stderr).toContain('pg_dump');
      expect(existsSync(join(scratch, 'never.tar.gz'))).toBe(false);
    } finally {
      await other.close();
    }
  });
});
