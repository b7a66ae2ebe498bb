import type { ClassDoc } from '@academy/shared/structure';
import {
  type GradeScaleDoc,
  isEntryWritten,
  progressKey,
  type Progress,
  type ReportEntryDoc,
  reportEntryId,
  type ReportRoundDoc,
} from '@academy/shared/reports';
import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { classNamed, noRound, refuseRow, subjectLabel } from '../../lib/reports';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  saved: /*i18n*/ {
    id: 'api.reports.entries-saved',
    message: '{count, plural, one {# report saved.} other {# reports saved.}}',
  },
};

/**
 * Rows of a grid saved together, in one transaction with the round's progress: a teacher writes only the entries that
 * are theirs (their class's subject, their tutor group) while the round is open; the office writes any until the
 * round is published. An approved entry is locked until the office reopens it. Any refused row refuses them all.
 */
export const saveEntries: Handler<'saveEntries'> = async ({ roundId, rows }, { caller }) => {
  const roundRef = schoolCollection(caller, 'reportRounds').doc(roundId);
  const entries = schoolCollection(caller, 'reportEntries');
  const saved = await db.runTransaction(async (tx) => {
    const roundSnap = await tx.get(roundRef);
    if (!roundSnap.exists) throw noRound();
    const round = roundSnap.data() as ReportRoundDoc;
    const refs = rows.map((r) => entries.doc(reportEntryId(roundId, r.studentId, r.subjectId)));
    const entrySnaps = await tx.getAll(...refs);
    const found = entrySnaps.map((s) => s.data() as ReportEntryDoc | undefined);
    const classIds = [...new Set(found.flatMap((e) => (e ? [e.classId] : [])))];
    const subjectIds = [...new Set(rows.map((r) => r.subjectId))].filter((s) => round.subjectIds.includes(s));
    const scaleIds = [round.attainmentScaleId, ...(round.effortScaleId ? [round.effortScaleId] : [])];
    const [classSnaps, subjectSnaps, scaleSnaps] = await Promise.all([
      classIds.length ? tx.getAll(...classIds.map((c) => schoolCollection(caller, 'classes').doc(c))) : [],
      subjectIds.length ? tx.getAll(...subjectIds.map((s) => schoolCollection(caller, 'subjects').doc(s))) : [],
      tx.getAll(...scaleIds.map((s) => schoolCollection(caller, 'gradeScales').doc(s))),
    ]);
    const classes = new Map(classSnaps.map((c) => [c.id, c.data() as ClassDoc | undefined]));
    const subjectNames = new Map(subjectSnaps.map((s) => [s.id, String(s.get('name') ?? s.id)]));
    const scales = {
      attainment: scaleSnaps[0]?.data() as GradeScaleDoc,
      effort: round.effortScaleId ? ((scaleSnaps[1]?.data() as GradeScaleDoc | undefined) ?? null) : null,
    };

    const now = Date.now();
    const delta = new Map<string, number>();
    const after: (ReportEntryDoc & { id: string })[] = [];
    rows.forEach((row, i) => {
      const entry = found[i];
      const klass = entry ? classes.get(entry.classId) : undefined;
      const names = { subject: subjectLabel(row.subjectId, subjectNames), className: classNamed(klass) };
      const refusal = refuseRow(caller, round, entry, klass, names, row, scales, i + 1);
      if (refusal) throw refusal;
      const next: ReportEntryDoc = {
        ...entry!,
        grade: row.grade,
        effort: row.effort,
        comment: row.comment,
        // Saving as you go keeps a returned entry returned (its note shown) until the teacher submits it again.
        state: row.submit ? 'submitted' : entry!.state === 'returned' ? 'returned' : entry!.state,
        returnNote: row.submit ? null : entry!.returnNote,
        updatedAt: now,
        updatedBy: caller.uid,
      };
      const change = Number(isEntryWritten(round, next)) - Number(isEntryWritten(round, entry!));
      const key = progressKey(entry!.classId, entry!.subjectId);
      delta.set(key, (delta.get(key) ?? 0) + change);
      after.push({ id: refs[i]!.id, ...next });
    });

    after.forEach(({ id, ...next }) => tx.set(entries.doc(id), next));
    const progress: Record<string, Progress> = {};
    const increments: Record<string, FieldValue> = {};
    for (const [key, change] of delta) {
      const before = round.progress[key] ?? { written: 0, total: 0, teacherUid: null };
      progress[key] = { ...before, written: before.written + change };
      if (change) increments[`progress.${key}.written`] = FieldValue.increment(change);
    }
    if (Object.keys(increments).length) tx.update(roundRef, increments);
    writeAudit(tx, caller, {
      action: 'reports.entriesSaved',
      target: `reportRounds/${roundId}`,
      before: null,
      after: { entries: after.map((e) => e.id), submitted: rows.filter((r) => r.submit).length },
    });
    return { progress, count: after.length };
  });
  return {
    status: 200 as const,
    message: say(MESSAGES.saved, { count: saved.count }),
    saved: saved.count,
    progress: saved.progress,
  };
};
