/**
 * School reports in Demo Academy, so the screens have content: two scales (GCSE 9–1 and effort 1–4), the school's
 * comment bank and the demo teacher's own, and one open round, "Autumn report 2026", for Grades 7A and 8B in maths,
 * science and English with the tutor's and head's comments. Some entries are written, a few submitted, one sent back
 * with a note, and one student's report approved; the round's progress is counted from them as the API keeps it.
 * Each entry's teacher is the timetable's (the demo teacher teaches 7A and 8B maths and science and is 7A's tutor).
 */
import type { LessonDoc } from '@academy/shared/lesson';
import {
  type CommentBankDoc,
  fillPlaceholders,
  type GradeScaleDoc,
  HEAD_SUBJECT,
  isEntryWritten,
  progressKey,
  pronounsOf,
  type Progress,
  type ReportEntryDoc,
  reportEntryId,
  type ReportRoundDoc,
  roundSubjects,
  SCHOOL_BANK,
  TUTOR_SUBJECT,
} from '@academy/shared/reports';
import type { DemoRecord } from './demo-assignments';
import type { DemoSchool } from './demo-data';

export const DEMO_ROUND = 'round-autumn-2026';
const CLASSES = ['class-7a', 'class-8b'];
const SUBJECTS = ['math', 'sci', 'eng'];
const OFFICE = 'demo-admin';

const GCSE: GradeScaleDoc = {
  name: 'GCSE 9–1',
  kind: 'attainment',
  grades: [
    { code: '9', label: 'Exceptional' },
    { code: '8', label: 'Excellent' },
    { code: '7', label: 'Strong' },
    { code: '6', label: 'Good' },
    { code: '5', label: 'Strong pass' },
    { code: '4', label: 'Standard pass' },
    { code: '3', label: 'Working towards' },
    { code: '2', label: 'Well below' },
    { code: '1', label: 'Far below' },
  ],
  updatedAt: 0,
};
const EFFORT: GradeScaleDoc = {
  name: 'Effort 1–4',
  kind: 'effort',
  grades: [
    { code: '1', label: 'Excellent' },
    { code: '2', label: 'Good' },
    { code: '3', label: 'Needs to improve' },
    { code: '4', label: 'A concern' },
  ],
  updatedAt: 0,
};

const SCHOOL_SENTENCES = [
  '{name} has worked hard this term and should be proud of {his} progress.',
  '{name} contributes thoughtfully in class; {he} asks good questions.',
  '{He} should now practise regularly at home to secure {his} understanding.',
  'It has been a pleasure to teach {name} this term.',
];
const TEACHER_SENTENCES = [
  '{name} is confident with fractions and is now ready for algebra.',
  '{name} plans experiments carefully and records {his} results neatly.',
];

/** Who writes how much of each subject in each class: the first `written` students by register order. */
const WRITTEN: Record<string, number> = { math: 8, sci: 5, eng: 3, [TUTOR_SUBJECT]: 3, [HEAD_SUBJECT]: 2 };

