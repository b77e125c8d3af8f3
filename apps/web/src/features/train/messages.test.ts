import { afterEach, describe, expect, it } from 'vitest';
import { setLang } from '../../lib/i18n';
import { t } from './messages';
import en from './messages.en';
import { zh as restZh } from './messages.zh';
import { zh as startZh } from './start-messages.zh';

// The area's sentences are split in two so the start page's chunk carries only its own; every other screen
// still reads them all through one `t`.
describe("coach for hire's sentences", () => {
  afterEach(() => setLang('zh'));

  it('define each key once, in one of the two halves, with English for every one', () => {
    const start = Object.keys(startZh);
    const rest = Object.keys(restZh);
    expect(start.filter((key) => rest.includes(key))).toEqual([]);
    expect(Object.keys(en).sort()).toEqual([...start, ...rest].sort());
  });

  it("read the start page's keys, the other screens' and the shared ones through one t, in both languages", async () => {
    expect(t('home.title')).toBe(startZh['home.title']);
    expect(t('tab.unread', { n: 3 })).toBe('3 条未读');
    expect(t('status.paid')).toBe('已确认');
    expect(t('common.retry')).toBe('重试');
    await setLang('en');
    expect(t('home.title')).toBe(en['home.title']);
    expect(t('tab.unread', { n: 3 })).toBe('3 unread');
    expect(t('status.paid')).toBe(en['status.paid']);
    expect(t('common.retry')).toBe('Retry');
  });
});
