import { type Recipient, type RecipientGroup, withinHours } from '@academy/shared/messages';
import type { DocumentData, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import type { Caller } from '../../lib/caller';
import { notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { hoursOf, refuseStudentsOff, schoolForMessages } from '../../lib/messaging';
import { readersOf, readOutside, type Reader, schoolReading } from '../../lib/readers';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  answer: /*i18n*/ { id: 'api.messages.recipients', message: 'Whom you can write to.' },
  office: /*i18n*/ { id: 'messages.group.office', message: 'Office' },
  childTeachers: /*i18n*/ { id: 'messages.group.child-teachers', message: '{child}’s teachers' },
  classFamilies: /*i18n*/ { id: 'messages.group.class-families', message: '{className} families' },
  classStudents: /*i18n*/ { id: 'messages.group.class-students', message: '{className} students' },
  teachers: /*i18n*/ { id: 'messages.group.teachers', message: 'Teachers' },
  family: /*i18n*/ { id: 'messages.group.family', message: '{child}’s family' },
  guardianOf: /*i18n*/ { id: 'messages.detail.guardian-of', message: 'Guardian of {child}' },
  formTutor: /*i18n*/ { id: 'messages.detail.form-tutor', message: 'Form tutor' },
  student: /*i18n*/ { id: 'messages.detail.student', message: 'Student' },
};

const nameOf = (d: DocumentData | undefined) => `${String(d?.firstName ?? '')} ${String(d?.lastName ?? '')}`.trim();

interface Draft extends Omit<Recipient, 'awayNotice' | 'outsideHours' | 'alwaysIncluded'> {
  uid: string;
  /** A guardian the student's record lets staff leave out of a conversation about the child. */
  mayLeaveOut?: boolean;
}

/** The teachers of one class with accounts among its teacherUids: "Maths, 7A" (their lessons' titles) or form tutor. */
async function classTeachers(caller: Caller, classId: string, reader: Reader, child: QueryDocumentSnapshot | null) {
  const klass = (await schoolCollection(caller, 'classes').doc(classId).get()).data();
  if (!klass) return [];
  const lessons = await schoolCollection(caller, 'lessons').where('classId', '==', classId).get();
  const titles = new Map<string, Set<string>>();
  for (const l of lessons.docs) {
    const set = titles.get(l.get('teacherId') as string) ?? new Set<string>();
    set.add(l.get('title') as string);
    titles.set(l.get('teacherId') as string, set);
  }
  const ids = [...new Set([...titles.keys(), ...(klass.homeroomTeacherId ? [klass.homeroomTeacherId] : [])])];
  if (!ids.length) return [];
  const teachers = await db.getAll(...ids.map((id) => schoolCollection(caller, 'teachers').doc(id)));
  return teachers
    .filter((t) => t.exists && klass.teacherUids.includes(t.get('accountUid') as string))
    .map((t): Draft => ({
      kind: 'teachers',
      id: t.id,
      uid: t.get('accountUid') as string,
      name: nameOf(t.data()),
      detail: [
        ...(titles.get(t.id) ?? []),
        ...(t.id === klass.homeroomTeacherId ? [reader.t(MESSAGES.formTutor)] : []),
        klass.name,
      ].join(', '),
      aboutStudentId: child?.id ?? null,
      aboutStudentName: child ? nameOf(child.data()) : null,
    }));
}

/** The office: staff with accounts, and Admins with no staff record (named by their account). */
async function office(caller: Caller): Promise<Draft[]> {
  const [staff, admins] = await Promise.all([
    schoolCollection(caller, 'staff').where('archived', '==', false).get(),
    db.collection('users').where('school_id', '==', caller.school_id).where('role', '==', 'Admin').get(),
  ]);
  const bare: Draft[] = admins.docs
    .filter((u) => !u.get('personId') && u.get('disabled') !== true && u.id !== caller.uid)
    .map((u) => ({
      kind: 'staff',
      id: u.id,
      uid: u.id,
      name: String(u.get('username') ?? ''),
      detail: '',
      aboutStudentId: null,
      aboutStudentName: null,
    }));
  return staff.docs
    .filter((s) => s.get('accountUid') && s.get('accountUid') !== caller.uid)
    .map((s): Draft => ({
      kind: 'staff',
      id: s.id,
      uid: s.get('accountUid') as string,
      name: nameOf(s.data()),
      detail: s.get('position') as string,
      aboutStudentId: null,
      aboutStudentName: null,
    }))
    .concat(bare);
}

/** A child's guardians with accounts (and the child, where students may write), to write to about them. */
async function familyOf(caller: Caller, child: QueryDocumentSnapshot, reader: Reader, students: boolean) {
  const childName = nameOf(child.data());
  const ids = child.get('guardianIds') as string[];
  const optional = (child.get('messagesMayLeaveOut') as string[] | undefined) ?? [];
  const parents = ids.length ? await db.getAll(...ids.map((id) => schoolCollection(caller, 'parents').doc(id))) : [];
  const drafts: Draft[] = parents
    .filter((p) => p.exists && p.get('accountUid') && p.get('archived') !== true)
    .map((p) => ({
      kind: 'parents',
      id: p.id,
      uid: p.get('accountUid') as string,
      name: nameOf(p.data()),
      detail: reader.t(MESSAGES.guardianOf, { child: childName }),
      aboutStudentId: child.id,
      aboutStudentName: childName,
      mayLeaveOut: optional.includes(p.id),
    }));
  if (students && child.get('accountUid'))
    drafts.push({
      kind: 'students',
      id: child.id,
      uid: child.get('accountUid') as string,
      name: childName,
      detail: reader.t(MESSAGES.student),
      aboutStudentId: child.id,
      aboutStudentName: childName,
    });
  return drafts;
}

/**
 * Whom the caller may write to, grouped as they think of them: a parent sees each child's teachers and the office; a
 * teacher each class's families (and students, where the school allows); the office everyone's teachers and staff,
 * and a child's family when asked about one. The same links the server checks when a conversation starts.
 */
export const messageRecipients: Handler<'messageRecipients'> = async ({ aboutStudentId }, { caller }) => {
  const { school, settings, timeZone } = await schoolForMessages(caller);
  const reader = (await readersOf(readOutside, [caller.uid], schoolReading(school))).of(caller.uid);
  const students = schoolCollection(caller, 'students');
  const groups: { label: string; classId: string | null; drafts: Draft[] }[] = [];
  const about = aboutStudentId ? await students.doc(aboutStudentId).get() : null;
  if (about && (!about.exists || about.get('archived') === true)) throw notFound();
  const child = about as QueryDocumentSnapshot | null;

  if (caller.role === 'Parent') {
    if (child && !(child.get('guardianUids') as string[]).includes(caller.uid)) throw notFound();
    const children = child
      ? [child]
      : (await students.where('guardianUids', 'array-contains', caller.uid).where('archived', '==', false).get()).docs;
    for (const c of children)
      if (c.get('classId'))
        groups.push({
          label: reader.t(MESSAGES.childTeachers, { child: c.get('firstName') }),
          classId: null,
          drafts: await classTeachers(caller, c.get('classId') as string, reader, c),
        });
    groups.push({ label: reader.t(MESSAGES.office), classId: null, drafts: await office(caller) });
  } else if (caller.role === 'Teacher') {
    const classes = await schoolCollection(caller, 'classes').where('teacherUids', 'array-contains', caller.uid).get();
    for (const klass of classes.docs) {
      if (child && child.get('classId') !== klass.id) continue;
      const roster = child
        ? [child]
        : (await students.where('classId', '==', klass.id).where('archived', '==', false).get()).docs;
      const families: Draft[] = [];
      const own: Draft[] = [];
      for (const c of roster)
        for (const d of await familyOf(caller, c, reader, settings.studentsEnabled))
          (d.kind === 'students' ? own : families).push(d);
      groups.push({
        label: reader.t(MESSAGES.classFamilies, { className: klass.get('name') }),
        classId: klass.id,
        drafts: families,
      });
      if (own.length)
        groups.push({
          label: reader.t(MESSAGES.classStudents, { className: klass.get('name') }),
          classId: null,
          drafts: own,
        });
    }
    groups.push({ label: reader.t(MESSAGES.office), classId: null, drafts: await office(caller) });
  } else if (caller.role === 'Student') {
    if (!settings.studentsEnabled) throw refuseStudentsOff();
    const self = (await students.where('accountUid', '==', caller.uid).limit(1).get()).docs[0];
    if (self?.get('classId'))
      groups.push({
        label: reader.t(MESSAGES.teachers),
        classId: null,
        drafts: await classTeachers(caller, self.get('classId') as string, reader, self),
      });
  } else {
    if (child) {
      groups.push({
        label: reader.t(MESSAGES.family, { child: nameOf(child.data()) }),
        classId: null,
        drafts: await familyOf(caller, child, reader, settings.studentsEnabled),
      });
      if (child.get('classId'))
        groups.push({
          label: reader.t(MESSAGES.childTeachers, { child: child.get('firstName') }),
          classId: null,
          drafts: await classTeachers(caller, child.get('classId') as string, reader, null),
        });
    } else {
      const teachers = await schoolCollection(caller, 'teachers').where('archived', '==', false).get();
      groups.push({
        label: reader.t(MESSAGES.teachers),
        classId: null,
        drafts: teachers.docs
          .filter((t) => t.get('accountUid') && t.get('accountUid') !== caller.uid)
          .map((t) => ({
            kind: 'teachers',
            id: t.id,
            uid: t.get('accountUid') as string,
            name: nameOf(t.data()),
            detail: t.get('department') as string,
            aboutStudentId: null,
            aboutStudentName: null,
          })),
      });
    }
    groups.push({ label: reader.t(MESSAGES.office), classId: null, drafts: await office(caller) });
  }

  const staffUids = [
    ...new Set(groups.flatMap((g) => g.drafts.filter((d) => d.kind !== 'parents' && d.kind !== 'students'))),
  ].map((d) => d.uid);
  const hours = staffUids.length
    ? await db.getAll(...staffUids.map((uid) => schoolCollection(caller, 'messageHours').doc(uid)))
    : [];
  const hoursOfUid = new Map(hours.map((h) => [h.id, h.data()]));
  const now = Date.now();
  const answer: RecipientGroup[] = groups
    .filter((g) => g.drafts.length > 0)
    .map((g) => ({
      label: g.label,
      classId: g.classId,
      recipients: g.drafts.map(({ uid, mayLeaveOut, ...d }) => {
        const staff = d.kind === 'teachers' || d.kind === 'staff';
        const h = hoursOfUid.get(uid);
        return {
          ...d,
          alwaysIncluded: d.kind === 'parents' && !mayLeaveOut,
          awayNotice: staff ? ((h?.awayNotice as string | null | undefined) ?? null) : null,
          outsideHours: staff ? !withinHours(hoursOf(h, settings), timeZone, now) : false,
        };
      }),
    }));
  return { status: 200 as const, message: say(MESSAGES.answer), groups: answer };
};
