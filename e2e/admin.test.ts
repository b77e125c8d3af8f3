import { describe, expect, it } from 'vitest';
import { addOperator, confirmPopup, firstSignIn, pageGet } from './admin-helpers';
import { useDesktops } from './browser';
import { apiGet, apiLogin, baseUrl, uniqueName } from './helpers';

const desktops = useDesktops();

/** A student applies for a field's offline class (as '/apply' does); the application's id. */
async function classApplication(): Promise<number> {
  const { access_token } = await apiLogin({ openid: `e2e-admin-${uniqueName('s')}`, type: 1 });
  const loc = await apiGet<{ provinces: { cities: { id: number }[] }[] }>('/v1/user/loc', access_token);
  const city = loc.provinces[0]?.cities[0];
  const top = await apiGet<{ fields: { field_id: number }[] }>(`/v1/user/top-info?city_id=${city?.id}`, access_token);
  const res = await fetch(`${baseUrl()}/api/v1/lesson/apply?access-token=${access_token}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ field_id: top.fields[0]?.field_id, name: '控制台学员', phone: '13900001111' }),
  });
  const reply = (await res.json()) as { code: number; msg: string; data: { id: number } };
  expect(reply.code, reply.msg).toBe(200);
  return reply.data.id;
}

describe('the operator console at 1440×900', () => {
  it('an operator made by the ops command sets up TOTP, reads the dashboard, approves an application, finds it in the audit log', async () => {
    const applicationId = await classApplication();
    const admin = await addOperator('admin');
    const page = await desktops.open();
    await firstSignIn(page, admin);

    // The dashboard's figures are the server's, and today's student and application are in them.
    await expect.poll(() => page.getByTestId('dashboard').isVisible()).toBe(true);
    const { data: figures } = await pageGet(page, '/admin/dashboard');
    expect(figures.today.new_users).toBeGreaterThanOrEqual(1);
    expect(figures.pending.class_applications).toBeGreaterThanOrEqual(1);
    expect(await page.getByTestId('today-new-users').textContent()).toContain(String(figures.today.new_users));
    expect(await page.getByTestId('pending-class_applications').textContent()).toContain(
      String(figures.pending.class_applications),
    );
    expect(await page.getByTestId('trend-chart').count()).toBe(4);

    // The waiting class applications, from the dashboard's card.
    await page.getByTestId('pending-class_applications').click();
    await page.waitForURL(/\/admin\/reviews\/class-applications$/);
    await page.getByTestId(`approve-${applicationId}`).click();
    await confirmPopup(page);
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已通过');
    await expect.poll(() => page.getByTestId(`approve-${applicationId}`).count()).toBe(0);

    // The audit log lists the decision: who, what, before → after.
    await page.getByTestId('side-menu').getByText('操作日志').click();
    await page.waitForURL(/\/admin\/audit$/);
    const line = page.getByRole('row').filter({ hasText: `class-application:${applicationId}` });
    await expect.poll(() => line.count(), { timeout: 15_000 }).toBe(1);
    const text = await line.textContent();
    expect(text).toContain(`operator:${admin.username}`);
    expect(text).toContain('class.application.decide');
    expect(text).toMatch(/"status":"pending".*→.*"status":"approved"/);
  });

  it('an admin reads and sets a commission rate as a percentage, and the server keeps basis points', async () => {
    const page = await desktops.open();
    await firstSignIn(page, await addOperator('admin'));
    await page.getByTestId('side-menu').getByText('系统设置', { exact: true }).click();
    await page.waitForURL(/\/admin\/settings$/);

    const l1 = page.getByTestId('setting-commission.l1_bp');
    await expect.poll(() => l1.textContent(), { timeout: 15_000 }).toMatch(/^20% /);
    expect(await page.getByTestId('setting-commission.l2_bp').textContent()).toMatch(/^5% /);
    expect(await page.getByTestId('setting-train.fee_bp').textContent()).toMatch(/^20% /);

    // The editor shows the percentage and saves it as basis points. The same 20 % is saved, so the files
    // running beside this one, which pay commission at the default, see no change.
    await page.getByTestId('edit-setting-commission.l1_bp').click();
    const input = page.getByRole('dialog').getByRole('spinbutton');
    expect(await input.inputValue()).toBe('20.00');
    await input.fill('20');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /保\s*存/ })
      .click();
    await expect.poll(() => page.locator('.ant-message').textContent()).toContain('已保存');
    await expect.poll(() => l1.textContent()).toBe('20% ');
    const { data } = await pageGet(page, '/admin/settings');
    const saved = (data.list as { key: string; value: unknown; is_default: boolean }[]).find(
      (x) => x.key === 'commission.l1_bp',
    );
    expect(saved).toMatchObject({ value: 2000, is_default: false });
  });

  it('a reviewer sees no finance screen and is refused one opened by its address', async () => {
    const reviewer = await addOperator('reviewer');
    const page = await desktops.open();
    await firstSignIn(page, reviewer);

    const menu = page.getByTestId('side-menu');
    await expect.poll(() => menu.textContent()).toContain('审核');
    expect(await menu.textContent()).not.toContain('提现审核');
    expect(await menu.textContent()).not.toContain('操作日志');

    await page.goto(`${baseUrl()}/admin/withdrawals`);
    await expect.poll(() => page.getByText('没有权限').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByTestId('withdrawals').count()).toBe(0);
    // And the server says the same, whatever the page shows.
    expect((await pageGet(page, '/admin/reviews/withdrawals')).status).toBe(403);
    expect((await pageGet(page, '/admin/audit')).status).toBe(403);
  });
});
