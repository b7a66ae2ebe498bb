/**
 * Demo Academy's assignments, dated from the day the seed runs so there is always something to do: Grade 7A has a
 * Mathematics worksheet due in three days (the demo student's To do), Science work already returned with marks and
 * feedback, and an English reading log that went missing; Grade 8B has a History essay handed in and waiting.
 */
import {
  type AssignmentDoc,
  type ClassWorkDoc,
  classWorkEntry,
  classWorkId,
  countAll,
  gradeTotalsId,
  type GradeTotalsDoc,
  type Mark,
  submissionId,
  type SubmissionDoc,
  workloadId,
} from '@academy/shared/assignment';
import type { SchoolCollectionName } from '@academy/shared/collections';
import { addIsoDays, schoolToday, startOfSchoolDate, zonedInstant } from '@academy/shared/school-time';
import type { DemoSchool } from './demo-data';

interface DemoWork {
  id: string;
  classId: string;
  subjectId: string;
  title: string;
  instructions: string;
  openIn: number;
  dueIn: number;
  points: number | null;
  /** Per student number in the class (1-based): what happened. */
  outcome: (n: number) => 'assigned' | 'missing' | 'handedIn' | 'late' | 'returned';
}

const WORK: DemoWork[] = [
  {
    id: 'assignment-7a-fractions',
    classId: 'class-7a',
    subjectId: 'math',
    title: 'Fractions worksheet',
    instructions:
      'Work through **all twelve** questions on the worksheet.\n\n- Show your working.\n- Simplify every answer.',
    openIn: -2,
    dueIn: 3,
    points: 20,
    outcome: (n) => (n % 3 === 0 ? 'handedIn' : 'assigned'),
  },
  {
    id: 'assignment-7a-cells',
    classId: 'class-7a',
    subjectId: 'sci',
    title: 'Plant cell diagram',
    instructions: 'Draw and label a plant cell. Name *five* parts and say what each does.',
    openIn: -12,
    dueIn: -6,
    points: 10,
    outcome: (n) => (n === 10 ? 'missing' : n % 4 === 0 ? 'late' : 'returned'),
  },
  {
    id: 'assignment-7a-reading',
    classId: 'class-7a',
    subjectId: 'eng',
    title: 'Reading log, week 10',
    instructions: 'Write three sentences about the chapter you read this week.',
    openIn: -8,
    dueIn: -2,
    points: null,
    outcome: (n) => (n <= 5 ? 'handedIn' : 'missing'),
  },
  {
    id: 'assignment-8b-essay',
    classId: 'class-8b',
    subjectId: 'hist',
    title: 'The Norman Conquest: causes',
    instructions: 'An essay of about 500 words: why did William invade in 1066?',
    openIn: -5,
    dueIn: 4,
    points: 30,
    outcome: (n) => (n % 2 ? 'handedIn' : 'assigned'),
  },
];

const FEEDBACK = ['Clear labels and good explanations.', 'Well drawn; name the vacuole next time.', 'Good work.'];

export interface DemoRecord {
  collection: SchoolCollectionName;
  id: string;
  data: Record<string, unknown>;
}

