import { afterEach, describe, expect, it } from 'vitest';
import en from './core.en';
import { zh } from './core.zh';
import { currentLang, defineMessages, setLang, t } from './index';

describe('i18n', () => {
  afterEach(() => setLang('zh'));

  it('speaks Chinese by default', () => {
    expect(currentLang()).toBe('zh');
    expect(t('tab.home')).toBe('首页');
  });

  it('has the shared error messages in both languages, the English exactly as written', () => {
    expect(zh['error.server']).toBe('服务器内部错误，请联系客服！');
    expect(en['error.server']).toBe('Internal server error, please contact customer service!');
    expect(en['error.userInfo']).toBe('Failed to get user info!');
  });

  it('switches to English, loading every area, and fills parameters', async () => {
    const area = defineMessages(
      { 'x.hello': '你好，{name}' },
      async () => ({ default: { 'x.hello': 'Hello, {name}' } }),
      {
        t,
        useT: () => t,
      },
    );
    expect(area.t('x.hello', { name: '小明' })).toBe('你好，小明');
    await setLang('en');
    expect(t('tab.home')).toBe('Home');
    expect(area.t('x.hello', { name: 'Ming' })).toBe('Hello, Ming');
    // an area falls back to the shared core for keys it does not define
    expect(area.t('common.retry')).toBe('Retry');
    expect(document.documentElement.lang).toBe('en');
    expect(localStorage.getItem('Lang')).toContain('en');
  });
});
