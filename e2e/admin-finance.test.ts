import { describe, expect, it } from 'vitest';
import { addOperator, firstSignIn } from './admin-helpers';
import { useDesktops } from './browser';
import { apiGet, apiLogin, baseUrl, uniqueName } from './helpers';

const desktops = useDesktops();

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;

/** A POST of the app's API with a person's token: the HTTP status and the envelope. */
async function apiPost<T>(path: string, token: string, payload: object) {
  const res = await fetch(`${baseUrl()}/api${path}?access-token=${token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: T } };
}

/** A WeChat sign-in of an existing identity (the sandbox's scripted approval, then wx/cd): its status and message. */
async function wechatSignIn(openid: string) {
  const config = (await (await fetch(`${baseUrl()}/api/config`)).json()) as { data: { app_id: string } };
  const authorize = new URL('/sandbox/wechat/connect/oauth2/authorize', baseUrl());
  const params = { appid: config.data.app_id, redirect_uri: `${baseUrl()}/`, response_type: 'code' };
  for (const [key, value] of Object.entries({
    ...params,
    scope: 'snsapi_userinfo',
    state: 'e2e',
    sandbox_openid: openid,
  })) {
    authorize.searchParams.set(key, value);
  }
  const approval = await fetch(authorize, { redirect: 'manual' });
  const code = new URL(approval.headers.get('location') ?? '').searchParams.get('code');
  const res = await fetch(`${baseUrl()}/api/wx/cd?code=${code}&app_id=${config.data.app_id}&group=wechat`);
  return { status: res.status, msg: ((await res.json()) as { msg: string }).msg };
}

/**
 * A coach, and a student who came by the coach's link, chose a field and paid for its course on the sandbox's
 * WeChat Pay cashier (as the phone's '确认支付' does): the order, once the server has it paid.
 */
async function paidCourseThroughCoach() {
  const coachName = uniqueName('账本教练');
  const coach = await apiLogin({ openid: uniqueName('e2e-fin-coach-'), type: 2, nickname: coachName });
  const student = await apiLogin({ openid: uniqueName('e2e-fin-student-'), type: 1, did: coach.did });
  const token = student.access_token;
  const loc = await apiGet<{ provinces: { cities: { id: number }[] }[] }>('/v1/user/loc', token);
  const city = loc.provinces[0]?.cities[0]?.id;
  const top = await apiGet<{ fields: { field_id: number }[] }>(`/v1/user/top-info?city_id=${city}`, token);
  await apiPost('/v1/user/update-field', token, { field_id: top.fields[0]?.field_id });
  const { list } = await apiGet<{ list: { id: number; kind: string; price: number }[] }>('/v3/product/land', token);
  const course = list.find((p) => p.kind === 'course');
  const ordered = await apiPost<{ order: { order_no: string; amount: number }; prepay_id: string }>(
    '/v1/order/confrim',
    token,
    { product_id: course?.id },
  );
  expect(ordered.body.code, ordered.body.msg).toBe(200);
  const { order, prepay_id } = ordered.body.data;
  await fetch(`${baseUrl()}/sandbox/wechatpay/cashier`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prepay_id, action: 'approve' }),
    redirect: 'manual',
  });
  await expect
    .poll(async () => (await apiGet<{ status: string }>(`/v1/order/index?order_no=${order.order_no}`, token)).status)
    .toBe('paid');
  return { coach, coachName, order };
}

describe('the console’s finance and users at 1440×900', () => {
  it("a finance operator finds a paid order, refunds it from its page, and the coach's ledger shows the reversal", async () => {
    const { coach, coachName, order } = await paidCourseThroughCoach();
    const commission = Math.floor(order.amount * 0.2);
    const balance = async () => (await apiGet<{ balance: number }>('/v1/user/balance', coach.access_token)).balance;
    await expect.poll(balance).toBe(commission);

    const finance = await addOperator('finance');
    const page = await desktops.open();
    await firstSignIn(page, finance);

    // The orders, searched by the order's number.
    await page.getByTestId('side-menu').getByText('财务').click();
    await page.waitForURL(/\/admin\/finance$/);
    await page.getByTestId('orders-search').locator('input').fill(order.order_no);
    await page.getByTestId('orders-search').locator('input').press('Enter');
    await page.getByTestId(`order-link-${order.order_no}`).click();
    await page.waitForURL(new RegExp(`/admin/finance/orders/${order.order_no}$`));

    // The order's page: the payment's WeChat Pay number, the coach, the commission the order earned.
    const facts = page.getByTestId('order-facts');
    await expect.poll(() => facts.isVisible()).toBe(true);
    expect(await page.getByTestId('order-transaction').textContent()).toMatch(/^4200\d+/);
    expect(await facts.textContent()).toContain(coachName);
    expect(await page.getByTestId('order-refundable').textContent()).toBe(yuan(order.amount));
    const commissionRows = page.getByTestId('order-commission').getByRole('row');
    await expect
      .poll(() => commissionRows.filter({ hasText: '佣金' }).first().textContent())
      .toContain(yuan(commission));

    // Refund the whole order: amount (the remainder, in yuan) and a reason, then the confirmation.
    await page.getByTestId('refund-open').click();
    expect(await page.getByTestId('refund-amount').inputValue()).toBe((order.amount / 100).toFixed(2));
    await page.getByTestId('refund-reason').fill('学员退课');
    await page.getByTestId('refund-next').click();
    expect(await page.getByTestId('refund-summary').textContent()).toContain(yuan(order.amount));
    await page.getByTestId('refund-confirm').click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain(`已退款 ${yuan(order.amount)}`);

    // The page now shows the refund, nothing left to refund, and the commission reversed.
    await expect.poll(() => page.getByTestId('order-refundable').textContent()).toBe(yuan(0));
    expect(await page.getByTestId('order-refunds').textContent()).toContain('学员退课');
    await expect
      .poll(() => commissionRows.filter({ hasText: '退款冲减' }).first().textContent())
      .toContain(yuan(-commission));

    // The coach's ledger in the console: the reversal on top, the balance back to nothing.
    await page.getByTestId('order-facts').getByRole('link', { name: coachName }).click();
    await page.waitForURL(/\/admin\/finance\/ledger\/\d+$/);
    await expect.poll(() => page.getByTestId('ledger-balance').textContent()).toContain(yuan(0));
    const top = page.getByTestId('ledger-entries').locator('tbody tr').first();
    expect(await top.textContent()).toContain('退款冲减');
    expect(await top.textContent()).toContain(`-${yuan(commission)}`);
    expect(await top.textContent()).toContain(order.order_no);

    // And the coach's own earnings say the same.
    const own = await apiGet<{ list: { kind: string; amount: number; order_no: string }[] }>(
      '/v1/cash/ledger',
      coach.access_token,
    );
    expect(own.list[0]).toMatchObject({ kind: 'reversal_l1', amount: -commission, order_no: order.order_no });
    expect(await balance()).toBe(0);
  });

  it("an admin disables a user: that user's next call is refused, and signing in again says why", async () => {
    const nickname = uniqueName('停用学员');
    const openid = uniqueName('e2e-disabled-');
    const student = await apiLogin({ openid, type: 1, nickname });
    expect(await apiGet('/v1/user/balance', student.access_token)).toMatchObject({ balance: 0 });

    const admin = await addOperator('admin');
    const page = await desktops.open();
    await firstSignIn(page, admin);
    await page.getByTestId('side-menu').getByText('用户').click();
    await page.waitForURL(/\/admin\/users$/);
    await page.getByTestId('users-search').locator('input').fill(student.did);
    await page.getByTestId('users-search').locator('input').press('Enter');
    await page.getByRole('link', { name: nickname }).click();
    await page.waitForURL(/\/admin\/users\/\d+$/);

    await page.getByTestId('user-disable-open').click();
    await page.getByTestId('user-disable-reason').fill('恶意刷单');
    await page.getByRole('button', { name: '确认停用账号' }).click();
    await expect.poll(() => page.getByTestId('user-state').textContent()).toBe('已停用');
    expect(await page.getByTestId('user-disabled-reason').textContent()).toContain('恶意刷单');

    // The token stops working at once, and a new sign-in is refused with the reason.
    const refused = await fetch(`${baseUrl()}/api/v1/user/balance?access-token=${student.access_token}`);
    expect(refused.status).toBe(401);
    const again = await wechatSignIn(openid);
    expect(again.status).toBe(403);
    expect(again.msg).toBe('你的账号已被停用（恶意刷单），如有疑问请联系客服');
  });
});
