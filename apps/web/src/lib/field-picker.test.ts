import { afterEach, describe, expect, it } from 'vitest';
import { closeFieldPicker, fieldPickerAsked, openFieldPicker } from './field-picker';

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => 'asked'), new Promise((r) => setTimeout(() => r('waiting'), 20))]);

describe('asking for the field picker', () => {
  afterEach(closeFieldPicker);

  it('is noticed when a screen opens the picker, not before', async () => {
    const asked = fieldPickerAsked();
    expect(await settled(asked)).toBe('waiting');
    openFieldPicker();
    expect(await settled(asked)).toBe('asked');
  });

  it('is noticed at once when the picker is already open', async () => {
    openFieldPicker();
    expect(await settled(fieldPickerAsked())).toBe('asked');
  });
});
