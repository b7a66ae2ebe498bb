/**
 * Publishing a report round, as a job (`schools/{id}/jobs/{job}`, kind `reportsPublish`, begun by on-data-job.ts):
 * every approved student's report not yet published becomes a PDF, one at a time and one class at a time (memory
 * holds one class's entries and one PDF), stored as a file of the 'report' place. Each report's record, its file's
 * record, the storage figures and the family's notification are written in one transaction; the job's progress moves
 * as it goes. Run again, it publishes only what is approved and not yet published.
 */
import { averageOf, type GradeTotalsDoc } from '@academy/shared/assignment';
import type { AttendanceTotalsDoc } from '@academy/shared/attendance';
import type { DataJobDoc } from '@academy/shared/data-jobs';
import type { FileDoc, FileRef } from '@academy/shared/files';
import type { StudentDoc } from '@academy/shared/people';
import {
  type GradeScaleDoc,
  HEAD_SUBJECT,
  type ReportDoc,
  type ReportEntryDoc,
  reportId,
  type ReportRoundDoc,
  roundSubjects,
  TUTOR_SUBJECT,
} from '@academy/shared/reports';
import { schoolToday } from '@academy/shared/school-time';
import { directionOf } from '@academy/shared/text-direction';
import type { ClassDoc } from '@academy/shared/structure';
import { type DocumentReference, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { db as defaultDb } from './firebase';
import { bucket, changeUsage, readUsage, storeBuffer, storedPath } from './files';
import { type Message, notifyInTransaction, sendPush } from './notify';
import { readerIn, type Reader, readersOf, readOutside, schoolReading, type Told } from './readers';
import { type ReportPdfContent, reportPdf } from './reports-pdf';

const WORDS = {
  grade: /*i18n*/ { id: 'pdf.report.grade', message: 'Grade' },
  effort: /*i18n*/ { id: 'pdf.report.effort', message: 'Effort' },
  average: /*i18n*/ { id: 'pdf.report.average', message: 'Gradebook average' },
  attendance: /*i18n*/ { id: 'pdf.report.attendance', message: 'Attendance' },
  tutor: /*i18n*/ { id: 'pdf.report.tutor-comment', message: 'Form tutor’s comment' },
  head: /*i18n*/ { id: 'pdf.report.head-comment', message: 'Head’s comment' },
  page: /*i18n*/ { id: 'pdf.report.page', message: 'Page {n} of {of}' },
  present: /*i18n*/ {
    id: 'pdf.report.present',
    message: 'Present {percent}% ({present} of {sessions} sessions)',
  },
  publishedOn: /*i18n*/ { id: 'pdf.report.published-on', message: 'Published {date}' },
  readyTitle: /*i18n*/ { id: 'alert.report.ready.title', message: '{round}: {student}’s report is ready' },
  readyBody: /*i18n*/ {
    id: 'alert.report.ready.body',
    message: 'Open {student}’s page to read the report and download it as a PDF.',
  },
  /** Who the school's file list says put a published report's PDF there. */
  uploader: /*i18n*/ { id: 'files.uploader.reports', message: 'Reports' },
};

/** What the report shows beside the entries: the school, the scales, the names, in the school's language. */
interface Setting {
  schoolId: string;
  schoolName: string;
  logo: ReportPdfContent['logo'];
  reader: Reader;
  timeZone: string;
  round: ReportRoundDoc;
  roundId: string;
  grades: Map<string, string>;
  efforts: Map<string, string>;
  subjectNames: Map<string, string>;
  classes: Map<string, ClassDoc>;
}

const codeAndLabel = (scale: GradeScaleDoc | undefined) =>
  new Map((scale?.grades ?? []).map((g) => [g.code, g.label ? `${g.code}: ${g.label}` : g.code]));

async function logoOf(firestore: Firestore, schoolId: string, logo: FileRef | null | undefined) {
  if (!logo) return null;
  const file = (await firestore.doc(`schools/${schoolId}/files/${logo.fileId}`).get()).data() as FileDoc | undefined;
  // The thumbnail: a JPEG no wider than a phone's screen is plenty for a header, and keeps every PDF small.
  const path = file?.thumbPath ?? file?.storagePath;
  if (!path) return null;
  try {
    const [bytes] = await bucket().file(path).download();
    return { bytes: new Uint8Array(bytes), type: file?.thumbPath ? ('image/jpeg' as const) : ('image/png' as const) };
  } catch {
    return null;
  }
}

export async function settingOf(firestore: Firestore, schoolId: string, roundId: string): Promise<Setting> {
  const [school, roundSnap] = await Promise.all([
    firestore.doc(`schools/${schoolId}`).get(),
    firestore.doc(`schools/${schoolId}/reportRounds/${roundId}`).get(),
  ]);
  const round = roundSnap.data() as ReportRoundDoc | undefined;
  if (!round) throw new Error(`No report round ${roundId}.`);
  const col = (name: string) => firestore.collection(`schools/${schoolId}/${name}`);
  const [scales, subjects, classes, logo, reader] = await Promise.all([
    firestore.getAll(
      ...[round.attainmentScaleId, round.effortScaleId ?? round.attainmentScaleId].map((s) =>
        col('gradeScales').doc(s),
      ),
    ),
    firestore.getAll(...round.subjectIds.map((s) => col('subjects').doc(s))),
    firestore.getAll(...round.classIds.map((c) => col('classes').doc(c))),
    logoOf(firestore, schoolId, school.get('logo') as FileRef | null | undefined),
    readerIn(null, schoolReading(school.data())),
  ]);
  return {
    schoolId,
    schoolName: String(school.get('name') ?? ''),
    logo,
    reader,
    timeZone: String(school.get('timezone') ?? 'UTC'),
    round,
    roundId,
    grades: codeAndLabel(scales[0]?.data() as GradeScaleDoc | undefined),
    efforts: round.effortScaleId ? codeAndLabel(scales[1]?.data() as GradeScaleDoc | undefined) : new Map(),
    subjectNames: new Map(subjects.map((s) => [s.id, String(s.get('name') ?? s.id)])),
    classes: new Map(classes.map((c) => [c.id, c.data() as ClassDoc])),
  };
}

/** One student's report content, from their entries and (when the round shows them) their term's figures. */
export function contentOf(
  setting: Setting,
  entries: readonly ReportEntryDoc[],
  attendance: AttendanceTotalsDoc | undefined,
  grades: GradeTotalsDoc | undefined,
): ReportPdfContent {
  const { round, reader } = setting;
  const bySubject = new Map(entries.map((e) => [e.subjectId, e]));
  const first = entries[0]!;
  const klass = setting.classes.get(first.classId);
  const averageIn = (subjectId: string) => {
    if (!round.showGradebookAverage || !grades) return null;
    const average = averageOf(Object.values(grades.marks).filter((m) => m.subjectId === subjectId));
    return average.percent === null ? null : `${average.percent}%`;
  };
  return {
    schoolName: setting.schoolName,
    logo: setting.logo,
    roundName: round.name,
    studentName: first.studentName,
    className: klass?.name ?? '',
    date: reader.t(WORDS.publishedOn, { date: reader.date(schoolToday(setting.timeZone)) }),
    subjects: round.subjectIds.flatMap((subjectId) => {
      const e = bySubject.get(subjectId);
      if (!e) return [];
      return [
        {
          name: setting.subjectNames.get(subjectId) ?? subjectId,
          grade: e.grade ? (setting.grades.get(e.grade) ?? e.grade) : null,
          effort: e.effort ? (setting.efforts.get(e.effort) ?? e.effort) : null,
          average: averageIn(subjectId),
          comment: e.comment,
        },
      ];
    }),
    attendance:
      round.showAttendance && attendance && attendance.sessions > 0
        ? reader.t(WORDS.present, {
            percent: attendance.presentPercent,
            present: attendance.present,
            sessions: attendance.sessions,
          })
        : null,
    tutorComment: round.tutorComment ? (bySubject.get(TUTOR_SUBJECT)?.comment ?? null) : null,
    headComment: round.headComment ? (bySubject.get(HEAD_SUBJECT)?.comment ?? null) : null,
    language: reader.language,
    direction: directionOf(reader.language),
    words: {
      grade: reader.t(WORDS.grade),
      effort: reader.t(WORDS.effort),
      average: reader.t(WORDS.average),
      attendance: reader.t(WORDS.attendance),
      tutorComment: reader.t(WORDS.tutor),
      headComment: reader.t(WORDS.head),
      page: (n, of) => reader.t(WORDS.page, { n, of }),
    },
  };
}

/** The approved students of one class, each with their entries (every subject of the round, all approved). */
export async function approvedIn(
  firestore: Firestore,
  schoolId: string,
  roundId: string,
  classId: string,
  subjects: number,
) {
  const snap = await firestore
    .collection(`schools/${schoolId}/reportEntries`)
    .where('roundId', '==', roundId)
    .where('classId', '==', classId)
    .where('state', '==', 'approved')
    .get();
  const byStudent = new Map<string, ReportEntryDoc[]>();
  for (const d of snap.docs) {
    const e = d.data() as ReportEntryDoc;
    byStudent.set(e.studentId, [...(byStudent.get(e.studentId) ?? []), e]);
  }
  return [...byStudent].filter(([, list]) => list.length === subjects);
}

export interface PublishOptions {
  firestore?: Firestore;
  /** Called after each report, with the bytes of its PDF (the bench's figures). */
  onReport?: (bytes: number) => void;
}

/** Works through a `reportsPublish` job. */
export async function publishRound(jobRef: DocumentReference, options: PublishOptions = {}): Promise<void> {
  const firestore = options.firestore ?? defaultDb;
  const schoolId = jobRef.parent.parent!.id;
  const job = (await jobRef.get()).data() as DataJobDoc;
  if (!job.roundId) throw new Error('A publish job names no round.');
  const setting = await settingOf(firestore, schoolId, job.roundId);
  const { round, roundId } = setting;
  const subjects = roundSubjects(round).length;
  const col = (name: string) => firestore.collection(`schools/${schoolId}/${name}`);
  const done = new Set((await col('reports').where('roundId', '==', roundId).select().get()).docs.map((d) => d.id));
  await jobRef.update({ total: Math.max(0, round.approved - done.size), stage: 'reports' });
  const school = schoolReading((await firestore.doc(`schools/${schoolId}`).get()).data());
  // Stored with the file, so written once in the school's language (the list shows it as a name).
  const uploader = (await readerIn(null, school)).t(WORDS.uploader);
  let published = 0;
  const told: Told<Message>[] = [];

  for (const classId of round.classIds) {
    const students = (await approvedIn(firestore, schoolId, roundId, classId, subjects)).filter(
      ([studentId]) => !done.has(reportId(roundId, studentId)),
    );
    if (!students.length) continue;
    const termId = round.termId ?? setting.classes.get(classId)?.termId ?? '';
    const ids = students.map(([id]) => id);
    const [records, attendance, grades] = await Promise.all([
      firestore.getAll(...ids.map((id) => col('students').doc(id))),
      round.showAttendance ? firestore.getAll(...ids.map((id) => col('attendanceTotals').doc(`${termId}_${id}`))) : [],
      round.showGradebookAverage ? firestore.getAll(...ids.map((id) => col('gradeTotals').doc(`${termId}_${id}`))) : [],
    ]);
    const family = (i: number) => {
      const s = records[i]?.data() as StudentDoc | undefined;
      return {
        guardianUids: s?.guardianUids ?? [],
        studentUid: round.sendToStudent ? (s?.accountUid ?? null) : null,
      };
    };
    const readers = await readersOf(
      readOutside,
      ids.flatMap((_, i) => [...family(i).guardianUids, family(i).studentUid]),
      school,
    );

    for (const [i, [studentId, entries]] of students.entries()) {
      const content = contentOf(
        setting,
        entries,
        attendance[i]?.data() as AttendanceTotalsDoc | undefined,
        grades[i]?.data() as GradeTotalsDoc | undefined,
      );
      const bytes = Buffer.from(await reportPdf(content));
      const id = reportId(roundId, studentId);
      const fileRef = col('files').doc();
      const storagePath = storedPath(schoolId, 'reports', id, fileRef.id);
      const name = `${round.name} - ${content.studentName}.pdf`.replace(/[\\/:*?"<>|]/g, '-');
      const stored = await storeBuffer(bytes, storagePath, 'application/pdf');
      const now = Date.now();
      const { guardianUids, studentUid } = family(i);
      const file: FileDoc = {
        place: 'report',
        recordId: id,
        module: 'reports',
        status: 'ready',
        name,
        bytes: stored.bytes,
        received: stored.bytes,
        type: 'application/pdf',
        kind: 'pdf',
        hash: stored.hash,
        storagePath,
        thumbPath: null,
        uploadedByUid: job.createdBy,
        uploadedByName: uploader,
        createdAt: now,
        readyAt: now,
      };
      const report: ReportDoc = {
        roundId,
        roundName: round.name,
        studentId,
        studentName: content.studentName,
        classId,
        guardianUids,
        studentUid,
        file: { fileId: fileRef.id, name, type: 'application/pdf', bytes: stored.bytes, kind: 'pdf', thumb: false },
        publishedAt: now,
      };
      const audience = [
        ...readers.tell(guardianUids, (reader) => ({
          title: reader.t(WORDS.readyTitle, { round: round.name, student: content.studentName }),
          body: reader.t(WORDS.readyBody, { student: content.studentName }),
          link: '/app/parent/students',
        })),
        ...readers.tell([studentUid], (reader) => ({
          title: reader.t(WORDS.readyTitle, { round: round.name, student: content.studentName }),
          body: reader.t(WORDS.readyBody, { student: content.studentName }),
          link: '/app/student',
        })),
      ];
      await firestore.runTransaction(async (tx) => {
        const usage = await readUsage(tx, schoolId);
        tx.create(fileRef, file);
        tx.create(col('reports').doc(id), report);
        changeUsage(tx, schoolId, usage, 'reports', stored.bytes, 1);
        notifyInTransaction(tx, schoolId, audience, `report-${id}`, now);
        tx.update(col('reportRounds').doc(roundId), { published: FieldValue.increment(1) });
      });
      told.push(...audience);
      published++;
      options.onReport?.(stored.bytes);
      if (published % 10 === 0) await jobRef.update({ done: published });
    }
  }

  const now = Date.now();
  await col('reportRounds').doc(roundId).update({ status: 'published', publishedAt: now, updatedAt: now });
  await jobRef.update({ state: 'done', done: published, stage: 'done', finishedAt: now });
  if (told.length) await sendPush(schoolId, told);
}
