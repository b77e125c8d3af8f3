// `npm run bench:seed-scale`: a PostgreSQL database the size of a busy install, for bench/scale-queries.ts.
// 1,000,000 users (2% coaches, most students bound to one), 50,000,000 answers in the tables the theory
// screens read (attempts, latest answers, wrong-answer book, favourites, practice positions, mock exams),
// 1,000,000 orders with their refunds, commission ledger, points and entitlements; the demo data and a
// synthetic 10,000-question bank per subject. Deterministic for a seed (timestamps are relative to now).
//
// Rows go in by COPY FROM STDIN through psql (no COPY client library is installed). The database is
// dropped and made again: SCALE_DB (xueche_scale) on BENCH_PG_URL's server (the local one). Sizes:
// SCALE_USERS, SCALE_ANSWERS, SCALE_ORDERS, SCALE_QUESTIONS (per subject), SCALE_SEED.
import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../apps/api/src/db/client';
import { importBank } from '../apps/api/src/modules/exam/bank.service';
import { syntheticQuestions } from '../apps/api/src/modules/exam/synthetic-bank';
import { readSettings } from '../apps/api/src/modules/settings/settings.service';
import { prng } from '../apps/api/src/platform/prng';
import { seedDemo } from '../apps/api/src/seed/index';

const size = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const USERS = size('SCALE_USERS', 1_000_000);
const ANSWERS = size('SCALE_ANSWERS', 50_000_000);
const ORDERS = size('SCALE_ORDERS', 1_000_000);
const QUESTIONS = size('SCALE_QUESTIONS', 10_000);
const SEED = size('SCALE_SEED', 17);

