// `npm run bench:paper`: how long drawing a 100-question subject-one mock exam takes with a
// 10,000-question synthetic bank on PostgreSQL, as a student's phone sees it (POST /api/v1/exam/paper:
// draw, store the paper, send the questions), and submitting one with all 100 answered (POST
// /api/v1/exam/paper/submit: score, record the answers, send the result), one at a time and by many students
// at once. Also the import time of that bank.
// Figures, not pass/fail.
//
// Needs a PostgreSQL server: BENCH_PG_URL (default postgres://postgres@127.0.0.1:5432/postgres) is used
// to create and drop a scratch database.
import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { syntheticQuestions } from '../apps/api/src/modules/exam/synthetic-bank';
import { BENCH_OPS_TOKEN, sandboxLogin, serverOnScratchPostgres } from './server';

const BANK_SIZE = Number(process.env.BENCH_BANK_SIZE ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 300);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
/** Papers answered in full and submitted, one at a time, after ten not counted (as the draws, warmed up first). */
const SUBMITS = Number(process.env.BENCH_SUBMITS ?? 300);
const SUBMIT_WARMUP = 10;
/** Rounds of every student submitting at once (BENCH_CONNECTIONS of them). */
const SUBMIT_ROUNDS = Number(process.env.BENCH_SUBMIT_ROUNDS ?? 10);
const { api, close } = await serverOnScratchPostgres();

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (n: number) => Math.round(n * 10) / 10;

/**
 * The timed requests go through node:http on one kept-alive socket, asking for brotli as a phone's browser
 * does, and are timed to the reply's last byte: fetch (undici) spent 1.5–2 ms of its own on each draw and
 * 4–5 ms at the p99 here, which measured the bench's client more than the server.
 */
const socket = new Agent({ keepAlive: true, maxSockets: 1 });
function post(url: string, form: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        agent: socket,
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'br, gzip' },
      },
      (res) => {
        const parts: Buffer[] = [];
        res.on('data', (part: Buffer) => parts.push(part));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: String(res.headers['content-encoding'] ?? ''),
            body: Buffer.concat(parts),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(form);
  });
}

/** A reply's JSON, decompressed as the browser would; a failed request stops the bench. */
function decoded(reply: { status: number; encoding: string; body: Buffer }): unknown {
  const raw =
    reply.encoding === 'br'
      ? brotliDecompressSync(reply.body)
      : reply.encoding === 'gzip'
        ? gunzipSync(reply.body)
        : reply.body;
  if (reply.status !== 200) throw new Error(`${reply.status}: ${raw.toString()}`);
  return JSON.parse(raw.toString());
}

