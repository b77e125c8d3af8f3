import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import {
  apiGet,
  apiLogin,
  baseUrl,
  currentPage,
  declineCoachInvite,
  playAsSourceIsPlanned,
  routeShown,
  runOps,
  signIn,
  stored,
  uniqueName,
} from './helpers';

const phones = usePhones();

/** A mainland mobile number no other test uses. */
const newPhone = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

interface Guide {
  field: { field_id: number; field_name: string };
  routes: { id: number; name: string; prompts: { at_s: number; text: string; tip: string }[] }[];
}

/** A demo exam field with subject-three routes, looked up as the field picker does (cities, then fields). */
async function fieldWithRoutes(): Promise<Guide> {
  const { access_token } = await apiLogin({ openid: `e2e-site-picker-${Date.now()}`, type: 1 });
  const loc = await apiGet<{ provinces: { cities: { id: number }[] }[] }>('/v1/user/loc', access_token);
  for (const city of loc.provinces.flatMap((p) => p.cities)) {
    const top = await apiGet<{ fields: { field_id: number }[] }>(`/v1/user/top-info?city_id=${city.id}`, access_token);
    for (const f of top.fields) {
      const guide = await apiGet<Guide>(`/v2/lky/preview?field_id=${f.field_id}`, access_token);
      // The first route plays free: its prompts are what a walk-through shows without the course.
      if ((guide.routes[0]?.prompts.length ?? 0) > 0) return guide;
    }
  }
  throw new Error('no demo field with subject-three routes');
}

/** The <video> of the player on screen. */
const video = (page: Page, testId: string) => currentPage(page).getByTestId(testId).locator('video');

/**
 * Plays the clip on screen to its end as a student would let it, only quicker: starts it (a tap on the
 * video plays it), then, once it plays, moves to its last second so its own `ended` comes soon.
 */
async function playToEnd(page: Page, testId: string): Promise<void> {
  const el = video(page, testId);
  await el.waitFor({ timeout: 20_000 });
  await expect
    .poll(() => el.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 20_000 })
    .toBeGreaterThanOrEqual(1);
  if (await el.evaluate((v) => (v as HTMLVideoElement).paused)) await el.click();
  await expect
    .poll(() => el.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 20_000 })
    .toBeGreaterThan(0);
  await el.evaluate((v) => {
    const media = v as HTMLVideoElement;
    if (Number.isFinite(media.duration) && media.duration > 1.5) media.currentTime = media.duration - 1;
  });
}

/** The sandbox's SMS inbox for one number: its notices, newest first (asked again until `text` is there). */
async function noticesTo(page: Page, phone: string, text: string): Promise<string[]> {
  const inbox = await page.context().newPage();
  let seen: string[] = [];
  await expect
    .poll(
      async () => {
        await inbox.goto(`${baseUrl()}/sandbox/sms?phone=${phone}`);
        seen = await inbox.getByTestId('sms-notice').allInnerTexts();
        return seen.join('\n');
      },
      { timeout: 30_000, interval: 1000 },
    )
    .toContain(text);
  await inbox.close();
  return seen;
}

