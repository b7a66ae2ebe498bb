import { describe, expect, it } from 'vitest';
import { clearSent, holdPending, queuePending, readPending, setPendingMark } from './pending-marks';

const where = { classId: 'c7a', date: '2026-11-23', session: 'day' };

describe('marks kept on the device', () => {
  it('wait as a draft until the teacher saves, and marks made while a save was on its way wait for the next', () => {
    const uid = 'teacher-draft';
    setPendingMark(uid, 'r1', where, 's1', { code: 'A', at: 1 });
    expect(readPending(uid).r1?.queued).toBeUndefined();

    const queued = queuePending(uid, 'r1');
    expect(queued?.queued).toBe(true);
    setPendingMark(uid, 'r1', where, 's2', { code: 'P', at: 2 });
    expect(readPending(uid).r1).toMatchObject({ queued: true, marks: { s1: { code: 'A' }, s2: { code: 'P' } } });

    clearSent(uid, 'r1', queued!.marks);
    expect(readPending(uid).r1).toEqual({ ...where, queued: false, marks: { s2: { code: 'P', at: 2 } } });
    clearSent(uid, 'r1', { s2: { code: 'P', at: 2 } });
    expect(readPending(uid).r1).toBeUndefined();
  });

  it('stay on the device but are not sent again by themselves once the server refused them', () => {
    const uid = 'teacher-refused';
    setPendingMark(uid, 'r1', where, 's1', { code: 'A', at: 1 });
    queuePending(uid, 'r1');
    holdPending(uid, 'r1');
    expect(readPending(uid).r1).toEqual({ ...where, queued: false, marks: { s1: { code: 'A', at: 1 } } });
  });

  it('has nothing to queue for a register without marks', () => {
    expect(queuePending('teacher-none', 'r9')).toBeUndefined();
  });
});