try {
  const bank = { questions: syntheticQuestions({ subject: 1, count: BANK_SIZE, prefix: 'bench-s1', seed: 42 }) };
  const started = performance.now();
  const imported = await fetch(`${api}/api/ops/questions/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${BENCH_OPS_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(bank),
  });
  if (!imported.ok) throw new Error(`import failed: ${imported.status} ${await imported.text()}`);
  console.info({ import: `${BANK_SIZE} questions`, seconds: ms((performance.now() - started) / 1000) });

  const paperUrl = (token: string) => `${api}/api/v1/exam/paper?access-token=${token}`;
  const draw = (token: string) =>
    fetch(paperUrl(token), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'subject=1&bank=car',
    });

  // Warm up (connections, JIT, the process's question pool), then one paper at a time.
  const token = await sandboxLogin(api, 'bench-paper-user');
  for (let i = 0; i < 20; i++) await (await draw(token)).arrayBuffer();
  for (let i = 0; i < 20; i++) await post(paperUrl(token), 'subject=1&bank=car');
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const reply = await post(paperUrl(token), 'subject=1&bank=car');
    times.push(performance.now() - t0);
    const body = decoded(reply) as { data: { questions: unknown[] } };
    if (body.data.questions.length !== 100) throw new Error('a paper without 100 questions');
    bytes = reply.body.length;
  }
  // The same draws timed through fetch, as this bench did until 2026-12-03: the difference is fetch's own work.
  const viaFetch: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const t0 = performance.now();
    const res = await draw(token);
    const body = (await res.json()) as { data: { questions: unknown[] } };
    viaFetch.push(performance.now() - t0);
    if (body.data.questions.length !== 100) throw new Error('a paper without 100 questions');
  }
  times.sort((a, b) => a - b);
  viaFetch.sort((a, b) => a - b);
  console.info({
    'draw a 100-question paper': `${SAMPLES} sequential`,
    'bank questions': BANK_SIZE,
    'p50 ms': ms(percentile(times, 50)),
    'p99 ms': ms(percentile(times, 99)),
    'max ms': ms(times.at(-1) ?? 0),
    'reply KB (brotli)': ms(bytes / 1024),
    'through fetch: p50 ms': ms(percentile(viaFetch, 50)),
    'through fetch: p99 ms': ms(percentile(viaFetch, 99)),
  });

  // Submitting: each paper is drawn and all its questions answered first (not timed), then submitted.
  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  /** A student's new paper with every question answered: its id. */
  const answeredPaper = async (student: string) => {
    const paper = ((await (await draw(student)).json()) as { data: { id: string; questions: { id: number }[] } }).data;
    const ids = paper.questions.map((q) => q.id);
    // Ten answers at a time, as fast taps would come; 'A' is right for some and wrong for others.
    for (let at = 0; at < ids.length; at += 10) {
      await Promise.all(
        ids.slice(at, at + 10).map(async (id) => {
          const res = await fetch(
            `${api}/api/v1/exam/paper/answer?access-token=${student}`,
            form({ paper_id: paper.id, question_id: String(id), answer: 'A' }),
          );
          if (!res.ok) throw new Error(`answer: ${res.status}`);
          await res.arrayBuffer();
        }),
      );
    }
    return paper.id;
  };
  const submitted: number[] = [];
  for (let i = -SUBMIT_WARMUP; i < SUBMITS; i++) {
    const paperId = await answeredPaper(token);
    const t0 = performance.now();
    const reply = await post(`${api}/api/v1/exam/paper/submit?access-token=${token}`, `paper_id=${paperId}`);
    if (i >= 0) submitted.push(performance.now() - t0);
    const result = decoded(reply) as { data: { right: number; wrong_count: number } };
    if (result.data.right + result.data.wrong_count !== 100) throw new Error('a result without 100 answers');
  }
  submitted.sort((a, b) => a - b);
  console.info({
    'submit a paper of 100 answers': `${SUBMITS} sequential`,
    'p50 ms': ms(percentile(submitted, 50)),
    'p99 ms': ms(percentile(submitted, 99)),
    'max ms': ms(submitted.at(-1) ?? 0),
  });

  // Many students starting exams at once: one student per connection, each starting paper after paper.
  const students = await Promise.all(
    Array.from({ length: CONNECTIONS }, (_, i) => sandboxLogin(api, `bench-paper-${i}`)),
  );
  const loaded: number[] = [];
  let failures = 0;
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    students.map(async (student) => {
      while (performance.now() < until) {
        const t0 = performance.now();
        const res = await draw(student);
        await res.arrayBuffer();
        if (res.ok) loaded.push(performance.now() - t0);
        else failures++;
      }
    }),
  );
  loaded.sort((a, b) => a - b);
  console.info({
    [`papers/s (${CONNECTIONS} students at once)`]: Math.round(loaded.length / seconds),
    'p50 ms': ms(percentile(loaded, 50)),
    'p99 ms': ms(percentile(loaded, 99)),
    errors: failures,
  });

  // Many students handing in at once: each draws and answers a paper (not timed), then all submit together.
  // Papers sharing questions queue on those questions' counts (answer-writes.ts); an error here is a lost exam.
  const handedIn: number[] = [];
  let submitFailures = 0;
  for (let round = 0; round < SUBMIT_ROUNDS; round++) {
    const papers = await Promise.all(students.map(async (student) => ({ student, id: await answeredPaper(student) })));
    await Promise.all(
      papers.map(async ({ student, id }) => {
        const t0 = performance.now();
        const res = await fetch(`${api}/api/v1/exam/paper/submit?access-token=${student}`, form({ paper_id: id }));
        await res.arrayBuffer();
        if (res.ok) handedIn.push(performance.now() - t0);
        else submitFailures++;
      }),
    );
  }
  handedIn.sort((a, b) => a - b);
  console.info({
    [`${CONNECTIONS} students submitting at once`]: `${SUBMIT_ROUNDS} rounds`,
    'p50 ms': ms(percentile(handedIn, 50)),
    'p99 ms': ms(percentile(handedIn, 99)),
    errors: submitFailures,
  });
} finally {
  socket.destroy();
  await close();
}