const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = process.env.SCALE_DB ?? 'xueche_scale';
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${database}`;
const url = dbUrl.toString();

const DAY = 86_400_000;
const NOW = Date.now();
/** Users signed up over the last two years, more of them lately. */
const START = NOW - 730 * DAY;
const started = performance.now();
const secondsSince = (t: number) => Math.round((performance.now() - t) / 100) / 10;
const iso = (ms: number) => new Date(ms).toISOString();

// ── Random numbers: one seeded stream per stage, so a stage's data does not depend on another's ──

const gauss = (rand: () => number) => Math.sqrt(-2 * Math.log(1 - rand())) * Math.cos(2 * Math.PI * rand());
const pickOf = <T>(rand: () => number, items: readonly T[]): T => items[Math.floor(rand() * items.length)] as T;

// ── COPY through psql, one process per table; progress every few seconds ──

interface Writer {
  table: string;
  rows: number;
  line(text: string): void;
  /** Waits while psql is behind, so memory stays flat. */
  ready(): Promise<void>;
  end(): Promise<void>;
}

const writers = new Set<Writer>();

function copyInto(table: string, columns: string): Writer {
  const child: ChildProcess = spawn(
    'psql',
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '-d',
      url,
      // Every row is made consistent here; checking each foreign key row by row would take hours.
      '-c',
      'set session_replication_role = replica',
      '-c',
      `copy ${table} (${columns}) from stdin`,
    ],
    { stdio: ['pipe', 'inherit', 'inherit'] },
  );
  const stdin = child.stdin as NonNullable<ChildProcess['stdin']>;
  const exited = new Promise<void>((ok, fail) =>
    child.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`copy ${table}: psql exited with ${code}`)))),
  );
  stdin.on('error', () => {}); // psql's own exit code reports what went wrong
  let buffer = '';
  const flush = () => {
    stdin.write(buffer);
    buffer = '';
  };
  const w: Writer = {
    table,
    rows: 0,
    line(text) {
      buffer += text;
      buffer += '\n';
      w.rows++;
      if (buffer.length > 1 << 16) flush();
    },
    async ready() {
      if (stdin.writableNeedDrain) await new Promise((ok) => stdin.once('drain', ok));
    },
    async end() {
      flush();
      stdin.end();
      await exited;
      writers.delete(w);
    },
  };
  writers.add(w);
  return w;
}

let stage = '';
let stageStarted = performance.now();
function beginStage(name: string) {
  stage = name;
  stageStarted = performance.now();
  console.info(`— ${name}`);
}
const progress = setInterval(() => {
  if (!writers.size) return;
  const rows = [...writers].reduce((a, w) => a + w.rows, 0);
  const each = [...writers].map((w) => `${w.table} ${w.rows.toLocaleString('en')}`).join(', ');
  const perSecond = Math.round(rows / Math.max(0.1, secondsSince(stageStarted)));
  console.info(`  ${stage}: ${each} (${perSecond.toLocaleString('en')} rows/s)`);
}, 10_000);

function report(name: string, rows: number) {
  const s = secondsSince(stageStarted);
  console.info(
    `  ${name}: ${rows.toLocaleString('en')} rows in ${s} s (${Math.round(rows / s).toLocaleString('en')} rows/s)`,
  );
}

// ── The database: made by the app's migrations and demo seed, then the synthetic banks ──

const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`drop database if exists ${database} with (force)`);
await admin.query(`create database ${database}`);
await admin.end();
console.info(
  `seed-scale: ${database}, ${USERS.toLocaleString('en')} users, ${ANSWERS.toLocaleString('en')} answers, ` +
    `${ORDERS.toLocaleString('en')} orders, ${QUESTIONS.toLocaleString('en')} synthetic questions per subject, seed ${SEED}`,
);

beginStage('migrations, demo data, question banks');
const app = await openDatabase({ url });
await seedDemo(app.db);
for (const subject of [1, 4] as const) {
  const questions = syntheticQuestions({ subject, count: QUESTIONS, prefix: `scale-s${subject}`, seed: subject });
  const result = await importBank(app.db, JSON.stringify({ questions }), 'json');
  if (!result.ok) throw new Error(`synthetic bank ${subject}: ${JSON.stringify(result.errors.slice(0, 3))}`);
}
const rules = await readSettings(app.db, ['exam.rules.1', 'exam.rules.4']);
await app.close();
console.info(`  done in ${secondsSince(stageStarted)} s`);

const db = new pg.Client({ connectionString: url });
await db.connect();
const rows = async <T>(text: string, params: unknown[] = []) => (await db.query(text, params)).rows as T[];

/** A subject's bank in sequential-practice order (chapter, then id), as practice.service numbers it. */
async function bankOf(subject: 1 | 4) {
  const qs = await rows<{ id: number; type: string; answer: string; difficulty: number }>(
    `select q.id, q.type, q.answer, q.difficulty from questions q join question_chapters c on c.id = q.chapter_id
     where q.subject = $1 and q.banks @> '{car}' order by c.sort, q.id`,
    [subject],
  );
  const r = rules[subject === 1 ? 'exam.rules.1' : 'exam.rules.4'];
  return { subject, qs, paper: r.questions, pointsEach: r.points_each, passMark: r.pass_mark, minutes: r.minutes };
}
const banks = [await bankOf(1), await bankOf(4)];
const fieldIds = (await rows<{ id: number }>('select id from exam_fields order by id')).map((f) => f.id);
const courseOfField = new Map(
  (await rows<{ id: number; field_id: number }>('select id, field_id from courses')).map((c) => [c.field_id, c.id]),
);
const products = await rows<{
  id: number;
  slug: string;
  title: string;
  price_fen: number;
  field_id: number | null;
  unlocks: { course?: boolean; vipSubjects?: number[] };
}>('select id, slug, title, price_fen, field_id, unlocks from products where active');
const [{ max: lastDemoUser } = { max: 0 }] = await rows<{ max: number }>(
  'select coalesce(max(id), 0) as max from users',
);
const demoUids = new Set((await rows<{ uid: string }>('select uid from users')).map((u) => u.uid));
const maxId = async (table: string) =>
  Number((await rows<{ n: string }>(`select coalesce(max(id), 0) as n from ${table}`))[0]?.n ?? 0);
const firstOrderId = (await maxId('orders')) + 1;
const firstRefundId = (await maxId('refunds')) + 1;
const firstLedgerId = (await maxId('ledger_entries')) + 1;
const firstPointId = (await maxId('point_entries')) + 1;

// ── Loading without indexes: drop them (and unreferenced keys) first, build them once at the end ──

const rebuild: string[] = [];
async function dropIndexes(table: string) {
  const keys = await rows<{ name: string; def: string }>(
    `select c.conname as name, pg_get_constraintdef(c.oid) as def from pg_constraint c
     where c.conrelid = $1::regclass and c.contype in ('p', 'u')
       and not exists (select 1 from pg_constraint f where f.contype = 'f' and f.conindid = c.conindid)`,
    [table],
  );
  for (const k of keys) {
    await db.query(`alter table ${table} drop constraint ${k.name}`);
    rebuild.push(`alter table ${table} add constraint ${k.name} ${k.def}`);
  }
  const indexes = await rows<{ def: string; name: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def from pg_index x join pg_class i on i.oid = x.indexrelid
     where x.indrelid = $1::regclass and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`,
    [table],
  );
  for (const i of indexes) {
    await db.query(`drop index ${i.name}`);
    rebuild.push(i.def);
  }
}

