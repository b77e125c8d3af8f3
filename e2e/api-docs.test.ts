import { describe, expect, it } from 'vitest';
import { usePhones } from './browser';
import { baseUrl } from './helpers';

const phones = usePhones();

describe('the API document viewer', () => {
  it('renders every area of the contract from /api/docs/json under its own policy, with nothing refused', async () => {
    const page = await phones.open();
    const res = await page.goto(`${baseUrl()}/api/docs`);
    expect(res?.headers()['content-security-policy']).toMatch(/^default-src 'none'; script-src 'self';/);
    await expect
      .poll(() => page.locator('.info .title').first().innerText(), { timeout: 20_000 })
      .toMatch(/Xueche API/);

    await page.locator('#operations-tag-user').click();
    const userBase = page.locator('#operations-user-userBase');
    await expect.poll(() => userBase.innerText(), { timeout: 10_000 }).toContain('/v1/user/base');
    await userBase.locator('.opblock-summary').first().click();
    // The reply in the envelope, with the contract's fields.
    await expect.poll(() => userBase.innerText(), { timeout: 10_000 }).toMatch(/"status"[\s\S]*"nickname"/);
  });
});
