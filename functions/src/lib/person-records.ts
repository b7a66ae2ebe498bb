/**
 * Where one person's records live, in one map: every school collection (each has an entry, even to say it holds
 * nothing of a person), the top-level ones keyed by their account, their Auth account and their stored files. Erasure
 * (api/data/erase-person.ts) works through what `findPersonRecords` answers; a person's export reads the same list.
 *
 * Each record says what erasure does to it: delete it, anonymise it (the fields named, with their new values: the
 * name replaced by the pseudonym, notes and contact details cleared, figures kept), or keep it as it is (it names the
 * person only by id). Queries are indexed equalities or array-contains; the two scans are said where they are.
 */
import type { SchoolCollectionName } from '@academy/shared/collections';
import { type ErasableKind, pseudonymOf } from '@academy/shared/erasure';
import { recordSearchTokens, searchTokensFor } from '@academy/shared/search-tokens';
import type { DocumentData, Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { FieldPath } from 'firebase-admin/firestore';

export interface PersonRef {
  kind: ErasableKind;
  id: string;
}

export type Erase =
  | { action: 'delete' }
  | { action: 'keep' }
  | { action: 'anonymise'; fields: string[]; update: Record<string, unknown> };

export type PersonRecord =
  | {
      store: 'firestore';
      /** The school collection (or the top-level one) the record is in, and its path from the database's root. */
      collection: string;
      path: string;
      data: DocumentData;
      erase: Erase;
    }
  | { store: 'auth'; uid: string; data: { email?: string; phone?: string; displayName?: string }; erase: Erase }
  | {
      store: 'storage';
      path: string;
      data: { fileId: string; module: string; bytes: number; ready: boolean };
      erase: Erase;
    };

/** What every finder knows: the person, their record, their account and the words that name them. */
export interface Finding {
  db: Firestore;
  schoolId: string;
  person: PersonRef;
  record: DocumentData;
  uid: string | null;
  /** For a student: their guardians' accounts. For a parent: their children's ids. */
  guardianUids: string[];
  childIds: string[];
  familyIds: string[];
  pseudonym: string;
  scrub: (value: unknown) => unknown;
  /** `<collection>/<id>` of the records that are the person's own (their record, their marks, reports, work…). */
  ownTargets: Set<string>;
  now: number;
}

/** The collections whose records are each one person's own, keyed by them (`studentId`, or the record itself). */
const OWN_RECORDS = [
  'attendanceRecords',
  'attendanceTotals',
  'absenceReports',
  'submissions',
  'gradeTotals',
  'enrolments',
  'studentFiles',
  'files',
  'invitations',
];
/** What a copy of a person's record (an audit entry's before and after) loses, besides the name. */
const PERSONAL_FIELDS: Record<string, unknown> = {
  note: '',
  name: '',
  medicalNotes: '',
  feedback: '',
  answer: '',
  email: '',
  phone: '',
  relationship: '',
  dateOfBirth: null,
  emergencyContact: { name: '', phone: '' },
  searchTokens: [],
};

function clearPersonal(f: Finding, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => clearPersonal(f, v));
  if (!value || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const { firstName, lastName } = pseudonymOf(f.person.kind, f.person.id);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === 'firstName'
        ? firstName
        : k === 'lastName'
          ? lastName
          : k in PERSONAL_FIELDS
            ? PERSONAL_FIELDS[k]
            : clearPersonal(f, v),
    ]),
  );
}

type Found = Map<string, QueryDocumentSnapshot[]>;

/** The conversations found (not their messages, which are found beneath them). */
const conversationIdsOf = (found: Found) =>
  (found.get('conversations') ?? []).filter((d) => d.ref.parent.id === 'conversations').map((d) => d.id);