/** The records of Demo Academy's assignments, as the API would have written them by `now`. */
export function demoAssignmentRecords(school: DemoSchool, now: number): DemoRecord[] {
  const tz = school.school.timezone;
  const today = schoolToday(tz, now);
  const { classes, students, subjects } = school.collections;
  const records: DemoRecord[] = [];
  const workload = new Map<string, { classId: string; dueDate: string; pieces: Record<string, number> }>();
  const totals = new Map<string, GradeTotalsDoc>();
  const classWork = new Map<string, ClassWorkDoc>();
  for (const w of WORK) {
    const klass = classes[w.classId]!;
    const roster = Object.entries(students)
      .filter(([, s]) => s.classId === w.classId)
      .sort(([a], [b]) => a.localeCompare(b));
    const openDate = addIsoDays(today, w.openIn);
    const dueDate = addIsoDays(today, w.dueIn);
    const dueAt = zonedInstant(dueDate, '15:30', tz);
    const subjectName = subjects[w.subjectId]!.name;
    const work = {
      title: w.title,
      instructions: w.instructions,
      links: [],
      subjectId: w.subjectId,
      subjectName,
      openDate,
      dueDate,
      dueTime: '15:30',
      dueAt,
      points: w.points,
      lateAccepted: true,
    };
    const subs: SubmissionDoc[] = roster.map(([studentId, s], i) => {
      const outcome = w.outcome(i + 1);
      const handed = outcome === 'handedIn' || outcome === 'late' || outcome === 'returned';
      const points = w.points === null ? null : Math.max(1, w.points - ((i * 3) % 5));
      return {
        ...work,
        assignmentId: w.id,
        studentId,
        studentName: `${s.firstName} ${s.lastName}`,
        classId: w.classId,
        className: klass.name,
        studentUid: s.accountUid,
        guardianUids: s.guardianUids,
        open: true,
        openAt: startOfSchoolDate(openDate, tz),
        status: outcome === 'late' ? 'returned' : outcome,
        late: outcome === 'late',
        extensionDueAt: null,
        effectiveDueAt: dueAt,
        answer: handed ? 'Here is my work: see the link.' : '',
        answerLinks: handed ? [{ title: 'My work', url: 'https://docs.example.org/my-work' }] : [],
        attachments: [],
        submittedAt: handed ? dueAt + (outcome === 'late' ? 3_600_000 : -86_400_000) : null,
        grade:
          outcome === 'returned' || outcome === 'late'
            ? { points, feedback: FEEDBACK[i % FEEDBACK.length]!, returnedAt: dueAt + 2 * 86_400_000 }
            : null,
        updatedAt: now,
      };
    });
    const assignment: AssignmentDoc = {
      ...work,
      classIds: [w.classId],
      classNames: [klass.name],
      termId: klass.termId,
      teacherUids: klass.teacherUids,
      setByUid: 'demo-teacher',
      setByName: 'Amara Okafor',
      archived: false,
      counts: countAll(subs),
      createdAt: startOfSchoolDate(openDate, tz),
      updatedAt: now,
    };
    records.push({ collection: 'assignments', id: w.id, data: assignment });
    const list = classWork.get(classWorkId(w.classId, klass.termId)) ?? {
      classId: w.classId,
      termId: klass.termId,
      work: {},
    };
    list.work[w.id] = classWorkEntry(assignment);
    classWork.set(classWorkId(w.classId, klass.termId), list);
    for (const sub of subs) {
      records.push({ collection: 'submissions', id: submissionId(w.id, sub.studentId), data: sub });
      const wl = workload.get(workloadId(w.classId, dueDate)) ?? { classId: w.classId, dueDate, pieces: {} };
      wl.pieces[sub.studentId] = (wl.pieces[sub.studentId] ?? 0) + 1;
      workload.set(workloadId(w.classId, dueDate), wl);
      if (sub.status !== 'returned' && sub.status !== 'missing') continue;
      const id = gradeTotalsId(klass.termId, sub.studentId);
      const t = totals.get(id) ?? {
        studentId: sub.studentId,
        studentName: sub.studentName,
        classId: sub.classId,
        termId: klass.termId,
        studentUid: sub.studentUid,
        guardianUids: sub.guardianUids,
        marks: {},
      };
      const mark: Mark = {
        subjectId: w.subjectId,
        subjectName,
        points: sub.grade?.points ?? null,
        outOf: w.points,
        missing: sub.status === 'missing',
        returned: sub.status === 'returned',
      };
      t.marks[w.id] = mark;
      totals.set(id, t);
    }
  }
  for (const [id, data] of workload) records.push({ collection: 'workload', id, data });
  for (const [id, data] of totals) records.push({ collection: 'gradeTotals', id, data });
  for (const [id, data] of classWork) records.push({ collection: 'classWork', id, data });
  return records;
}
