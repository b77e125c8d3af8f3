import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { antdTokens } from './index';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const tokenValue = (name: string) => css.match(new RegExp(`--${name}:\\s*([^;]+);`))?.[1];

describe('design tokens', () => {
  it("gives the console's antd theme the same colours as the CSS tokens", () => {
    expect(antdTokens).toEqual({
      colorPrimary: tokenValue('brand'),
      colorSuccess: tokenValue('success'),
      colorWarning: tokenValue('warning'),
      colorError: tokenValue('danger'),
      colorTextBase: tokenValue('text'),
      colorBgLayout: tokenValue('page'),
    });
  });
});
