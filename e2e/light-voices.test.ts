import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { addOperator, firstSignIn, pageGet } from './admin-helpers';
import { useDesktops, usePhones } from './browser';
import { baseUrl, currentPage, uniqueName } from './helpers';

const desktops = useDesktops();
const phones = usePhones();
const dir = mkdtempSync(join(tmpdir(), 'e2e-light-voices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A take as a phone records one: silence, 2.5 s of "words" (a tone), silence; 5.5 s of WAV in all. */
function take(): Buffer {
  const file = join(dir, 'opening.wav');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono:d=1.5'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:sample_rate=44100:duration=2.5'],
    ...['-f', 'lavfi', '-i', 'anullsrc=r=44100:cl=mono:d=1.5'],
    ...['-filter_complex', '[0][1][2]concat=n=3:v=0:a=1', '-c:a', 'pcm_s16le', file],
  ]);
  return readFileSync(file);
}

/** A field with no set of its own: the standard set, and the standard set's recordings, stand in. */
const NO_SET_FIELD = '海淀上庄考场';

const instruction = (page: Page) => currentPage(page).getByTestId('instruction');

describe('recorded voices', () => {
  it('an operator uploads a recording; the student picks that voice, the exam plays that file, and its stored length opens the window', async () => {
    // The console: a reviewer records the standard set's opening in a voice of their own naming.
    const desk = await desktops.open();
    await firstSignIn(desk, await addOperator('reviewer'));
    await desk.goto(`${baseUrl()}/admin/reviews/light-sets`);
    const voice = uniqueName('男声');
    await desk.getByTestId('light-recordings-standard').click();
    const modal = desk.locator('.ant-modal');
    await modal.getByRole('combobox').fill(voice);
    await modal
      .getByTestId('recordings-opening')
      .locator('input[type=file]')
      .setInputFiles({ name: 'opening.wav', mimeType: 'audio/wav', buffer: take() });
    const row = modal.getByTestId(`recording-opening-${voice}`);
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    // The preview plays what was stored: the words only, without the 3 s of silence around them.
    const storedMs = Number(await row.getByTestId('recording-ms').getAttribute('data-ms'));
    expect(storedMs).toBeGreaterThan(2400);
    expect(storedMs).toBeLessThan(2700);
    const audio = (await row.locator('audio').getAttribute('src')) as string;
    expect(audio).toMatch(/^\/api\/files\/voice\/rec-[0-9a-f]{24}\.mp3$/);
    const served = await desk.evaluate(async (url) => {
      const res = await fetch(url);
      return { status: res.status, type: res.headers.get('content-type') };
    }, audio);
    expect(served).toEqual({ status: 200, type: 'audio/mpeg' });
    const sets = await pageGet(desk, '/admin/reviews/light-sets');
    const field = (sets.data as { fields: { field_id: number; field_name: string; own: boolean }[] }).fields.find(
      (f) => f.field_name === NO_SET_FIELD,
    );
    expect(field?.own).toBe(false);

    // The student, on that field's exam (the embedded form: no sign-in), picks the recorded voice.
    const page = await phones.open();
    const voiceFiles: string[] = [];
    page.on('request', (r: Request) => {
      if (r.url().includes('/api/files/voice/')) voiceFiles.push(new URL(r.url()).pathname);
    });
    const lists: { voice: string | null; items: { key: string; audio: string; voice_ms: number }[] }[] = [];
    page.on('response', async (r) => {
      if (r.url().includes('/api/v1/light/list')) lists.push((await r.json()).data);
    });
    await page.goto(`${baseUrl()}/light-webview/exam_g?field_id=${field?.field_id}`);
    const picker = currentPage(page).getByTestId('voice-picker');
    await expect.poll(() => picker.isVisible(), { timeout: 30_000 }).toBe(true);
    // One instruction recorded is not a whole voice: the generated one is read unless the student picks.
    expect(await picker.getByTestId('voice-synthetic').isChecked()).toBe(true);
    await picker.getByTestId(`voice-${voice}`).check();
    await expect.poll(() => lists.at(-1)?.voice, { timeout: 15_000 }).toBe(voice);
    const opening = lists.at(-1)?.items[0];
    // The exam's first instruction is the recording, with the length the console showed.
    expect(opening).toEqual(expect.objectContaining({ key: 'opening', audio, voice_ms: storedMs }));
    await expect.poll(() => voiceFiles.includes(audio), { timeout: 30_000 }).toBe(true);

    const startButton = currentPage(page).getByTestId('start-run');
    await expect.poll(() => startButton.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await picker.getByTestId(`voice-${voice}`).isChecked()).toBe(true);
    // Timed in the page, by the browser's clock: the test process is told of a click, and polls a phase,
    // only after the browser has moved on, and how long after depends on how busy the machine is.
    await page.evaluate(() => {
      const seen: Record<string, number> = {};
      const started: number[] = [];
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
        started.push(performance.now(), (this.buffer?.duration ?? 0) * 1000);
        return start.apply(this, args);
      };
      new MutationObserver(() => {
        const phase = document.querySelector('[data-route] [data-testid=instruction]')?.getAttribute('data-phase');
        if (phase && !(phase in seen)) seen[phase] = performance.now();
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-phase'] });
      Object.assign(window, { voiceTimes: { seen, started } });
    });
    await startButton.click();
    await expect.poll(() => instruction(page).getAttribute('data-phase'), { timeout: 10_000 }).toBe('speaking');
    await expect
      .poll(() => instruction(page).getAttribute('data-phase'), { timeout: 15_000, interval: 50 })
      .toBe('window');
    const times = await page.evaluate(
      () => (window as unknown as { voiceTimes: { seen: Record<string, number>; started: number[] } }).voiceTimes,
    );
    // The voice played is the stored take, as long as the console said.
    const [voiceStart = 0, playedMs = 0] = times.started;
    expect(Math.abs(playedMs - storedMs)).toBeLessThan(60);
    // The window opens when the recording ends: after its stored length, well before the 5.5 s uploaded.
    // Web Audio renders ahead of the page's clock by its output buffer, so "ended" may come up to a few
    // blocks early (44 ms here, quiet); 250 ms allows for a larger buffer and still tells a 2.5 s take from none.
    const spoke = (times.seen.window ?? 0) - voiceStart;
    expect(spoke).toBeGreaterThanOrEqual(storedMs - 250);
    expect(spoke).toBeLessThan(storedMs + 1500);
    expect(spoke).toBeLessThan(5500);
    // Before the pick the opening was the generated voice's file: the pick is what changed it.
    expect(lists[0]?.items[0]?.audio).not.toBe(audio);
  });
});