interface Place {
  /** The records of this collection that concern the person; `found` holds what the places before it found. */
  find: (f: Finding, found: Found) => Promise<QueryDocumentSnapshot[]>;
  /** What erasure does to one of them. */
  erase: (f: Finding, data: DocumentData, id: string) => Erase;
  /**
   * Reads what other places found first: 1 for what follows from the person's own records (registers from their
   * marks, files from their submissions), 2 for the audit log, which follows from all of them.
   */
  after?: 1 | 2;
}
/** A collection that holds nothing of a person, and why. */
type NoPlace = { none: string };

const col = (f: Finding, name: string) => f.db.collection(`schools/${f.schoolId}/${name}`);
const docs = async (q: Query) => (await q.get()).docs;
const all = async (queries: Query[]) => (await Promise.all(queries.map(docs))).flat();
/** `in` and `array-contains-any` take at most 30 values: one query per 30. */
const chunks = <T>(list: T[], size = 30) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));
const whereIn = (q: Query, field: string | FieldPath, values: string[]) =>
  chunks([...new Set(values)]).map((c) => q.where(field, 'in', c));
const byIds = async (f: Finding, name: string, ids: string[]) =>
  (await all(whereIn(col(f, name), FieldPath.documentId(), ids))).filter((d) => d.exists);
const forStudent = (f: Finding) => (f.person.kind === 'students' ? [f.person.id] : f.childIds);

/** The fields whose value the scrub (and then `extra`) changes, with their new values; keep when none does. */
function anonymise(f: Finding, data: DocumentData, extra: Record<string, unknown> = {}): Erase {
  const update: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(data), ...Object.keys(extra)])) {
    const value = data[key] as unknown;
    const next = key in extra ? extra[key] : f.scrub(value);
    if (JSON.stringify(next) !== JSON.stringify(value)) update[key] = next;
  }
  return Object.keys(update).length ? { action: 'anonymise', fields: Object.keys(update), update } : { action: 'keep' };
}
const own = (f: Finding, data: DocumentData, extra: Record<string, unknown>) =>
  anonymise(f, data, f.person.kind === 'students' ? extra : {});
const scrubbed: Place['erase'] = (f, data) => anonymise(f, data);
const remove: Place['erase'] = () => ({ action: 'delete' });

/** The person's own record: the pseudonym, every personal field cleared, links and figures kept. */
function eraseOwnRecord(f: Finding, data: DocumentData): Erase {
  const { firstName, lastName } = pseudonymOf(f.person.kind, f.person.id);
  const common = { firstName, lastName, accountUid: null, erased: true, erasedAt: f.now };
  const extra: Record<string, unknown> =
    f.person.kind === 'students'
      ? {
          ...common,
          admissionNumber: lastName,
          // The year alone stays, for the school's figures by age; the day of birth goes.
          dateOfBirth: `${String(data.dateOfBirth ?? '1900').slice(0, 4)}-01-01`,
          gender: 'other',
          medicalNotes: '',
          emergencyContact: { name: '', phone: '' },
          account: { state: 'none', invitationId: null, invitedAt: null, expiresAt: null, channel: null },
          searchTokens: searchTokensFor({ firstName, lastName, admissionNumber: lastName }),
        }
      : {
          ...common,
          email: '',
          phone: '',
          relationship: '',
          account: { state: 'none', invitationId: null, invitedAt: null, expiresAt: null, channel: null },
          searchTokens: recordSearchTokens(firstName, lastName),
        };
  // A student's record may carry their account's e-mail: every field the list above does not set is scrubbed too.
  if (typeof data.email === 'string') extra.email = '';
  const erase = anonymise(f, data, extra);
  return erase.action === 'anonymise' ? erase : { action: 'anonymise', fields: [], update: {} };
}

/**
 * Every school collection: where a person's records are found in it, and what erasure does to them. Typed over the
 * whole table, so a collection added to SCHOOL_COLLECTIONS does not compile until it is placed here (and
 * tests/api/data-erasure.test.ts compares the keys as well).
 */
