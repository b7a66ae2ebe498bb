/**
 * Work due in a range of dates, for the calendar: what the viewer has to hand in or to mark, one bounded, live query.
 * - a Student: their own open submissions due in the range (`studentUid`, `open`, `effectiveDueAt`, so an extension
 *   moves the date), linking to the work in My work;
 * - a Parent: their children's open submissions due in the range (`guardianUids`), one per child, labelled with the
 *   child, linking to the child's page;
 * - a Teacher (with Assignments on): the work set for their classes due in the range (`teacherUids`, `dueAt`),
 *   linking to its marking page.
 * An Admin sees no due work on the calendar: the whole school's would drown the events.
 * Students and parents never read assignments, only their submissions (the rules' own reading of who may see what).
 */
import type { UserRecord } from '@academy/shared/api';
import { assignmentSchema, submissionSchema } from '@academy/shared/assignment';
import { addIsoDays, type IsoDate, zonedInstant } from '@academy/shared/school-time';
import { collection, limit, onSnapshot, orderBy, query, type Query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

/** At most this many pieces of due work in one view of the calendar. */
export const DUE_WORK_LIMIT = 200;

export interface DueWork {
  /** Unique on the calendar. */
  key: string;
  title: string;
  /** The due instant, milliseconds (the student's own when they have an extension). */
  dueAt: number;
  /** Whose or which: the child's name for a parent, the classes for a teacher, the subject for a student. */
  who: string;
  /** Where following it leads. */
  href: string;
}

type Firestore = ReturnType<typeof useFirestore>;
type Viewer = Pick<UserRecord, 'uid' | 'role' | 'school_id'> & { marks: boolean };

function dueWorkQuery(firestore: Firestore, user: Viewer, fromAt: number, toAt: number, max: number): Query | null {
  const school = (name: string) => collection(firestore, 'schools', user.school_id, name);
  if (max <= 0) return null;
  if (user.role === 'Student' || user.role === 'Parent')
    return query(
      school('submissions'),
      user.role === 'Student' ? where('studentUid', '==', user.uid) : where('guardianUids', 'array-contains', user.uid),
      where('open', '==', true),
      where('effectiveDueAt', '>=', fromAt),
      where('effectiveDueAt', '<', toAt),
      orderBy('effectiveDueAt'),
      limit(max),
    );
  if (user.role === 'Teacher' && user.marks)
    return query(
      school('assignments'),
      where('teacherUids', 'array-contains', user.uid),
      where('dueAt', '>=', fromAt),
      where('dueAt', '<', toAt),
      orderBy('dueAt'),
      limit(max),
    );
  return null;
}

function dueWorkOf(user: Viewer, docs: { id: string; data: () => unknown }[]): DueWork[] {
  return docs.flatMap((d): DueWork[] => {
    if (user.role === 'Teacher') {
      const a = assignmentSchema.safeParse(d.data());
      if (!a.success || a.data.archived) return [];
      return [
        {
          key: `due-${d.id}`,
          title: a.data.title,
          dueAt: a.data.dueAt,
          who: a.data.classNames.join(', '),
          href: `/app/teacher/assignments/${d.id}`,
        },
      ];
    }
    const s = submissionSchema.safeParse(d.data());
    if (!s.success || s.data.status === 'excused') return [];
    return [
      {
        key: `due-${d.id}`,
        title: s.data.title,
        dueAt: s.data.effectiveDueAt,
        who: user.role === 'Parent' ? s.data.studentName : s.data.subjectName,
        href:
          user.role === 'Parent'
            ? `/app/parent/students/${s.data.studentId}`
            : `/app/student/work/${s.data.assignmentId}`,
      },
    ];
  });
}

/** The viewer's work due from the start of `from` to the end of `to` (the school's dates), the first `max`, live. */
export function useDueWork(
  user: UserRecord,
  from: IsoDate,
  to: IsoDate,
  timeZone: string,
  max = DUE_WORK_LIMIT,
): DueWork[] {
  const firestore = useFirestore();
  const fromAt = zonedInstant(from, '00:00', timeZone);
  const toAt = zonedInstant(addIsoDays(to, 1), '00:00', timeZone);
  const { uid, role, school_id } = user;
  const marks = user.modules.Assignments === true;
  const asked = `${uid} ${fromAt} ${toAt}`;
  const [answer, setAnswer] = useState<{ asked: string; work: DueWork[] }>({ asked: '', work: [] });
  useEffect(() => {
    const viewer: Viewer = { uid, role, school_id, marks };
    const q = dueWorkQuery(firestore, viewer, fromAt, toAt, max);
    if (!q) return undefined;
    return onSnapshot(
      q,
      (snap) => setAnswer({ asked, work: dueWorkOf(viewer, snap.docs) }),
      // Refused or failed: the calendar shows its events without due work rather than failing.
      () => setAnswer({ asked, work: [] }),
    );
  }, [firestore, uid, role, school_id, marks, fromAt, toAt, max, asked]);
  return answer.asked === asked ? answer.work : [];
}
