import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBankFile } from '../modules/exam/bank.service';
import { syntheticQuestions } from '../modules/exam/synthetic-bank';
import { type Person, person } from '../test/person';
import { body, startTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let student: Person;
let paperUrl: string;

beforeAll(async () => {
  t = await startTestApp();
  student = await person(t);
  // A full bank for subject one, so a real 100-question paper can be drawn.
  await applyBankFile(t.database.db, {
    chapters: [],
    questions: syntheticQuestions({ subject: 1, count: 120, prefix: 'compress', seed: 3 }),
  });
  const paper = body<{ id: string }>(await student.post('/api/v1/exam/paper', { subject: 1 })).data;
  paperUrl = `/api/v1/exam/paper?id=${paper.id}&access-token=${student.token}`;
});
afterAll(() => t?.close());

const ask = (url: string, acceptEncoding?: string) =>
  t.app.inject({ url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe("the API's JSON replies on the wire", () => {
  it('a mock paper goes out as brotli to a browser, several times smaller, and reads back the same', async () => {
    const plain = await ask(paperUrl);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(body(plain).code).toBe(200);

    const res = await ask(paperUrl, 'gzip, deflate, br, zstd');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('goes out as gzip to a client that refuses brotli, and as is to one that names neither', async () => {
    const gzip = await ask(paperUrl, 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual((await ask(paperUrl)).json());

    const identity = await ask(paperUrl, 'identity');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(body(identity).code).toBe(200);
  });

  it('a reply under a kilobyte is sent as is', async () => {
    const res = await ask(`/api/v1/user/base?access-token=${student.token}`, 'gzip, br');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(body(res).code).toBe(200);
  });
});