export const PERSON_RECORD_PLACES: Record<SchoolCollectionName, Place | NoPlace> = {
  terms: { none: 'Term names and dates only.' },
  subjects: { none: 'Subject names only.' },
  classes: { none: 'Class names, the homeroom teacher and account ids (never a student’s or parent’s name).' },
  students: {
    async find(f) {
      if (f.person.kind === 'students')
        return docs(col(f, 'students').where(FieldPath.documentId(), '==', f.person.id));
      // A child's emergency contact may name the parent.
      return docs(col(f, 'students').where('guardianIds', 'array-contains', f.person.id));
    },
    erase: (f, data, id) =>
      id === f.person.id && f.person.kind === 'students' ? eraseOwnRecord(f, data) : scrubbed(f, data, id),
  },
  parents: {
    async find(f) {
      if (f.person.kind === 'parents') return docs(col(f, 'parents').where(FieldPath.documentId(), '==', f.person.id));
      return docs(col(f, 'parents').where('childIds', 'array-contains', f.person.id));
    },
    erase: (f, data, id) =>
      id === f.person.id && f.person.kind === 'parents' ? eraseOwnRecord(f, data) : scrubbed(f, data, id),
  },
  teachers: { none: 'Teachers’ own records.' },
  staff: { none: 'Staff members’ own records.' },
  courses: { none: 'Course content only.' },
  lessons: { none: 'Class, teacher and course names only.' },
  timetables: { none: 'Copies of the lessons, kept with them.' },
  notifications: {
    // The person's own are deleted; their guardians' may name a student ("Lena has not handed in …").
    find: (f) =>
      all([
        ...(f.uid ? [col(f, 'notifications').where('recipientUid', '==', f.uid)] : []),
        ...whereIn(col(f, 'notifications'), 'recipientUid', f.guardianUids),
      ]),
    erase: (f, data, id) => (data.recipientUid === f.uid ? remove(f, data, id) : scrubbed(f, data, id)),
  },
  auditLog: {
    after: 2,
    // Entries about any record found, and those the person's own account made.
    async find(f, found) {
      const targets = [`${f.person.kind}/${f.person.id}`];
      for (const [name, list] of found) for (const d of list) targets.push(`${name}/${d.id}`);
      return all([
        ...whereIn(col(f, 'auditLog'), 'target', targets),
        ...(f.uid ? [col(f, 'auditLog').where('actorUid', '==', f.uid)] : []),
      ]);
    },
    // An entry about one of the person's own records holds a copy of it: the copy is erased as the record is.
    erase: (f, data) =>
      anonymise(f, data, {
        ...(data.actorUid === f.uid ? { actorEmail: null } : {}),
        ...(f.ownTargets.has(String(data.target))
          ? { before: clearPersonal(f, f.scrub(data.before)), after: clearPersonal(f, f.scrub(data.after)) }
          : {}),
      }),
  },
  registers: {
    after: 1,
    // A whole class's marks: found through the student's own marks, which name their register.
    find: async (f, found) =>
      byIds(
        f,
        'registers',
        (found.get('attendanceRecords') ?? []).map((d) => String(d.get('registerId'))),
      ),
    erase: (f, data) => {
      const marks = data.marks as Record<string, { note: string }> | undefined;
      const mine = marks?.[f.person.id];
      return anonymise(f, data, mine?.note ? { marks: { ...marks, [f.person.id]: { ...mine, note: '' } } } : {});
    },
  },
  attendanceRecords: {
    find: (f) => all(whereIn(col(f, 'attendanceRecords'), 'studentId', forStudent(f))),
    erase: (f, data) =>
      own(f, data, {
        note: '',
        studentUid: null,
        explanation: { ...(data.explanation as object), note: '' },
        studentName: f.pseudonym,
      }),
  },
  classWeeks: { none: 'Counts per register, no names.' },
  attendanceTotals: {
    find: (f) => all(whereIn(col(f, 'attendanceTotals'), 'studentId', forStudent(f))),
    erase: (f, data) => own(f, data, { studentName: f.pseudonym, studentUid: null }),
  },
  absenceReports: {
    find: (f) => all(whereIn(col(f, 'absenceReports'), 'studentId', forStudent(f))),
    erase: (f, data) => own(f, data, { studentName: f.pseudonym, note: '', studentUid: null }),
  },
  events: { none: 'Written by staff for an audience; names only their author.' },
  posts: { none: 'Written by staff for an audience; names only their author.' },
  acknowledgements: {
    find: (f) => (f.uid ? docs(col(f, 'acknowledgements').where('uid', '==', f.uid)) : Promise.resolve([])),
    erase: (f, data) => anonymise(f, data, { name: f.pseudonym }),
  },
  reach: {
    // The person's own audience words go; a parent's copy of their children's names follows the pseudonym.
    find: async (f) => byIds(f, 'reach', [...(f.uid ? [f.uid] : []), ...f.guardianUids]),
    erase: (f, data, id) => (id === f.uid ? remove(f, data, id) : scrubbed(f, data, id)),
  },
  assignments: { none: 'The work as set by staff.' },
  submissions: {
    find: (f) => all(whereIn(col(f, 'submissions'), 'studentId', forStudent(f))),
    // The mark stays; the answer, its files and the comments about the student go.
    erase: (f, data) =>
      own(f, data, {
        studentName: f.pseudonym,
        studentUid: null,
        answer: '',
        answerLinks: [],
        attachments: [],
        ...(data.returnedFiles ? { returnedFiles: [] } : {}),
        grade: data.grade ? { ...(data.grade as object), feedback: '' } : null,
      }),
  },
  // A copy of the student's open work: gone, then written again from the erased submissions.
  workSummaries: {
    find: (f) => all(whereIn(col(f, 'workSummaries'), 'studentId', forStudent(f))),
    erase: remove,
  },
  gradeDrafts: {
    after: 1,
    // Marks not yet returned, one document per piece of work and class: named by the student's submissions.
    find: (f, found) =>
      byIds(
        f,
        'gradeDrafts',
        (found.get('submissions') ?? []).map((d) => `${String(d.get('assignmentId'))}_${String(d.get('classId'))}`),
      ),
    erase: (f, data) => {
      const drafts = data.drafts as Record<string, { feedback: string }> | undefined;
      const mine = f.person.kind === 'students' ? drafts?.[f.person.id] : undefined;
      return anonymise(
        f,
        data,
        mine?.feedback ? { drafts: { ...drafts, [f.person.id]: { ...mine, feedback: '' } } } : {},
      );
    },
  },
  gradeTotals: {
    find: (f) => all(whereIn(col(f, 'gradeTotals'), 'studentId', forStudent(f))),
    erase: (f, data) => own(f, data, { studentName: f.pseudonym, studentUid: null }),
  },
  workload: { none: 'Counts per student id only.' },
  feeItems: { none: 'Fee names and amounts.' },
  feeSchedules: { none: 'Scholarships name a student by id and a reason for the fee, kept with the accounts.' },
  invoices: {
    find: (f) => all(whereIn(col(f, 'invoices'), 'familyId', f.familyIds)),
    erase: (f, data) =>
      data.studentId === f.person.id ? anonymise(f, data, { studentName: f.pseudonym }) : scrubbed(f, data, ''),
  },
  payments: { find: (f) => all(whereIn(col(f, 'payments'), 'familyId', f.familyIds)), erase: scrubbed },
  receipts: { find: (f) => all(whereIn(col(f, 'receipts'), 'familyId', f.familyIds)), erase: scrubbed },
  families: {
    find: (f) => byIds(f, 'families', f.familyIds),
    // The names are replaced; the label and search words are made again from what is left. Money is untouched.
    erase: (f, data) => {
      const childNames = f.scrub(data.childNames) as string[];
      const payerName = f.scrub(data.payerName) as string;
      return anonymise(f, data, {
        childNames,
        payerName,
        label: `${childNames.join(', ')}${payerName ? ` (${payerName})` : ''}`,
        searchTokens: recordSearchTokens(...childNames, payerName),
      });
    },
  },
  classFeeTotals: { none: 'Figures per class.' },
  feeCounters: { none: 'Next numbers only.' },
  checkoutSessions: { find: (f) => all(whereIn(col(f, 'checkoutSessions'), 'familyId', f.familyIds)), erase: scrubbed },
  paymentKeys: { none: 'When each payment key was claimed.' },
  attendanceDays: {
    after: 1,
    // The office's day: its absent lists and guardians' reasons, on the dates of the student's marks and reports.
    find: (f, found) =>
      byIds(f, 'attendanceDays', [
        ...(found.get('attendanceRecords') ?? []).filter((d) => d.get('flagged')).map((d) => String(d.get('date'))),
        ...(found.get('absenceReports') ?? []).map((d) => String(d.get('date'))),
      ]),
    erase: (f, data) => {
      const reports = data.reports as Record<string, { note: string }> | undefined;
      if (!reports || f.person.kind !== 'students') return scrubbed(f, data, '');
      const cleared = Object.fromEntries(
        Object.entries(reports).map(([k, r]) => [
          k,
          k === f.person.id || k.startsWith(`${f.person.id}_`) ? { ...r, note: '' } : r,
        ]),
      );
      return anonymise(f, data, { reports: f.scrub(cleared) });
    },
  },
  classWork: { none: 'Titles of the work set.' },
  enrolments: {
    find: (f) => all(whereIn(col(f, 'enrolments'), 'studentId', forStudent(f))),
    erase: (f, data) => own(f, data, { studentName: f.pseudonym, studentUid: null }),
  },
  feeDueTotals: { none: 'Figures per due date.' },
  feeCollections: { none: 'Figures per month.' },
  creditNotes: { find: (f) => all(whereIn(col(f, 'creditNotes'), 'familyId', f.familyIds)), erase: scrubbed },
  cardRefunds: { find: (f) => all(whereIn(col(f, 'cardRefunds'), 'familyId', f.familyIds)), erase: scrubbed },
  monthTotals: { none: 'Figures per day.' },
  termTotals: { none: 'Figures per grade and class.' },
  schoolTotals: { none: 'Counts and figures for the whole school.' },
  invitations: {
    // The person's invitations (with the address they went to) are no longer needed.
    find: (f) => docs(col(f, 'invitations').where('personId', '==', f.person.id)),
    erase: (f, data, id) => (data.personType === f.person.kind ? remove(f, data, id) : { action: 'keep' }),
  },
  mail: {
    after: 1,
    // Every message sent to the person's address, and those about their invitations.
    find: (f, found) => {
      const email = typeof f.record.email === 'string' ? f.record.email : '';
      const invitations = (found.get('invitations') ?? []).map((d) => d.id);
      return all([
        ...(email ? [col(f, 'mail').where('to', '==', email)] : []),
        ...whereIn(col(f, 'mail'), 'refId', invitations),
      ]);
    },
    erase: remove,
  },
  inviteJobs: {
    // Unavoidable scan: a job names the people it refused inside an array of objects, and its letters (beneath it)
    // inside arrays too; there are few jobs per school (one per bulk invitation).
    async find(f) {
      const jobs = await docs(col(f, 'inviteJobs'));
      const letters = (await Promise.all(jobs.map((j) => docs(j.ref.collection('letters'))))).flat();
      const mentions = (d: QueryDocumentSnapshot) => JSON.stringify(f.scrub(d.data())) !== JSON.stringify(d.data());
      return [...jobs, ...letters].filter(mentions);
    },
    erase: scrubbed,
  },
  files: {
    after: 1,
    // The photo and documents kept about a student, their hand-ins and what came back on them, and whatever the
    // person's account uploaded anywhere.
    async find(f, found) {
      const files = col(f, 'files');
      const submissions = (found.get('submissions') ?? []).map((d) => d.id);
      const reports = (found.get('reports') ?? []).map((d) => d.id);
      return all([
        ...(f.person.kind === 'students'
          ? [
              files.where('place', '==', 'pupilPhoto').where('recordId', '==', f.person.id),
              files.where('place', '==', 'studentDocument').where('recordId', '==', f.person.id),
              // One query per place: an `in` on both fields would multiply into more than 30 disjunctions.
              ...whereIn(files.where('place', '==', 'handIn'), 'recordId', submissions),
              ...whereIn(files.where('place', '==', 'handInReturn'), 'recordId', submissions),
              ...whereIn(files.where('place', '==', 'report'), 'recordId', reports),
            ]
          : []),
        ...(f.uid ? [files.where('uploadedByUid', '==', f.uid)] : []),
        // The files sent in the conversations erasure takes whole (below), whoever sent them.
        ...whereIn(files.where('place', '==', 'messageAttachment'), 'recordId', conversationIdsOf(found)),
      ]);
    },
    erase: (f, data, id) =>
      ['pupilPhoto', 'studentDocument', 'handIn', 'handInReturn', 'messageAttachment', 'report'].includes(
        String(data.place),
      ) || data.uploadedByUid === f.uid
        ? remove(f, data, id)
        : scrubbed(f, data, id),
  },
  fileUsage: { none: 'Figures per module; erasure takes out the bytes of the files it deletes.' },
  studentFiles: {
    find: (f) => (f.person.kind === 'students' ? byIds(f, 'studentFiles', [f.person.id]) : Promise.resolve([])),
    erase: remove,
  },
  // Messages: the conversations about the student, and those the person's account is in, with every message beneath
  // each (its path is under the conversation's); erasure takes them whole, as the school's retention decides.
  conversations: {
    async find(f) {
      const conversations = col(f, 'conversations');
      const found = await all([
        ...(f.person.kind === 'students' ? [conversations.where('aboutStudentId', '==', f.person.id)] : []),
        ...(f.uid ? [conversations.where('participantUids', 'array-contains', f.uid)] : []),
      ]);
      const unique = dedupe(found);
      const messages = await Promise.all(unique.map((c) => docs(c.ref.collection('messages'))));
      return [...unique, ...messages.flat()];
    },
    erase: remove,
  },
  // The text of messages taken back in those conversations, kept for the office and the safeguarding leads.
  withdrawnMessages: {
    after: 1,
    find: (f, found) => all(whereIn(col(f, 'withdrawnMessages'), 'conversationId', conversationIdsOf(found))),
    erase: remove,
  },
  // The list of every file of those conversations, which goes with them.
  messageFiles: {
    after: 1,
    find: (f, found) => byIds(f, 'messageFiles', conversationIdsOf(found)),
    erase: remove,
  },
  // The person's unread total and held notifications.
  messageInboxes: {
    find: (f) => (f.uid ? byIds(f, 'messageInboxes', [f.uid]) : Promise.resolve([])),
    erase: remove,
  },
  messageHours: { none: 'Staff working hours and away notices only.' },
  // Reports: the office's scales and rounds name nobody; a student's entries keep their grades (the school's figures)
  // and lose the comments; their published reports go with their PDFs (files, above). A teacher's comment bank is
  // keyed by their account and holds sentences with placeholders, not children's names.
  gradeScales: { none: 'Grade names only.' },
  reportRounds: { none: 'Round settings and counts per class and subject.' },
  reportEntries: {
    find: (f) => all(whereIn(col(f, 'reportEntries'), 'studentId', forStudent(f))),
    erase: (f, data) =>
      own(f, data, {
        studentName: f.pseudonym,
        firstName: f.pseudonym,
        pronouns: 'they',
        comment: '',
        returnNote: null,
      }),
  },
  reports: {
    find: (f) => all(whereIn(col(f, 'reports'), 'studentId', forStudent(f))),
    erase: (f, data, id) => (f.person.kind === 'students' ? remove(f, data, id) : scrubbed(f, data, id)),
  },
  commentBanks: { none: 'Sentences with placeholders, kept by the school and by each teacher.' },
  classTotals: { none: 'Counts per student id only.' },
  // The exports of this person's data (a request to see it): the job is named after them, its archive holds it all.
  jobs: {
    find: (f) => docs(col(f, 'jobs').where('person.kind', '==', f.person.kind).where('person.id', '==', f.person.id)),
    erase: remove,
  },
};

