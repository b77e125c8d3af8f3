import type { LightExpect } from '@xueche/contract';
import { type Action, ALL_OFF, EXPECTATIONS, judge, type LightState, operationsFor } from '@xueche/light-rules';
import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { apiGet, apiPost, baseUrl, currentPage, fieldChosen, routeShown, signIn, stored, uniqueName } from './helpers';

const phones = usePhones();

describe('the personal centres', () => {
  it('a student reaches customer service and, back in the centre, the privacy policy under about', async () => {
    const page = await phones.open();
    await signIn(page, '/center', { nickname: uniqueName('中心学员'), type: 1, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/center');
    const center = currentPage(page);
    const study = center.getByRole('navigation', { name: '学习' });
    expect(await study.getByRole('link').allInnerTexts()).toEqual([
      expect.stringContaining('考试记录'),
      expect.stringContaining('错题本与收藏'),
      expect.stringContaining('速记图谱与看图练习'),
    ]);
    // The demo notices are unread for a new student.
    await expect
      .poll(() => center.getByTestId('unread-notices').innerText(), { timeout: 15_000 })
      .toMatch(/^\d+ 条未读$/);

    await center.getByRole('link', { name: '联系客服' }).click();
    await expect.poll(() => routeShown(page)).toBe('/service');
    await expect.poll(() => page.title()).toBe('联系客服');
    const phone = currentPage(page).getByTestId('service-phone');
    await expect.poll(() => phone.innerText(), { timeout: 15_000 }).toContain('400-000-1234');
    expect(await phone.getAttribute('href')).toBe('tel:4000001234');
    expect(await currentPage(page).getByTestId('service-email').innerText()).toBe('service@xueche.example');
    expect(await currentPage(page).getByRole('img', { name: '学车服务号的二维码' }).isVisible()).toBe(true);

    await page.goBack();
    await expect.poll(() => routeShown(page)).toBe('/center');
    await currentPage(page).getByRole('link', { name: '关于我们' }).click();
    await expect.poll(() => routeShown(page)).toBe('/about');
    await currentPage(page).getByRole('link', { name: '隐私政策' }).click();
    await expect.poll(() => routeShown(page)).toBe('/about/privacy');
    await expect.poll(() => page.title()).toBe('隐私政策');
    const policy = currentPage(page).getByTestId('document');
    await expect
      .poll(() => policy.getByRole('heading', { level: 1 }).innerText(), { timeout: 15_000 })
      .toBe('隐私政策');
    const text = await policy.innerText();
    for (const part of ['openid', '分享学习进度', '注销账户', '客服电话 400-000-1234']) expect(text).toContain(part);
  });

  it('a coach finds notices, customer service, about, their listing and wishes in the coach centre', async () => {
    const page = await phones.open();
    await signIn(page, '/coach-center', { nickname: uniqueName('中心教练'), type: 2, subscribe: true });
    await expect.poll(() => routeShown(page)).toBe('/coach-center');
    const help = currentPage(page).getByRole('navigation', { name: '帮助' });
    await expect
      .poll(() => help.getByRole('link').allInnerTexts())
      .toEqual([
        expect.stringContaining('教练帮助'),
        expect.stringContaining('帮助视频'),
        expect.stringContaining('通知'),
        expect.stringContaining('联系客服'),
        expect.stringContaining('关于我们'),
      ]);
    // What the coach owns elsewhere leads with their coach-for-hire listing; their wishes are there too.
    const records = currentPage(page).getByRole('navigation', { name: '我的预约与记录' });
    await expect
      .poll(() => records.getByRole('link').allInnerTexts())
      .toEqual([
        expect.stringMatching(/^陪练服务\s+未上架，去完善资料/),
        expect.stringMatching(/^我的心愿\s+去许个心愿/),
      ]);
    await help.getByRole('link', { name: '关于我们' }).click();
    await expect.poll(() => routeShown(page)).toBe('/about');
    await currentPage(page).getByRole('link', { name: '用户协议' }).click();
    await expect
      .poll(() => currentPage(page).getByTestId('document').getByRole('heading', { level: 1 }).innerText(), {
        timeout: 15_000,
      })
      .toBe('用户协议');
  });

  it('customer service and the documents open signed out, without going through WeChat', async () => {
    const page = await phones.open();
    await page.goto(`${baseUrl()}/service`);
    await expect.poll(() => routeShown(page)).toBe('/service');
    await expect
      .poll(() => currentPage(page).getByTestId('service-phone').getAttribute('href'), { timeout: 15_000 })
      .toBe('tel:4000001234');
    await page.goto(`${baseUrl()}/about/terms`);
    await expect
      .poll(() => currentPage(page).getByTestId('document').getByRole('heading', { level: 1 }).innerText(), {
        timeout: 15_000,
      })
      .toBe('用户协议');
    expect(new URL(page.url()).pathname).toBe('/about/terms');
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
  });

  it('a student reaches each thing they own from the centre in two taps, each with its state', async () => {
    const page = await phones.open();
    await signIn(page, '/center', { nickname: uniqueName('中心学员'), type: 1, subscribe: true });
    await fieldChosen(page);
    const token = (await stored<string>(page, 'Access-Token'))?.v as string;
    const fieldId = (await stored<{ field_id: number }>(page, 'Field-Info'))?.v.field_id as number;
    const phone = `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

    // One of each, made as the app makes them: an unpaid VIP order, a coach-for-hire hour, a shuttle seat,
    // a practice application, a lighting exam and a wish.
    const products = await apiGet<{ list: { id: number; kind: string; title: string }[] }>('/v3/product/land', token);
    const vip = products.list.find((p) => p.kind === 'vip');
    if (!vip) throw new Error('no VIP product in the demo catalogue');
    await apiPost('/v1/order/confrim', token, { product_id: vip.id });

    const coaches = await apiGet<{ list: { member_id: string; nickname: string }[] }>('/v1/train/coaches', token);
    const coach = coaches.list[0];
    if (!coach) throw new Error('no demo coach for hire');
    const { free } = await apiGet<{ free: { start: string }[] }>(`/v1/train/coach?member_id=${coach.member_id}`, token);
    const hour = free.at(-1);
    if (!hour) throw new Error(`${coach.nickname} has no free hour`);
    await apiPost('/v1/train/book', token, { member_id: coach.member_id, start: hour.start, hours: 1, phone });

    const trips = await apiGet<{ list: { id: number; seats_left: number }[] }>('/v1/pin/trips', token);
    const trip = trips.list.find((t) => t.seats_left > 0);
    if (!trip) throw new Error('no demo shuttle trip with room to the student’s field');
    await apiPost('/v1/pin/book', token, { trip_id: trip.id, seats: 1, phone });

    const day = new Date(Date.now() + 8 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const slots = await apiGet<{ slot: string; left: number }[]>(
      `/v2/k2/kc-slots?field_id=${fieldId}&date=${day}`,
      token,
    );
    const slot = slots.find((s) => s.left > 0);
    if (!slot) throw new Error(`no practice slot left on ${day}`);
    await apiPost('/v2/k2/kc-apply', token, { field_id: fieldId, date: day, slot: slot.slot, phone });

    await apiPost('/v1/light/up', token, { field_id: fieldId, mode: 'exam', items: await rightExam(fieldId, token) });

    const wish = uniqueName('希望增加夜间路考的讲解');
    await apiPost('/v1/wish/add', token, { content: wish });

    // Each row says the state; one tap opens the list that holds it. The coach-for-hire hour waits for
    // payment as an order too, beside the VIP.
    const walk: { row: string; state: RegExp; to: string; shows: string | RegExp }[] = [
      { row: 'orders', state: /^2 笔待支付$/, to: '/Indent', shows: vip.title },
      { row: 'train', state: /^1 个待支付$/, to: '/train/mine', shows: coach.nickname },
      { row: 'pin', state: /^1 个待车主确认$/, to: '/pin/travel-records', shows: '待确认' },
      {
        row: 'practice',
        state: new RegExp(`^${day.slice(5)} ${slot.slot} 待审核$`),
        to: '/k2vr/practice',
        shows: slot.slot,
      },
      { row: 'light', state: /^最高 100 分 · 1\/1 次合格$/, to: '/light', shows: /100\s*最高分/ },
      { row: 'wishes', state: /^我许了 1 个$/, to: '/wish', shows: wish },
    ];
    await page.reload();
    await expect.poll(() => routeShown(page)).toBe('/center');
    for (const step of walk) {
      const row = currentPage(page).getByTestId(`record-${step.row}`);
      await expect
        .poll(() => row.getByTestId(`record-${step.row}-state`).innerText(), { timeout: 15_000 })
        .toMatch(step.state);
      await row.click();
      await expect.poll(() => routeShown(page)).toBe(step.to);
      await expect.poll(() => currentPage(page).innerText(), { timeout: 15_000 }).toMatch(step.shows);
      await page.goBack();
      await expect.poll(() => routeShown(page)).toBe('/center');
    }
  });
});

/** A lighting exam done right, as a candidate who knows the rules answers each instruction of the set. */
async function rightExam(fieldId: number, token: string) {
  type Item = { key: string; expect: LightExpect };
  const { set } = await apiGet<{ set: { opening: Item; items: Item[]; draw: number; closing: Item } }>(
    `/v1/light/answer?field_id=${fieldId}`,
    token,
  );
  let state: LightState = ALL_OFF;
  return [set.opening, ...set.items.slice(0, set.draw), set.closing].map((item) => {
    const actions: Action[] = operationsFor(state, EXPECTATIONS[item.expect]).map((control, i) => ({
      t: 450 + i * 400,
      control,
    }));
    state = judge(state, EXPECTATIONS[item.expect], actions).state;
    return { key: item.key, actions };
  });
}
