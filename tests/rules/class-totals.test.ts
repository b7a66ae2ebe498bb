import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { OTHER_CLASS, OWN_CLASS, relatedRecordRules, where } from '../support/assignment-rules';
import { EVERYONE, firestoreAs, rulesEnvironment, SCHOOL_A } from '../support/rules';

const figures = (classId: string) => ({
  classId,
  termId: 't-1',
  attendance: { s1: { sessions: 10, present: 9 } },
  marks: { math: { s1: { points: 14, outOf: 20, count: 2 } } },
});

// The report grid's guide: staff of the class only; families read their own child's totals instead.
relatedRecordRules(
  'classTotals',
  {
    own: { data: figures(OWN_CLASS), readers: ['adminA', 'teacherA'] },
    other: { data: figures(OTHER_CLASS), readers: ['adminA'] },
  },
  [
    {
      label: 'a teacher lists their class’s figures of the term',
      who: 'teacherA',
      where: () => [where('classId', '==', OWN_CLASS), where('termId', '==', 't-1')],
      finds: ['own'],
    },
    {
      label: 'a teacher cannot list another class’s figures',
      who: 'teacherA',
      where: () => [where('classId', '==', OTHER_CLASS), where('termId', '==', 't-1')],
      finds: 'refused',
    },
    {
      label: 'an Admin lists any class’s figures',
      who: 'adminA',
      where: () => [where('classId', '==', OTHER_CLASS), where('termId', '==', 't-1')],
      finds: ['other'],
    },
    {
      label: 'a student cannot list their class’s figures',
      who: 'studentA',
      where: () => [where('classId', '==', OWN_CLASS), where('termId', '==', 't-1')],
      finds: 'refused',
    },
    {
      label: 'a parent cannot list their child’s class’s figures',
      who: 'parentA',
      where: () => [where('classId', '==', OWN_CLASS), where('termId', '==', 't-1')],
      finds: 'refused',
    },
  ],
);

// A class with no figures yet this term (a new class, or a round with no term read before its class): reading its
// missing document tells nothing, and a teacher's grid must show without a guide rather than be refused.
describe('a class’s figures not kept yet', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnvironment();
  });
  afterAll(() => env.cleanup());

  for (const who of EVERYONE) {
    const reads = who === 'adminA' || who === 'teacherA';
    it(`${who} ${reads ? 'reads' : 'cannot read'} that there are none`, async () => {
      const read = getDoc(doc(firestoreAs(env, who), `schools/${SCHOOL_A}/classTotals/${OTHER_CLASS}_no-term`));
      await (reads ? assertSucceeds(read) : assertFails(read));
    });
  }
});
