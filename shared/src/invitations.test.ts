import { describe, expect, it } from 'vitest';
import {
  accountStanding,
  CODE_ALPHABET,
  codeFromBytes,
  formatCode,
  invitationDaysOf,
  normaliseCode,
} from './invitations';

describe('invitation codes', () => {
  it('has no character a person confuses when copying from paper', () => {
    for (const c of '01OIL') expect(CODE_ALPHABET).not.toContain(c);
    expect(new Set(CODE_ALPHABET).size).toBe(31);
  });
  it('reads a typed code whatever its case, spaces and dashes', () => {
    expect(normaliseCode('7kq-m4x-2pd')).toBe('7KQM4X2PD');
    expect(normaliseCode(' 7KQ M4X 2PD ')).toBe('7KQM4X2PD');
    expect(normaliseCode('7KQ-M4X-2P')).toBeUndefined();
    expect(normaliseCode('7KQ-M4X-2P0')).toBeUndefined();
  });
  it('prints a code in three groups', () => expect(formatCode('7KQM4X2PD')).toBe('7KQ-M4X-2PD'));
  it('makes a code from random bytes without favouring any character', () => {
    expect(codeFromBytes(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7, 30]))).toBe('23456789Z');
    // 248 and above are skipped: 256 is not a multiple of 31.
    expect(codeFromBytes(new Uint8Array([255, 248, 0, 31, 62, 1, 2, 3, 4, 5, 6]))).toBe('222345678');
    expect(codeFromBytes(new Uint8Array([255, 0]))).toBeUndefined();
  });
});

describe('account standing', () => {
  const now = 1_000_000;
  it('tells no account, invited, expired, active and switched off apart', () => {
    expect(accountStanding({ accountUid: null }, undefined, now)).toBe('none');
    expect(
      accountStanding({ accountUid: null, account: { state: 'invited', expiresAt: now + 1 } }, undefined, now),
    ).toBe('invited');
    expect(
      accountStanding({ accountUid: null, account: { state: 'invited', expiresAt: now - 1 } }, undefined, now),
    ).toBe('expired');
    expect(accountStanding({ accountUid: 'u' }, { disabled: false }, now)).toBe('active');
    expect(accountStanding({ accountUid: 'u' }, { disabled: true }, now)).toBe('off');
  });
  it('lasts 14 days unless the school chose 1 to 90', () => {
    expect(invitationDaysOf(undefined)).toBe(14);
    expect(invitationDaysOf({ invitationDays: 30 })).toBe(30);
    expect(invitationDaysOf({ invitationDays: 0 })).toBe(14);
  });
});
