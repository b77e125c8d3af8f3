import { describe, expect, it } from 'vitest';
import { cleanBody } from './sanitize';

describe('the sanitised-body cache', () => {
  it('serves an edited body under the same key at once, not the cleaned copy of the old one', () => {
    expect(cleanBody('help:1', '<p>旧的说明<script>x()</script></p>')).toBe('<p>旧的说明</p>');
    expect(cleanBody('help:1', '<p>新的说明</p>')).toBe('<p>新的说明</p>');
    expect(cleanBody('help:1', '<p>新的说明</p>')).toBe('<p>新的说明</p>');
  });
});
