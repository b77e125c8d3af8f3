import { beforeEach, describe, expect, it, vi } from 'vitest';
import { countLoginAttempt, handleUnauthorized, loginCount, useLoginFailure } from './login-failure';
import { loadSession, useSession } from './session';
import { write, writeLoginStatus } from './storage';

describe('401 handling', () => {
  beforeEach(() => {
    localStorage.clear();
    useLoginFailure.setState({ message: undefined });
    writeLoginStatus(2);
    write('accessToken', 'tok');
    loadSession();
  });

  it('logs out and reloads while Login-Count is below 5', () => {
    for (let i = 0; i < 4; i++) countLoginAttempt();
    const reload = vi.fn();
    handleUnauthorized('expired', reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(useSession.getState().status).toBe(0);
    expect(useLoginFailure.getState().message).toBeUndefined();
  });

  it('shows the error page instead from the fifth attempt on', () => {
    for (let i = 0; i < 5; i++) countLoginAttempt();
    expect(loginCount()).toBe(5);
    const reload = vi.fn();
    handleUnauthorized('expired', reload);
    expect(reload).not.toHaveBeenCalled();
    expect(useLoginFailure.getState().message).toBe('expired');
  });
});