describe('the exam site: subject three, interactive video, on-site practice', () => {
  it('a student makes two choices in an interactive video and reaches the branch each choice names', async () => {
    const page = await phones.open();
    await signIn(page, '/hudong/page', { nickname: uniqueName('互动学员'), type: 1, subscribe: true });
    const list = currentPage(page).getByTestId('hd-item');
    await list.first().waitFor({ timeout: 20_000 });
    await list.first().click();
    await expect.poll(() => routeShown(page)).toBe('/hudong/hvideo/:id');
    const run = currentPage(page).getByTestId('hd-run');
    await run.waitFor({ timeout: 20_000 });
    const clip = currentPage(page).getByTestId('hd-clip');
    const start = await clip.getAttribute('data-key');
    expect(await currentPage(page).getByTestId('hd-question').count()).toBe(0);

    const chosen: { next: string; label: string }[] = [];
    for (const pick of [0, 1]) {
      await playToEnd(page, 'hd-player');
      const question = currentPage(page).getByTestId('hd-question');
      await question.waitFor({ timeout: 30_000 });
      const choices = question.getByTestId('hd-choice');
      expect(await choices.count()).toBeGreaterThanOrEqual(2);
      const choice = choices.nth(pick);
      const next = (await choice.getAttribute('data-next')) as string;
      const label = await choice.innerText();
      await choice.click();
      // The branch this choice names plays.
      await expect.poll(() => clip.getAttribute('data-key')).toBe(next);
      expect(await currentPage(page).getByTestId('hd-question').count()).toBe(0);
      chosen.push({ next, label });
    }
    expect(chosen[0]?.next).not.toBe(start);

    // Played on to an end: the end screen scores the decisions, each with its explanation.
    for (let i = 0; i < 6; i++) {
      if (await currentPage(page).getByTestId('hd-end').isVisible()) break;
      await playToEnd(page, 'hd-player');
      const question = currentPage(page).getByTestId('hd-question');
      const end = currentPage(page).getByTestId('hd-end');
      await expect
        .poll(async () => (await question.isVisible()) || (await end.isVisible()), { timeout: 30_000 })
        .toBe(true);
      if (await question.isVisible()) await question.getByTestId('hd-choice').first().click();
    }
    const end = currentPage(page).getByTestId('hd-end');
    await end.waitFor({ timeout: 30_000 });
    const decisions = end.getByTestId('hd-decision');
    const total = Number(await end.getAttribute('data-total'));
    expect(total).toBeGreaterThanOrEqual(2);
    expect(await decisions.count()).toBe(total);
    expect(await decisions.first().innerText()).toContain(chosen[0]?.label as string);
    const right = Number(await end.getAttribute('data-right'));
    expect(await currentPage(page).getByTestId('hd-score').innerText()).toBe(`做对 ${right} / ${total} 个决定`);
  });

  it('a student applies for on-site practice, sees it pending, then approved with the reply, and gets the text', async () => {
    const page = await phones.open();
    await signIn(page, '/k2vr/practice', { nickname: uniqueName('练车学员'), type: 1, subscribe: true });
    // The field chosen from where the phone is.
    await expect
      .poll(async () => (await stored<{ field_name: string }>(page, 'Field-Info'))?.v.field_name, { timeout: 20_000 })
      .toBeTruthy();
    const form = currentPage(page).getByTestId('practice-form');
    await form.waitFor({ timeout: 20_000 });
    expect(await currentPage(page).getByTestId('applications-empty').isVisible()).toBe(true);

    const days = form.getByTestId('practice-day');
    expect(await days.count()).toBe(14);
    await days.nth(1).click();
    const date = (await days.nth(1).getAttribute('data-date')) as string;
    const open = form.locator('[data-testid="practice-slot"]:not([disabled])');
    await open.first().waitFor({ timeout: 20_000 });
    const slot = (await open.first().getAttribute('data-slot')) as string;
    await open.first().click();
    const phone = newPhone();
    await form.getByTestId('practice-phone').fill(phone);
    await form.getByTestId('practice-submit').click();

    const row = currentPage(page).getByTestId('application').first();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('pending');
    expect(await row.innerText()).toContain(`${date} ${slot}`);
    expect(await row.innerText()).toContain('待审核');
    const id = (await row.getAttribute('data-id')) as string;

    // The operator finds it among the pending ones and approves it with a word.
    const pending = await runOps(['site:pending']);
    expect(pending.stdout).toMatch(new RegExp(`\\b${id}\\b`));
    const reply = '请提前十分钟到南门登记';
    const decided = await runOps(['site:decide', id, 'approve', reply]);
    expect(decided.stdout).toContain('approved');

    await currentPage(page).getByTestId('applications-refresh').click();
    await expect.poll(() => row.getAttribute('data-status'), { timeout: 20_000 }).toBe('approved');
    expect(await row.innerText()).toContain('已通过');
    expect(await row.getByTestId('application-reply').innerText()).toBe(`考场回复：${reply}`);

    const texts = await noticesTo(page, phone, '练车预约结果');
    expect(texts[0]).toContain('已通过');
  });

  it('a wx_ page opens from a shared link without a session and invites to sign in', async () => {
    const guide = await fieldWithRoutes();
    const page = await phones.open();
    await page.goto(`${baseUrl()}/wx_k3land?field_id=${guide.field.field_id}`);
    await expect.poll(() => routeShown(page)).toBe('/wx_k3land');
    await expect
      .poll(() => currentPage(page).getByTestId('k3-field').innerText(), { timeout: 20_000 })
      .toBe(guide.field.field_name);
    const card = currentPage(page).getByTestId('route-card');
    expect(await card.getAttribute('data-route-id')).toBe(String(guide.routes[0]?.id));
    expect(await currentPage(page).getByTestId('prompt-jump').count()).toBe(guide.routes[0]?.prompts.length);
    expect(page.url()).not.toMatch(/sandbox/);
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();

    // The interactive videos' wx_ page too, a video playing in place.
    await page.goto(`${baseUrl()}/wx_hudong/page?field_id=${guide.field.field_id}`);
    await currentPage(page).getByTestId('hd-item').first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wx_hudong/page');
    await currentPage(page).getByTestId('hd-run').waitFor({ timeout: 20_000 });
    expect(page.url()).not.toMatch(/sandbox/);

    // Signing in: off to WeChat's authorisation, back on the signed-in page.
    await currentPage(page).getByTestId('sign-in-link').click();
    await page.waitForURL(/\/sandbox\/wechat\/connect\/oauth2\/authorize/, { timeout: 20_000 });
  });

  it('a tap on play just before an interactive clip is given its file still plays', async () => {
    const page = await phones.open();
    await signIn(page, '/hudong/page', { nickname: uniqueName('互动点播学员'), type: 1, subscribe: true });
    // The clip's own play button, tapped between the player's first paint and the effect that gives the video
    // its file (the player asks the video what it can play just before): the file's load cancels that play
    // unless the player asks again (lib/video-source.ts). The page is opened by a real tap, which lets the
    // page's own play start the sound.
    await playAsSourceIsPlanned(page);
    await page.reload();
    const list = currentPage(page).getByTestId('hd-item');
    await list.first().waitFor({ timeout: 20_000 });
    await list.first().click();
    await expect.poll(() => routeShown(page)).toBe('/hudong/hvideo/:id');
    const el = video(page, 'hd-player');
    await el.waitFor({ timeout: 20_000 });
    expect(await el.evaluate((v) => (v as HTMLVideoElement).currentSrc)).toMatch(/\.mp4(\?|$)/);
    await expect
      .poll(() => el.evaluate((v) => (v as HTMLVideoElement).currentTime), { timeout: 15_000 })
      .toBeGreaterThan(0.5);
  });

  it('a guided subject-three walk-through shows a prompt when the route video reaches it', async () => {
    const guide = await fieldWithRoutes();
    const route = guide.routes[0];
    const first = route?.prompts[0];
    expect(first).toBeTruthy();
    const page = await phones.open();
    await signIn(page, `/k3land?field_id=${guide.field.field_id}&route_id=${route?.id}`, {
      nickname: uniqueName('路线学员'),
      type: 1,
      subscribe: true,
    });
    await currentPage(page).getByTestId('play-link').click();
    await expect.poll(() => routeShown(page)).toBe('/newPlay');
    const walk = currentPage(page).getByTestId('walkthrough');
    await walk.waitFor({ timeout: 20_000 });
    const el = walk.locator('video');
    const at = await el.evaluate((v) => (v as HTMLVideoElement).currentTime);
    if (at < (first?.at_s ?? 0)) expect(await walk.getByTestId('prompt-waiting').isVisible()).toBe(true);

    // Played: the first prompt's card appears once the video reaches its time, with its tip.
    await expect
      .poll(() => el.evaluate((v) => (v as HTMLVideoElement).readyState), { timeout: 20_000 })
      .toBeGreaterThan(0);
    if (await el.evaluate((v) => (v as HTMLVideoElement).paused)) await el.click();
    const card = walk.getByTestId('prompt-card');
    await card.waitFor({ timeout: 30_000 });
    expect(await card.innerText()).toContain(first?.text as string);
    expect(await card.innerText()).toContain(first?.tip as string);
    const shownAt = Number(await card.getAttribute('data-at'));
    expect(shownAt).toBe(first?.at_s);
    expect(await el.evaluate((v) => (v as HTMLVideoElement).currentTime)).toBeGreaterThanOrEqual(shownAt);

    // A prompt further on, from the list: the video goes there and its card shows.
    const last = route?.prompts.at(-1);
    if (last && last !== first) {
      await walk.getByTestId('prompt-jump').last().click();
      await expect.poll(() => card.innerText()).toContain(last.text);
    }
  });

  it("a coach picks a subject-three route for a student from the student list; the student sees it on '/jlroute'", async () => {
    const coach = await phones.open();
    await signIn(coach, '/coach-index', { nickname: uniqueName('选线教练'), type: 2, subscribe: true });
    const coachDid = (await stored<string>(coach, 'User-Did'))?.v as string;
    expect(coachDid).toBeTruthy();

    // A student the coach's link brought: nothing picked for them yet.
    const student = await phones.open();
    const studentName = uniqueName('选线学员');
    await signIn(student, `/jlroute?did=${coachDid}`, { nickname: studentName, type: 1, subscribe: true });
    await expect
      .poll(() => currentPage(student).getByTestId('jl-none').innerText(), { timeout: 20_000 })
      .toContain('还没有为你指定练习路线');
    await declineCoachInvite(student);

    // The coach finds the student in the list and picks their field's first route.
    await coach.goto(`${baseUrl()}/user-list`);
    const row = currentPage(coach).getByTestId('student-row').filter({ hasText: studentName });
    await row.getByTestId('student-pick-route').click({ timeout: 20_000 });
    await expect.poll(() => routeShown(coach)).toBe('/jlroute');
    const card = currentPage(coach).getByTestId('route-card').first();
    await card.waitFor({ timeout: 20_000 });
    expect(await currentPage(coach).locator('h1').innerText()).toContain(studentName);
    const routeId = (await card.getAttribute('data-route-id')) as string;
    await card.getByTestId('jl-pick').click();
    await card.getByTestId('jl-picked').waitFor({ timeout: 20_000 });

    // The student sees it and walks it.
    await student.reload();
    const picked = currentPage(student).getByTestId('route-card');
    await expect.poll(() => picked.getAttribute('data-route-id'), { timeout: 20_000 }).toBe(routeId);
    expect(await currentPage(student).getByTestId('jl-coach').innerText()).toContain('教练为你选的路线');
    await currentPage(student).getByTestId('jl-play').click();
    await expect.poll(() => routeShown(student)).toBe('/newPlay');
    await expect
      .poll(() => currentPage(student).getByTestId('walkthrough').getAttribute('data-route-id'), { timeout: 20_000 })
      .toBe(routeId);
  });
});
