import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { coachRefFrom } from './coach-ref';
import { CodeField } from './code-field';

type Send = (phone: string) => Promise<{ phone: string; resend_in: number }>;

function Harness({ send }: { send: Send }) {
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  return <CodeField phone={phone} onPhoneChange={setPhone} code={code} onCodeChange={setCode} send={send} />;
}

const button = () => screen.getByTestId('send-code') as HTMLButtonElement;
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

async function typeAndSend(phone: string) {
  fireEvent.change(screen.getByTestId('phone-input'), { target: { value: phone } });
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('the code field', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('sends the code and counts down 60 seconds before the next', async () => {
    const send = vi.fn<Send>(async () => ({ phone: '138****8000', resend_in: 60 }));
    render(<Harness send={send} />);
    expect(button().textContent).toBe('获取验证码');
    await typeAndSend('138 0013-8000');
    expect(send).toHaveBeenCalledWith('13800138000');
    expect((screen.getByTestId('phone-input') as HTMLInputElement).value).toBe('138 0013 8000');
    expect(screen.getByRole('status').textContent).toBe('验证码已发送至 138****8000，5 分钟内有效');
    expect(button().textContent).toBe('60 秒后重新获取');
    expect(button().disabled).toBe(true);

    await tick(1000);
    expect(button().textContent).toBe('59 秒后重新获取');
    await tick(58_000);
    expect(button().textContent).toBe('1 秒后重新获取');
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);
    await tick(1000);
    expect(button().textContent).toBe('获取验证码');
    expect(button().disabled).toBe(false);

    fireEvent.change(screen.getByTestId('code-input'), { target: { value: '12a34567' } });
    expect((screen.getByTestId('code-input') as HTMLInputElement).value).toBe('123456');
  });

  it("shows the server's sentence on 429 and waits as long as it says", async () => {
    const send = vi.fn<Send>(async () => {
      throw new ApiError(429, '这个手机号 1 小时内最多获取 5 次验证码，请 2 分钟后再试', {}, { retry_after: 90 });
    });
    render(<Harness send={send} />);
    await typeAndSend('13800138000');
    expect(screen.getByTestId('send-error').textContent).toBe(
      '这个手机号 1 小时内最多获取 5 次验证码，请 2 分钟后再试',
    );
    expect(screen.queryByRole('status')).toBeNull();
    expect(button().textContent).toBe('90 秒后重新获取');
    expect(button().disabled).toBe(true);
    await tick(90_000);
    expect(button().disabled).toBe(false);
  });

  it('asks for a valid number before sending, and lets a failure be retried after the 2-second pause', async () => {
    const send = vi.fn<Send>(async () => {
      throw new ApiError(502, '短信服务暂时不可用，请稍后再试');
    });
    render(<Harness send={send} />);
    await typeAndSend('1380013');
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('send-error').textContent).toBe('请输入正确的 11 位手机号');
    tick(2000);
    await typeAndSend('13800138000');
    expect(send).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('send-error').textContent).toBe('短信服务暂时不可用，请稍后再试');
    expect(button().textContent).toBe('获取验证码');
    // docs/product.md#input-and-display-rules: a button that sends is disabled for 2000 ms after a click, even when the
    // send failed.
    expect(button().disabled).toBe(true);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(send).toHaveBeenCalledTimes(1);
    tick(2000);
    expect(button().disabled).toBe(false);
  });
});

describe('a coach named by code or link', () => {
  it('reads codes, share links (also inside a message) and bare dids', () => {
    expect(coachRefFrom(' 12345678 ')).toEqual({ code: '12345678' });
    expect(coachRefFrom('https://xueche.example/poster/coach-zs?did=abcD1234&type=3')).toEqual({ did: 'abcD1234' });
    expect(coachRefFrom('快来跟我学车 https://xueche.example/?did=x1,abcD1234 点开')).toEqual({ did: 'abcD1234' });
    expect(coachRefFrom('/share?did=abcD1234', 'https://xueche.example')).toEqual({ did: 'abcD1234' });
    expect(coachRefFrom('abcD1234')).toEqual({ did: 'abcD1234' });
    expect(coachRefFrom('https://xueche.example/share')).toBeNull();
    expect(coachRefFrom('1234')).toBeNull();
    expect(coachRefFrom('')).toBeNull();
  });
});