/**
 * Rows a person writes over months (answers, papers) lie in the table in the order they were written,
 * among everyone else's, not one person's together: they are made person by person into an unlogged
 * staging table, then moved in time order (ids follow that order).
 */
async function staged(table: string, columns: string) {
  await db.query(`create unlogged table stage_${table} as select ${columns} from ${table} with no data`);
  return {
    writer: copyInto(`stage_${table}`, columns),
    async move(orderBy: string) {
      const t = performance.now();
      await db.query(`insert into ${table} (${columns}) select ${columns} from stage_${table} order by ${orderBy}`);
      await db.query(`drop table stage_${table}`);
      console.info(`  ${table}: in time order in ${secondsSince(t)} s`);
    },
  };
}

const loaded = [
  'users',
  'coach_profiles',
  'referrals',
  'access_tokens',
  'question_attempts',
  'question_last_answers',
  'wrong_book',
  'question_favorites',
  'practice_positions',
  'exam_papers',
  'exam_answers',
  'orders',
  'refunds',
  'ledger_entries',
  'point_entries',
  'vip_entitlements',
  'course_entitlements',
];
for (const table of loaded) await dropIndexes(table);
// One session's settings: the sorts and index builds below are large.
await db.query(`set session_replication_role = replica`);
await db.query(`set work_mem = '256MB'`);
await db.query(`set maintenance_work_mem = '1GB'`);

// ── People: users, coaches' profiles, who brought whom, sign-in tokens ──

beginStage('users');
const userId = (i: number) => lastDemoUser + 1 + i;
const isCoach = new Uint8Array(USERS);
const createdAt = new Float64Array(USERS);
const fieldOf = new Int32Array(USERS);
/** The index of the user's coach (a student's, or a recruited coach's recruiter), or -1. */
const boundTo = new Int32Array(USERS).fill(-1);
const boundAt = new Float64Array(USERS);
const coaches: number[] = [];
/** A coach's place among the coaches, oldest first. */
const coachRank = new Int32Array(USERS);
{
  const rand = prng(SEED);
  for (let i = 0; i < USERS; i++) {
    isCoach[i] = rand() < 0.02 ? 1 : 0;
    createdAt[i] = START + (NOW - START - DAY) * (i / USERS) ** 0.7 + rand() * 3_600_000;
    fieldOf[i] = pickOf(rand, fieldIds);
    if (isCoach[i]) {
      coachRank[i] = coaches.length;
      coaches.push(i);
    }
  }
  // Older coaches have more students: rank r of C gets a share ∝ 1/√r (the busiest a few thousand).
  for (let i = 0; i < USERS; i++) {
    const roll = rand();
    if (isCoach[i]) {
      const k = coachRank[i] as number;
      if (k > 0 && roll < 0.3) boundTo[i] = coaches[Math.floor(k * rand() ** 2)] as number;
    } else if (roll < 0.85) {
      boundTo[i] = coaches[Math.floor(coaches.length * rand() ** 2)] as number;
    }
    const coach = boundTo[i] as number;
    if (coach >= 0) {
      boundAt[i] = Math.min(NOW, Math.max(createdAt[i] as number, createdAt[coach] as number) + rand() * 2 * DAY);
    }
  }
}

const uidOf = new Array<string>(USERS);
{
  // Distinct 8-digit numbers in the app's range, scrambled (48271 is coprime to 9×10⁷), avoiding the demo users'.
  let spare = USERS;
  for (let i = 0; i < USERS; i++) {
    let uid = String(10_000_000 + ((i * 48_271) % 90_000_000));
    while (demoUids.has(uid)) uid = String(10_000_000 + ((spare++ * 48_271) % 90_000_000));
    uidOf[i] = uid;
  }
}
/** Unique and 8 characters (the app's are 12, so they never meet), scrambled by an odd multiplier. */
const hashIdOf = (i: number) => `S${(Math.imul(userId(i), 0x9e3779b1) >>> 0).toString(36).padStart(7, '0')}`;
const phoneOf = (i: number) => `1${String(3_000_000_000 + userId(i))}`;

