import type { YardLayout } from '@xueche/contract';
import { coachedReverseParking, layoutCar } from '@xueche/yard-rules';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { apiGet, apiLogin, apiPost, baseUrl, currentPage } from './helpers';
import { siteStudent } from './site-helpers';

const phones = usePhones();

interface Run {
  passed: boolean;
  score: number;
  faults: { rule: string }[];
}

describe('driving the subject-two yard', () => {
  it("a student reverse-parks by touch to the examiner's pass; the server's replay agrees, a forged pass does not stand", async () => {
    const page = await phones.open();
    // The page's clock is the test's: each touch lands on the tick a coach's script puts it at. The phone
    // draws a frame each 150 ms of its clock (three ticks of the model; a frame never carries more), so
    // that SwiftShader, drawing on the CPU here, draws a few hundred frames, not thousands.
    await page.clock.install();
    const fieldId = await siteStudent(page);
    const { access_token } = await apiLogin({ openid: `e2e-drive-${Date.now()}`, type: 1 });
    const layout = await apiGet<YardLayout>(`/v2/k2/map-info?field_id=${fieldId}`, access_token);
    const garage = layout.items.find((i) => i.key === 'reverse_parking');
    if (garage?.dims.key !== 'reverse_parking') throw new Error('the field has no garage');
    const script = coachedReverseParking(layoutCar(layout), garage.dims);

    await page.goto(`${baseUrl()}/k2vr/drive?field_id=${fieldId}&item=reverse_parking`);
    const view = currentPage(page);
    const stage = view.getByTestId('drive-stage');
    await expect.poll(() => stage.getAttribute('data-phase'), { timeout: 30_000 }).toBe('ready');
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await view.getByTestId('drive-start').click();
    expect(await view.getByTestId('examiner').innerText()).toBe('倒车入库开始');

    const tick = async () => Number(await stage.getAttribute('data-tick'));
    /** The phone's next frame, `ticks` × 50 ms after the last: one frame fires, the model steps that many ticks. */
    const frameAfter = (ticks: number) => page.clock.fastForward(ticks * 50);
    const over = async () => (await stage.getAttribute('data-phase')) === 'over';
    let braking = true;
    for (const { t, ...change } of script.events) {
      // The examiner ends the item once the car is out of the garage and clear: the script's last moves
      // (straightening up in the lane) may come after.
      for (let now = await tick(); now < t && !(await over()); now = await tick())
        await frameAfter(Math.min(3, t - now));
      if (await over()) break;
      expect(await tick()).toBe(t);
      if (change.gear) await view.getByTestId(`gear-${change.gear}`).click();
      if (change.wheel === -100) {
        // Reversing past the first spots of the field's 点位: the coach's cue shows over the yard.
        expect(await view.getByTestId('coach-hint').innerText()).toContain('→');
      }
      if (change.wheel !== undefined) {
        await view
          .getByTestId(change.wheel > 0 ? 'wheel-left' : change.wheel < 0 ? 'wheel-right' : 'wheel-centre')
          .click();
      }
      if (change.pedal && (change.pedal === 'brake') !== braking) {
        await view.getByTestId('brake').click();
        braking = change.pedal === 'brake';
      }
    }
    for (let i = 0; i < 200 && !(await over()); i++) await frameAfter(3);
    expect(await over()).toBe(true);
    expect(await view.getByTestId('examiner').innerText()).toBe('考试合格，成绩100分');
    expect(await view.getByTestId('phone-verdict').innerText()).toBe('合格 · 100 分');
    expect(await view.getByTestId('faults').innerText()).toBe('没有扣分');
    await page.clock.resume();
    await expect
      .poll(() => view.getByTestId('server-verdict').innerText(), { timeout: 20_000 })
      .toBe('考场系统复核：合格 · 100 分，最好成绩 100 分');
    // The replay shows the drive on the plan, the car at its end.
    expect(await view.getByTestId('replay-car').count()).toBe(1);

    // An upload that claims a pass for a drive that never went in keeps the server's own verdict.
    const run = await apiPost<Run>('/v2/k2/yard-run', access_token, {
      field_id: fieldId,
      item: 'reverse_parking',
      // Straight back down the lane: it never goes into the garage.
      events: [{ t: 0, gear: 'R', pedal: 'idle' }],
      ticks: 120,
      passed: true,
      score: 100,
      faults: [],
    });
    expect(run).toMatchObject({ passed: false, score: 0 });
    expect(run.faults.map((f) => f.rule)).toContain('倒库不入');
  });
});