/** The top-level collections that hold a person's account's records, keyed by (or naming) its uid. */
const ACCOUNT_PLACES: { collection: string; find: (db: Firestore, uid: string) => Promise<QueryDocumentSnapshot[]> }[] =
  [
    { collection: 'users', find: (db, uid) => docs(db.collection('users').where(FieldPath.documentId(), '==', uid)) },
    {
      collection: 'revocations',
      find: (db, uid) => docs(db.collection('revocations').where(FieldPath.documentId(), '==', uid)),
    },
    { collection: 'pushTokens', find: (db, uid) => docs(db.collection('pushTokens').where('uid', '==', uid)) },
    { collection: 'calendarFeeds', find: (db, uid) => docs(db.collection('calendarFeeds').where('uid', '==', uid)) },
    // rateLimits are keyed by a hash of an address or account and expire by themselves: nothing that names anyone.
  ];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (s: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(s)}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Replaces every mention of the person in a value, deeply: their full name (either way round) and, where it names no
 * one else still at the school, a name on its own, by the pseudonym; their e-mail and phone by nothing.
 */
export function scrubberFor(names: { full: string[]; alone: string[]; contact: string[] }, pseudonym: string) {
  const rules: [RegExp, string][] = [
    ...names.full.filter((n) => n.trim().length > 1).map((n): [RegExp, string] => [word(n), pseudonym]),
    ...names.alone.filter((n) => n.trim().length > 1).map((n): [RegExp, string] => [word(n), pseudonym]),
    ...names.contact
      .filter((n) => n.trim().length > 3)
      .map((n): [RegExp, string] => [new RegExp(escape(n), 'giu'), '']),
  ];
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return rules.reduce((s, [re, to]) => s.replace(re, to), value);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v)]));
    return value;
  };
  return scrub;
}