/** Points: collected through the stages and written at the end in time order (their ids follow it). */
const points: { coach: number; kind: string; points: number; source: number; order: number | null; at: number }[] = [];
{
  const rand = prng(SEED + 1);
  const users = copyInto(
    'users',
    'id, uid, openid, hash_id, nickname, head_portrait, user_type, phone, field_id, is_gzh, lang, arrived_with, created_at, updated_at',
  );
  const profiles = copyInto('coach_profiles', 'user_id, real_name, phone, cert_status, certified_at, created_at');
  const referrals = copyInto('referrals', 'user_id, referrer_id, bound_via, share_progress, consent_at, created_at');
  const tokens = copyInto('access_tokens', 'token_hash, user_id, created_at, expires_at, revoked_at');
  for (let i = 0; i < USERS; i++) {
    const id = userId(i);
    const at = createdAt[i] as number;
    const coach = boundTo[i] as number;
    const uid = uidOf[i] as string;
    const phone = isCoach[i] || rand() < 0.3 ? phoneOf(i) : '\\N';
    const arrived = coach >= 0 && rand() < 0.7 ? hashIdOf(coach) : '\\N';
    users.line(
      `${id}\t${uid}\tscale-${id}\t${hashIdOf(i)}\t${isCoach[i] ? '教练' : '学员'}${uid.slice(-4)}\t\t${isCoach[i] ? 2 : 1}\t${phone}\t${fieldOf[i]}\t${rand() < 0.4 ? 1 : 0}\tzh\t${arrived}\t${iso(at)}\t${iso(at)}`,
    );
    if (isCoach[i] && rand() < 0.8) {
      const cert = rand();
      const status = cert < 0.5 ? 'approved' : cert < 0.6 ? 'pending' : 'none';
      const certified = status === 'approved' ? iso(Math.min(NOW, at + 3 * DAY)) : '\\N';
      profiles.line(`${id}\t教练${uid.slice(-4)}\t${phone}\t${status}\t${certified}\t${iso(at)}`);
    }
    if (coach >= 0) {
      const share = rand() < 0.6;
      const when = boundAt[i] as number;
      referrals.line(
        `${id}\t${userId(coach)}\t${rand() < 0.9 ? 'login' : 'order'}\t${share ? 't' : 'f'}\t${share ? iso(when) : '\\N'}\t${iso(when)}`,
      );
      points.push({
        coach,
        kind: isCoach[i] ? 'coach_recruited' : 'student_bound',
        points: isCoach[i] ? 50 : 10,
        source: i,
        order: null,
        at: when,
      });
    }
    // Every sign-in issues a 7-day token; old ones stay (expired), a few were logged out.
    const signIns = rand() < 0.3 ? 0 : 1 + Math.floor(rand() * 3);
    for (let k = 0; k < signIns; k++) {
      const issued = at + (NOW - at) * rand();
      const token = createHash('sha256').update(`scale-${id}-${k}`).digest('hex');
      const revoked = rand() < 0.1 ? iso(Math.min(NOW, issued + DAY)) : '\\N';
      tokens.line(`${token}\t${id}\t${iso(issued)}\t${iso(issued + 7 * DAY)}\t${revoked}`);
    }
    if (i % 10_000 === 0) await Promise.all([users, profiles, referrals, tokens].map((w) => w.ready()));
  }
  const counts = [users, profiles, referrals, tokens].map((w) => `${w.table} ${w.rows.toLocaleString('en')}`);
  const total = users.rows + profiles.rows + referrals.rows + tokens.rows;
  await Promise.all([users, profiles, referrals, tokens].map((w) => w.end()));
  report(counts.join(', '), total);
}

// ── Theory: every answer a student gave, and what the screens keep from them ──

type Bank = (typeof banks)[number];
const wrongOf = (rand: () => number, bank: Bank, k: number) => {
  const { type, answer } = bank.qs[k] as Bank['qs'][number];
  if (type === 'judge') return answer === 'A' ? 'B' : 'A';
  const choices = type === 'single' ? ['A', 'B', 'C', 'D'] : ['A', 'AB', 'ABC', 'BC', 'CD', 'ABCD'];
  return pickOf(
    rand,
    choices.filter((c) => c !== answer),
  );
};
const PAPER_ALPHABET = [...'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'];
const questionAttempts = new Map<number, [number, number]>();

