import { describe, expect, it } from 'vitest';
import { readersOf } from './seen-by';

const participants = [
  { kind: 'parents' as const, id: 'parent-01', uid: 'mum', name: 'Ngozi Adeyemi' },
  { kind: 'parents' as const, id: 'parent-02', uid: 'dad', name: 'Sam Adeyemi' },
  { kind: 'teachers' as const, id: 'teacher-01', uid: 'teacher', name: 'Amara Okafor' },
];

describe('readersOf', () => {
  it('names whoever has read the conversation up to the message, never the sender', () => {
    const readers = readersOf(
      { senderUid: 'mum', readBy: { mum: 100 }, at: 100 },
      { participants, readUpTo: { mum: 100, teacher: 150, dad: 90 } },
    );
    expect(readers.map((p) => p.name)).toEqual(['Amara Okafor']);
  });

  it('counts a read the message itself records', () => {
    const readers = readersOf(
      { senderUid: 'teacher', readBy: { teacher: 100, dad: 120 }, at: 100 },
      { participants, readUpTo: {} },
    );
    expect(readers.map((p) => p.uid)).toEqual(['dad']);
  });

  it('is nobody before anyone has opened it', () => {
    expect(readersOf({ senderUid: 'teacher', readBy: { teacher: 5 }, at: 5 }, { participants, readUpTo: {} })).toEqual(
      [],
    );
  });
});