export function demoReports(school: DemoSchool, now: number): DemoRecord[] {
  const { students, classes, lessons, teachers } = school.collections;
  const at = now - 2 * 24 * 60 * 60 * 1000;
  const accountOf = (teacherId: string | null | undefined) =>
    teacherId ? (teachers[teacherId]?.accountUid ?? null) : null;
  const teacherOf = (classId: string, subjectId: string) => {
    if (subjectId === HEAD_SUBJECT) return null;
    if (subjectId === TUTOR_SUBJECT) return accountOf(classes[classId]?.homeroomTeacherId);
    const lesson = Object.values(lessons)
      .filter((l: LessonDoc) => l.classId === classId && l.subjectId === subjectId)
      .sort((a, b) => a.slot.localeCompare(b.slot))[0];
    return accountOf(lesson?.teacherId);
  };
  const round: ReportRoundDoc = {
    name: 'Autumn report 2026',
    termId: 'term-2026-autumn',
    classIds: CLASSES,
    subjectIds: SUBJECTS,
    attainmentScaleId: 'scale-gcse',
    effortScaleId: 'scale-effort',
    grades: { attainment: GCSE.grades, effort: EFFORT.grades },
    subjectNames: Object.fromEntries(SUBJECTS.map((id) => [id, school.collections.subjects[id]?.name ?? id])),
    classNames: Object.fromEntries(CLASSES.map((id) => [id, classes[id]?.name ?? id])),
    commentMaxChars: 400,
    showGradebookAverage: true,
    showAttendance: true,
    tutorComment: true,
    headComment: true,
    teachersDueDate: '2026-12-11',
    publishOn: '2026-12-18',
    sendToStudent: true,
    status: 'open',
    progress: {},
    approved: 0,
    students: 0,
    published: 0,
    createdAt: at,
    updatedAt: at,
    updatedBy: 'demo-admin',
    publishedAt: null,
  };
  const records: DemoRecord[] = [];
  const progress: Record<string, Progress> = {};
  const subjects = roundSubjects(round);
  for (const classId of CLASSES) {
    const inClass = Object.entries(students)
      .filter(([, s]) => s.classId === classId && !s.archived)
      .sort(([, a], [, b]) => `${a.firstName} ${a.lastName}`.localeCompare(`${b.firstName} ${b.lastName}`));
    inClass.forEach(([studentId, s], n) => {
      const child = { firstName: s.firstName, pronouns: pronounsOf(s) };
      // The second student of each class is finished and approved; the third's maths was sent back.
      const approved = n === 1;
      round.students++;
      if (approved) round.approved++;
      for (const subjectId of subjects) {
        const written = approved || n < (WRITTEN[subjectId] ?? 0);
        const comment = !written
          ? ''
          : fillPlaceholders(
              subjectId === HEAD_SUBJECT
                ? 'A fine start to the year, {name}: keep it up.'
                : (SCHOOL_SENTENCES[(n + subjects.indexOf(subjectId)) % SCHOOL_SENTENCES.length] ?? ''),
              child,
            );
        const graded = written && SUBJECTS.includes(subjectId);
        const returned = !approved && n === 2 && subjectId === 'math';
        const entry: ReportEntryDoc = {
          roundId: DEMO_ROUND,
          studentId,
          studentName: `${s.firstName} ${s.lastName}`,
          ...child,
          classId,
          subjectId,
          teacherUid: teacherOf(classId, subjectId),
          grade: graded ? String(9 - ((n + subjectId.length) % 5)) : null,
          effort: graded ? String(1 + ((n + subjectId.length) % 3)) : null,
          comment,
          state: approved ? 'approved' : returned ? 'returned' : written && n < 4 ? 'submitted' : 'draft',
          returnNote: returned ? 'Please say what to practise over the holiday, not only what went well.' : null,
          updatedAt: at,
          updatedBy: written ? (teacherOf(classId, subjectId) ?? OFFICE) : null,
        };
        records.push({ collection: 'reportEntries', id: reportEntryId(DEMO_ROUND, studentId, subjectId), data: entry });
        const p = (progress[progressKey(classId, subjectId)] ??= {
          written: 0,
          total: 0,
          teacherUid: entry.teacherUid,
        });
        p.total++;
        if (isEntryWritten(round, entry)) p.written++;
      }
    });
  }
  round.progress = progress;
  const bank = (sentences: string[]): CommentBankDoc => ({ sentences, updatedAt: at });
  return [
    { collection: 'gradeScales', id: 'scale-gcse', data: { ...GCSE, updatedAt: at } },
    { collection: 'gradeScales', id: 'scale-effort', data: { ...EFFORT, updatedAt: at } },
    { collection: 'reportRounds', id: DEMO_ROUND, data: round },
    { collection: 'commentBanks', id: SCHOOL_BANK, data: bank(SCHOOL_SENTENCES) },
    { collection: 'commentBanks', id: 'demo-teacher', data: bank(TEACHER_SENTENCES) },
    ...records,
  ];
}