beginStage('answers');
{
  const rand = prng(SEED + 2);
  const attempts = await staged(
    'question_attempts',
    'user_id, question_id, subject, answer, correct, source, created_at',
  );
  const last = await staged('question_last_answers', 'user_id, question_id, answer, correct, answered_at');
  const book = await staged('wrong_book', 'user_id, question_id, wrong_count, right_streak, created_at, updated_at');
  const favorites = await staged('question_favorites', 'user_id, question_id, created_at');
  const papers = await staged(
    'exam_papers',
    'id, user_id, subject, bank, question_ids, points_each, pass_mark, started_at, deadline_at, submitted_at, score, passed, time_used_s',
  );
  const paperAnswers = await staged('exam_answers', 'paper_id, question_id, answer, answered_at');
  const positions = copyInto('practice_positions', 'user_id, scope, position, updated_at');
  const all = [attempts, last, book, favorites, papers, paperAnswers].map((s) => s.writer).concat(positions);

  const students = USERS - coaches.length;
  // Lognormal (σ 1.5) activity: a fifth never practise, the median student answers a dozen or two,
  // one in a hundred several hundred, the busiest tens of thousands.
  const SIGMA = 1.5;
  const meanActive = ANSWERS / (students * 0.8);
  interface Mark {
    answer: string;
    correct: boolean;
    at: number;
    wrongs: number;
    streak: number;
    inBook: boolean;
    bookedAt: number;
    changedAt: number;
  }
  for (let i = 0; i < USERS; i++) {
    if (isCoach[i] || rand() >= 0.8) continue;
    const id = userId(i);
    const total = Math.max(1, Math.round(meanActive * Math.exp(SIGMA * gauss(rand) - SIGMA ** 2 / 2)));
    const share4 = rand() < 0.35 ? 0.2 + 0.6 * rand() : 0;
    const skill = 0.55 + 0.4 * rand();
    let from = (createdAt[i] as number) + rand() * 3 * DAY;
    for (const bank of banks) {
      const n = bank.subject === 1 ? total - Math.round(total * share4) : Math.round(total * share4);
      if (!n) continue;
      // The newest users have had an hour at least.
      from = Math.min(from, NOW - 3_600_000);
      const until = Math.min(NOW, from + (7 + 110 * rand()) * DAY);
      const paperCount = Math.floor((n * 0.3) / bank.paper);
      const practice = n - paperCount * bank.paper;
      const distinct = Math.min(bank.qs.length, Math.ceil(practice * 0.85));
      const steps = practice + paperCount * bank.paper;
      // A paper takes real minutes; practice after it starts once it is handed in.
      let clock = from;
      const timeAt = (step: number) => {
        clock = Math.max(clock, from + ((until - from) * step) / steps);
        return clock;
      };
      const marks = new Map<number, Mark>();
      /** Questions that entered the book (some have left it since): what "practise the wrong ones" draws from. */
      const booked: number[] = [];
      const bookedOne = () => {
        while (booked.length) {
          const j = Math.floor(rand() * booked.length);
          const k = booked[j] as number;
          if (marks.get(k)?.inBook) return k;
          booked[j] = booked[booked.length - 1] as number;
          booked.pop();
        }
        return -1;
      };
      const answer = (k: number, at: number, source: 'practice' | 'exam') => {
        const q = bank.qs[k] as Bank['qs'][number];
        const correct = rand() < skill - 0.04 * (q.difficulty - 3);
        const given = correct ? q.answer : wrongOf(rand, bank, k);
        attempts.writer.line(
          `${id}\t${q.id}\t${bank.subject}\t${given}\t${correct ? 't' : 'f'}\t${source}\t${iso(at)}`,
        );
        const counts = questionAttempts.get(q.id) ?? [0, 0];
        counts[0]++;
        if (!correct) counts[1]++;
        questionAttempts.set(q.id, counts);
        // The wrong-answer book as recordAnswers keeps it: in on a wrong answer, out after 3 right in a row.
        let m = marks.get(k);
        if (!m) {
          m = { answer: given, correct, at, wrongs: 0, streak: 0, inBook: false, bookedAt: at, changedAt: at };
          marks.set(k, m);
        }
        m.answer = given;
        m.correct = correct;
        m.at = at;
        if (!correct) {
          if (!m.inBook) {
            m.inBook = true;
            m.wrongs = 0;
            m.bookedAt = at;
            booked.push(k);
          }
          m.wrongs++;
          m.streak = 0;
          m.changedAt = at;
        } else if (m.inBook) {
          m.streak++;
          m.changedAt = at;
          if (m.streak >= 3) m.inBook = false;
        }
        return given;
      };

      // Sequential practice from the first question, with the wrong ones practised again along the way;
      // mock exams in the later part.
      let step = 0;
      let next = 0;
      let redo = practice - distinct;
      const paperSteps = new Set(
        Array.from({ length: paperCount }, (_, p) => Math.floor(practice * (0.4 + (0.6 * (p + 1)) / (paperCount + 1)))),
      );
      for (let d = 0; d <= practice; d++) {
        if (paperSteps.has(d)) {
          const startedAt = timeAt(step);
          const submitted = Math.min(NOW, startedAt + (0.4 + 0.6 * rand()) * bank.minutes * 60_000);
          const used = submitted - startedAt;
          const picked = new Set<number>();
          while (picked.size < bank.paper) picked.add(Math.floor(rand() * bank.qs.length));
          let paperId = '';
          for (let c = 0; c < 20; c++) paperId += pickOf(rand, PAPER_ALPHABET);
          let right = 0;
          let at = startedAt;
          clock = submitted;
          for (const k of picked) {
            at += used / bank.paper;
            const q = bank.qs[k] as Bank['qs'][number];
            const given = answer(k, submitted, 'exam');
            if (given === q.answer) right++;
            paperAnswers.writer.line(`${paperId}\t${q.id}\t${given}\t${iso(at)}`);
          }
          const score = right * bank.pointsEach;
          const ids = [...picked].map((k) => (bank.qs[k] as Bank['qs'][number]).id).join(',');
          papers.writer.line(
            `${paperId}\t${id}\t${bank.subject}\tcar\t{${ids}}\t${bank.pointsEach}\t${bank.passMark}\t${iso(startedAt)}\t${iso(startedAt + bank.minutes * 60_000)}\t${iso(submitted)}\t${score}\t${score >= bank.passMark ? 't' : 'f'}\t${Math.round(used / 1000)}`,
          );
          step += bank.paper;
        }
        if (d === practice) break;
        const again = redo > 0 && (next >= distinct || rand() < redo / (practice - d));
        let k: number;
        if (again) {
          redo--;
          k = bookedOne();
          if (k < 0) k = Math.floor(rand() * next);
        } else k = next++;
        answer(k, timeAt(step++), 'practice');
      }
      for (const [k, m] of marks) {
        const qid = (bank.qs[k] as Bank['qs'][number]).id;
        last.writer.line(`${id}\t${qid}\t${m.answer}\t${m.correct ? 't' : 'f'}\t${iso(m.at)}`);
        if (m.inBook) {
          book.writer.line(`${id}\t${qid}\t${m.wrongs}\t${m.streak}\t${iso(m.bookedAt)}\t${iso(m.changedAt)}`);
        }
      }
      if (next > 0) positions.line(`${id}\t${bank.subject}:car:sequential\t${next}\t${iso(until)}`);
      if (marks.size && rand() < 0.2) {
        const count = Math.min(marks.size, 1 + Math.floor(rand() * 3 * Math.sqrt(marks.size)));
        const answered = [...marks.keys()];
        const starred = new Set<number>();
        while (starred.size < count) starred.add(pickOf(rand, answered));
        for (const k of starred) {
          const qid = (bank.qs[k] as Bank['qs'][number]).id;
          favorites.writer.line(`${id}\t${qid}\t${iso(from + (until - from) * rand())}`);
        }
      }
      from = until + rand() * 30 * DAY;
    }
    if (i % 1000 === 0) await Promise.all(all.map((w) => w.ready()));
  }
  const counts = all.map((w) => `${w.table.replace('stage_', '')} ${w.rows.toLocaleString('en')}`);
  const total = all.reduce((a, w) => a + w.rows, 0);
  await Promise.all(all.map((w) => w.end()));
  report(counts.join(', '), total);
  await attempts.move('created_at');
  await last.move('answered_at');
  await book.move('updated_at');
  await favorites.move('created_at');
  await papers.move('started_at');
  await paperAnswers.move('answered_at');
}
{
  // The questions' measured wrong rates ("hard" practice) from the answers just made.
  const ids = [...questionAttempts.keys()];
  await db.query(
    `update questions q set attempts = v.a, wrongs = v.w
     from unnest($1::int[], $2::int[], $3::int[]) as v(id, a, w) where q.id = v.id`,
    [ids, ids.map((id) => questionAttempts.get(id)?.[0]), ids.map((id) => questionAttempts.get(id)?.[1])],
  );
}

