import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { setLang } from '../../lib/i18n';
import { t } from './messages';
import en from './messages.en';
import { zh } from './messages.zh';
import { fieldSwitchFailure } from './switch-field';

describe('exam-field messages', () => {
  afterEach(() => setLang('zh'));

  it('has the swap failure in both languages, followed by the status', async () => {
    expect(zh['error.fieldSwitch']).toBe('切换考场失败，请重试。');
    expect(en['error.fieldSwitch']).toBe('Failed to switch exam field, please retry.');
    expect(fieldSwitchFailure(new ApiError(404, 'x'))).toBe('切换考场失败，请重试。 (404)');
    await setLang('en');
    expect(fieldSwitchFailure(new ApiError(404, 'x'))).toBe('Failed to switch exam field, please retry. (404)');
    expect(t('field.switched', { name: 'A' })).toBe('Switched to A');
  });
});
