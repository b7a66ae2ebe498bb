import { describe, expect, it, vi } from 'vitest';
import { withRecentLogin } from './recent-login';

const recentLoginError = Object.assign(new Error('requires recent login'), { code: 'auth/requires-recent-login' });

describe('changing the password when Firebase asks for a recent sign-in', () => {
  it('re-authenticates with the old password and retries once', async () => {
    const operation = vi.fn().mockRejectedValueOnce(recentLoginError).mockResolvedValueOnce('changed');
    const reauthenticate = vi.fn().mockResolvedValue(undefined);
    await expect(withRecentLogin(operation, reauthenticate)).resolves.toBe('changed');
    expect(reauthenticate).toHaveBeenCalledOnce();
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('retries only once', async () => {
    const operation = vi.fn().mockRejectedValue(recentLoginError);
    await expect(withRecentLogin(operation, vi.fn().mockResolvedValue(undefined))).rejects.toBe(recentLoginError);
    expect(operation).toHaveBeenCalledTimes(2);
  });

  it('does not re-authenticate for any other error, nor when re-authentication fails', async () => {
    const other = Object.assign(new Error('nope'), { code: 'auth/network-request-failed' });
    const reauthenticate = vi.fn();
    await expect(withRecentLogin(vi.fn().mockRejectedValue(other), reauthenticate)).rejects.toBe(other);
    expect(reauthenticate).not.toHaveBeenCalled();

    const wrongOld = Object.assign(new Error('bad'), { code: 'auth/invalid-credential' });
    const operation = vi.fn().mockRejectedValue(recentLoginError);
    await expect(withRecentLogin(operation, vi.fn().mockRejectedValue(wrongOld))).rejects.toBe(wrongOld);
    expect(operation).toHaveBeenCalledOnce();
  });
});