// ── Money: orders, refunds, the coaches' commission ledger, points, what the orders opened ──

beginStage('orders');
{
  const rand = prng(SEED + 3);
  const course = products.filter((p) => p.unlocks.course);
  const theory = products.filter((p) => !p.unlocks.course);
  const courseOf = new Map(course.map((p) => [p.field_id, p]));
  interface Order {
    id: number;
    user: number;
    product: (typeof products)[number];
    amount: number;
    status: 'paid' | 'closed' | 'refunded';
    referrer: number;
    at: number;
  }
  const orders: Order[] = [];
  // Half the students buy; a buyer places one to a handful of orders (paid, abandoned, now and then refunded).
  const perBuyer = ORDERS / ((USERS - coaches.length) * 0.5);
  for (let i = 0; i < USERS; i++) {
    if (isCoach[i] || rand() >= 0.5) continue;
    let count = 1;
    while (count < 12 && rand() < 1 - 1 / perBuyer) count++;
    for (let k = 0; k < count; k++) {
      const product = (rand() < 0.3 && courseOf.get(fieldOf[i] as number)) || pickOf(rand, theory);
      const from = Math.max(createdAt[i] as number, boundAt[i] as number);
      const roll = rand();
      orders.push({
        id: 0,
        user: i,
        product,
        amount: product.slug === 'bundle-theory' && rand() < 0.3 ? 1990 : product.price_fen,
        status: roll < 0.72 ? 'paid' : roll < 0.95 ? 'closed' : 'refunded',
        referrer: boundTo[i] as number,
        at: from + (NOW - 20 * 60_000 - from) * rand(),
      });
    }
  }
  orders.sort((a, b) => a.at - b.at);
  orders.forEach((o, k) => {
    o.id = firstOrderId + k;
  });

  const ordersOut = copyInto(
    'orders',
    'id, order_no, user_id, product_id, field_id, title, amount_fen, status, referrer_id, prepay_id, transaction_id, refunded_fen, created_at, expires_at, paid_at, closed_at',
  );
  const refundsOut = copyInto(
    'refunds',
    'id, refund_no, order_id, amount_fen, reason, status, created_at, finished_at',
  );
  const vipOut = copyInto('vip_entitlements', 'user_id, subject, order_id, created_at');
  const coursesOut = copyInto('course_entitlements', 'user_id, course_id, source, created_at');
  const ledger: {
    coach: number;
    kind: string;
    amount: number;
    order: number;
    refund: number | null;
    user: number;
    at: number;
  }[] = [];
  const vips = new Set<string>();
  const courses = new Set<string>();
  let refundId = firstRefundId;
  for (const [n, o] of orders.entries()) {
    if (n % 10_000 === 0) await Promise.all([ordersOut, refundsOut, vipOut, coursesOut].map((w) => w.ready()));
    const paid = o.status !== 'closed';
    const orderNo = `${iso(o.at).slice(0, 10).replace(/-/g, '')}${String(o.id).padStart(12, '0')}`;
    const referrer = o.referrer >= 0 ? userId(o.referrer) : '\\N';
    const paidAt = o.at + 60_000;
    const refundedAt = Math.min(NOW, paidAt + rand() * 2 * DAY);
    ordersOut.line(
      `${o.id}\t${orderNo}\t${userId(o.user)}\t${o.product.id}\t${o.product.field_id ?? '\\N'}\t${o.product.title}\t${o.amount}\t${o.status}\t${referrer}\twx${o.id}\t${paid ? `4200${String(o.id).padStart(12, '0')}` : '\\N'}\t${o.status === 'refunded' ? o.amount : 0}\t${iso(o.at)}\t${iso(o.at + 15 * 60_000)}\t${paid ? iso(paidAt) : '\\N'}\t${paid ? '\\N' : iso(o.at + 15 * 60_000)}`,
    );
    if (!paid) continue;
    let refund: number | null = null;
    if (o.status === 'refunded') {
      refund = refundId++;
      refundsOut.line(`${refund}\tR${o.id}\t${o.id}\t${o.amount}\t\tsuccess\t${iso(refundedAt)}\t${iso(refundedAt)}`);
    } else {
      for (const subject of o.product.unlocks.vipSubjects ?? []) {
        if (vips.has(`${o.user}:${subject}`)) continue;
        vips.add(`${o.user}:${subject}`);
        vipOut.line(`${userId(o.user)}\t${subject}\t${o.id}\t${iso(paidAt)}`);
      }
      const courseId = o.product.field_id ? courseOfField.get(o.product.field_id) : undefined;
      if (courseId && !courses.has(`${o.user}:${courseId}`)) {
        courses.add(`${o.user}:${courseId}`);
        coursesOut.line(`${userId(o.user)}\t${courseId}\torder:${orderNo}\t${iso(paidAt)}`);
      }
    }
    if (o.referrer < 0) continue;
    // Commission as payCommission pays it at the base rates (20%, 5% to the coach's recruiter); a refund reverses it.
    const recruiter = boundTo[o.referrer] as number;
    const levels: [number, string, number][] = [[o.referrer, '_l1', Math.floor(o.amount * 0.2)]];
    if (recruiter >= 0 && recruiter !== o.user) levels.push([recruiter, '_l2', Math.floor(o.amount * 0.05)]);
    for (const [coach, level, amount] of levels) {
      ledger.push({ coach, kind: `commission${level}`, amount, order: o.id, refund: null, user: o.user, at: paidAt });
      if (refund) {
        ledger.push({
          coach,
          kind: `reversal${level}`,
          amount: -amount,
          order: o.id,
          refund,
          user: o.user,
          at: refundedAt,
        });
      }
    }
    const earned = Math.floor(o.amount / 100);
    points.push({ coach: o.referrer, kind: 'order_paid', points: earned, source: o.user, order: o.id, at: paidAt });
    if (refund) {
      points.push({
        coach: o.referrer,
        kind: 'order_refunded',
        points: -earned,
        source: o.user,
        order: o.id,
        at: refundedAt,
      });
    }
  }
  const ledgerOut = copyInto(
    'ledger_entries',
    'id, coach_id, kind, amount_fen, order_id, refund_id, source_user_id, created_at',
  );
  ledger.sort((a, b) => a.at - b.at);
  for (const [k, e] of ledger.entries()) {
    if (k % 10_000 === 0) await ledgerOut.ready();
    ledgerOut.line(
      `${firstLedgerId + k}\t${userId(e.coach)}\t${e.kind}\t${e.amount}\t${e.order}\t${e.refund ?? '\\N'}\t${userId(e.user)}\t${iso(e.at)}`,
    );
  }
  const pointsOut = copyInto('point_entries', 'id, coach_id, kind, points, source_user_id, order_id, created_at');
  points.sort((a, b) => a.at - b.at);
  for (const [k, p] of points.entries()) {
    pointsOut.line(
      `${firstPointId + k}\t${userId(p.coach)}\t${p.kind}\t${p.points}\t${userId(p.source)}\t${p.order ?? '\\N'}\t${iso(p.at)}`,
    );
    if (k % 10_000 === 0) await pointsOut.ready();
  }
  const all = [ordersOut, refundsOut, vipOut, coursesOut, ledgerOut, pointsOut];
  const counts = all.map((w) => `${w.table} ${w.rows.toLocaleString('en')}`);
  const total = all.reduce((a, w) => a + w.rows, 0);
  await Promise.all(all.map((w) => w.end()));
  report(counts.join(', '), total);
}