/** The person's record, read; null when there is none. */
export async function readPerson(db: Firestore, schoolId: string, person: PersonRef) {
  const snap = await db.doc(`schools/${schoolId}/${person.kind}/${person.id}`).get();
  return snap.exists ? snap.data()! : null;
}

/**
 * Every record of the person's, wherever it is, with what erasure does to it. `relatives` are the other people whose
 * names may share a word with this person's (a child's guardians, a parent's children): a surname is replaced alone
 * only when none of them still at the school carries it.
 */
export async function findPersonRecords(
  db: Firestore,
  schoolId: string,
  person: PersonRef,
  now = Date.now(),
): Promise<PersonRecord[]> {
  const record = await readPerson(db, schoolId, person);
  if (!record) return [];
  const uid = typeof record.accountUid === 'string' ? record.accountUid : null;
  // A student's address is their account's: messages sent to it are found by it.
  const accountEmail = uid ? ((await db.doc(`users/${uid}`).get()).get('email') as string | undefined) : undefined;
  const isStudent = person.kind === 'students';
  const relativeIds: string[] = isStudent ? (record.guardianIds ?? []) : (record.childIds ?? []);
  const relatives = relativeIds.length
    ? (await byIds({ db, schoolId } as Finding, isStudent ? 'parents' : 'students', relativeIds)).map((d) => d.data())
    : [];
  const children = isStudent ? [record] : relatives;
  const familyIds = [...new Set(children.map((c) => c.familyId).filter((x): x is string => typeof x === 'string'))];
  const stillNamed = relatives.filter((r) => !r.erased).some((r) => r.lastName === record.lastName);
  const first = String(record.firstName ?? '');
  const last = String(record.lastName ?? '');
  const { name: pseudonym } = pseudonymOf(person.kind, person.id);
  const scrub = scrubberFor(
    {
      full: [`${first} ${last}`, `${last}, ${first}`, `${last} ${first}`],
      // A student's first name alone is how messages to their family name them; a surname only when no one else
      // still at the school in the family carries it.
      alone: [...(isStudent ? [first] : []), ...(stillNamed ? [] : [last])],
      contact: [record.email, accountEmail, record.phone, record.emergencyContact?.phone].filter(
        (x): x is string => typeof x === 'string' && !!x,
      ),
    },
    pseudonym,
  );
  const f: Finding = {
    db,
    schoolId,
    person,
    record: { ...record, email: record.email || accountEmail || '' },
    uid,
    guardianUids: isStudent ? (record.guardianUids ?? []) : [],
    childIds: isStudent ? [] : (record.childIds ?? []),
    familyIds,
    pseudonym,
    scrub,
    ownTargets: new Set([`${person.kind}/${person.id}`]),
    now,
  };

  const found: Found = new Map();
  const entries = Object.entries(PERSON_RECORD_PLACES).filter((e): e is [string, Place] => 'find' in e[1]);
  for (const pass of [0, 1, 2]) {
    const list = entries.filter(([, p]) => (p.after ?? 0) === pass);
    const results = await Promise.all(list.map(([, p]) => p.find(f, found)));
    list.forEach(([name], i) => found.set(name, dedupe(results[i]!)));
    for (const name of OWN_RECORDS)
      for (const d of found.get(name) ?? [])
        if (person.kind === 'students' || name === 'invitations') f.ownTargets.add(`${name}/${d.id}`);
  }

  const out: PersonRecord[] = [];
  for (const [name, list] of found) {
    const place = PERSON_RECORD_PLACES[name as SchoolCollectionName] as Place;
    for (const d of list)
      out.push({
        store: 'firestore',
        collection: name,
        path: d.ref.path,
        data: d.data(),
        erase: place.erase(f, d.data(), d.id),
      });
  }
  for (const file of found.get('files') ?? []) {
    const data = file.data();
    if (!out.some((r) => r.store === 'firestore' && r.path === file.ref.path && r.erase.action === 'delete')) continue;
    const meta = { fileId: file.id, module: String(data.module), bytes: Number(data.bytes) || 0 };
    for (const [path, ready] of [
      [data.storagePath, data.status === 'ready'],
      [data.thumbPath, false],
    ] as const)
      if (typeof path === 'string' && path)
        out.push({ store: 'storage', path, data: { ...meta, ready }, erase: { action: 'delete' } });
  }
  for (const job of found.get('jobs') ?? []) {
    const archive = job.get('archivePath') as string | null | undefined;
    if (archive)
      out.push({
        store: 'storage',
        path: archive,
        data: { fileId: job.id, module: 'exports', bytes: Number(job.get('bytes')) || 0, ready: false },
        erase: { action: 'delete' },
      });
  }
  if (uid) {
    for (const place of ACCOUNT_PLACES)
      for (const d of await place.find(db, uid))
        out.push({
          store: 'firestore',
          collection: place.collection,
          path: d.ref.path,
          data: d.data(),
          erase: { action: 'delete' },
        });
    out.push({ store: 'auth', uid, data: {}, erase: { action: 'delete' } });
  }
  return out;
}

function dedupe(list: QueryDocumentSnapshot[]) {
  return [...new Map(list.map((d) => [d.ref.path, d])).values()];
}
