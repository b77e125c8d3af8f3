import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addOperator, firstSignIn, pageGet } from './admin-helpers';
import { useDesktops, usePhones } from './browser';
import { baseUrl, currentPage, signIn, stored, uniqueName } from './helpers';

const desktops = useDesktops();
const phones = usePhones();

/** An 8-second MP4 (test pattern and a tone, 640×360: one 360p rendition), made for this file. */
let dir = '';
let mp4 = '';
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'xueche-e2e-media-'));
  mp4 = join(dir, '倒车入库.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=15', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...['-t', '8', '-c:v', 'libx264', '-preset', 'veryfast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    mp4,
  ]);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Detail {
  chapters: { id: number; title: string; lessons: { id: number; title: string }[] }[];
}

/** A student on a phone, signed in; their field's course id as the app's API gives it to them. */
async function studentCourse(page: Page): Promise<number> {
  await signIn(page, '/', { nickname: uniqueName('看新课学员'), type: 1, subscribe: true });
  await expect.poll(() => currentPage(page).getByTestId('home-lesson').count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const token = (await stored<string>(page, 'Access-Token'))?.v;
  const res = await fetch(`${baseUrl()}/api/v1/lesson/list?access-token=${token}`);
  return ((await res.json()) as { data: { course: { id: number } } }).data.course.id;
}

describe('courses and media in the console at 1440×900', () => {
  // A transcode on a busy two-core machine takes a while: the test waits for it as long as an operator would.
  it('an operator adds a lesson, uploads its MP4, sees the transcode reach "ready", and a phone plays it as HLS', async () => {
    const phone = await phones.open();
    const courseId = await studentCourse(phone);

    const operator = await addOperator('content');
    const page = await desktops.open();
    await firstSignIn(page, operator);
    await page.getByTestId('side-menu').getByText('课程与视频').click();
    await page.waitForURL(/\/admin\/courses$/);
    await page.getByTestId(`course-${courseId}`).click();
    await page.waitForURL(new RegExp(`/admin/courses/${courseId}$`));

    // A chapter, then a free lesson in it.
    const chapterTitle = uniqueName('新章节');
    await page.getByTestId('chapter-add').click();
    await page.getByTestId('title-input').fill(chapterTitle);
    await page.getByTestId('title-save').click();
    await expect.poll(() => page.getByText(chapterTitle).isVisible()).toBe(true);
    const detail = async () => (await pageGet(page, `/admin/courses/detail?id=${courseId}`)).data as Detail;
    const chapter = (await detail()).chapters.find((c) => c.title === chapterTitle);
    if (!chapter) throw new Error('the chapter is not in the course');

    const lessonTitle = uniqueName('倒车入库要点');
    await page.getByTestId(`lesson-add-${chapter.id}`).click();
    await page.getByTestId('lesson-title').fill(lessonTitle);
    await page.getByTestId('lesson-free').click();
    await page.locator('.ant-modal').getByRole('button', { name: '保存' }).click();
    const row = page.getByRole('row').filter({ hasText: lessonTitle });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain('未上传视频');
    const lesson = (await detail()).chapters
      .find((c) => c.id === chapter.id)
      ?.lessons.find((l) => l.title === lessonTitle);
    if (!lesson) throw new Error('the lesson is not in the chapter');

    // The upload, and the job's state as the console polls it, until ready.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByTestId(`upload-${lesson.id}`).click(),
    ]);
    await chooser.setFiles(mp4);
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('上传完成，已开始转码');
    const state = page.getByTestId(`video-status-${lesson.id}`).getByTestId('transcode-state');
    await expect.poll(() => state.textContent(), { timeout: 120_000, interval: 1000 }).toBe('已就绪');
    expect(await page.getByTestId(`video-status-${lesson.id}`).textContent()).toContain('360p');

    // On the phone: the lesson is there, its player takes the master playlist and plays.
    const requested: string[] = [];
    phone.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await phone.goto(`${baseUrl()}/detail/${lesson.id}`);
    await expect.poll(() => currentPage(phone).getByText(lessonTitle).first().isVisible()).toBe(true);
    await currentPage(phone).getByTestId('play-toggle').click();
    const video = currentPage(phone).getByTestId('video');
    await expect
      .poll(() => video.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 30_000 })
      .toBeGreaterThan(2);
    const master = requested.find((p) => /^\/api\/files\/lessons\/m-[0-9a-f]{24}\/hls\/index\.m3u8$/.test(p));
    expect(master, requested.join('\n')).toBeDefined();
    const folder = master?.replace('/hls/index.m3u8', '');
    expect(requested).toContain(`${folder}/hls/360p/index.m3u8`);
    expect(requested).toContain(`${folder}/hls/360p/seg-000.ts`);
    // The element's source is the playlist itself (native HLS) or hls.js's stream of it: never an MP4 file.
    const src = await video.evaluate((v) => (v as HTMLVideoElement).currentSrc);
    expect(src.endsWith('.m3u8') || src.startsWith('blob:'), src).toBe(true);
    expect(requested.some((p) => p.endsWith('.mp4'))).toBe(false);
  }, 300_000);
});