// ── Keys and indexes back, sequences past the ids used, statistics and the visibility map ──

beginStage('indexes');
for (const sql of rebuild) {
  const t = performance.now();
  await db.query(sql);
  console.info(`  ${secondsSince(t)} s  ${sql}`);
}
for (const table of ['users', 'orders', 'refunds', 'ledger_entries', 'point_entries']) {
  await db.query(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
}
// Triggers were off while loading (session_replication_role): the coaches' point totals that
// point_entries' trigger keeps are made from the entries once.
await db.query('delete from coach_point_totals');
await db.query(
  'insert into coach_point_totals (coach_id, slot, points) select coach_id, id % 8, sum(points)::int from point_entries group by 1, 2',
);
beginStage('vacuum analyze');
await db.query('vacuum (analyze)');
console.info(`  done in ${secondsSince(stageStarted)} s`);

const sizes = await rows<{ table: string; rows: string; size: string }>(
  `select c.relname as table, c.reltuples::bigint as rows, pg_size_pretty(pg_total_relation_size(c.oid)) as size
   from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'r' and pg_total_relation_size(c.oid) > 10 * 1024 * 1024
   order by pg_total_relation_size(c.oid) desc`,
);
for (const s of sizes)
  console.info(`  ${s.table.padEnd(24)} ${Number(s.rows).toLocaleString('en').padStart(12)} rows  ${s.size}`);
const [total] = await rows<{ size: string }>('select pg_size_pretty(pg_database_size(current_database())) as size');
console.info(
  `seed-scale: ${database} is ${total?.size} on disk; seeded in ${Math.round(secondsSince(started) / 60)} min`,
);
clearInterval(progress);
await db.end();
