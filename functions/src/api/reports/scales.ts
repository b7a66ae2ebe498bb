import type { GradeScaleDoc } from '@academy/shared/reports';
import { writeAudit } from '../../lib/audit';
import { forbidden, notFound, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  noScale: /*i18n*/ {
    id: 'api.reports.no-such-scale',
    message: 'Scale: there is no such scale in your school. Choose one from the list.',
  },
  scaleSaved: /*i18n*/ { id: 'api.reports.scale-saved', message: 'Scale {name} saved.' },
  bankOfficeOnly: /*i18n*/ {
    id: 'api.reports.school-bank-office-only',
    message: 'Only the office changes the school’s comment bank.',
  },
  bankSaved: /*i18n*/ {
    id: 'api.reports.bank-saved',
    message: '{count, plural, one {# sentence saved.} other {# sentences saved.}}',
  },
};

/**
 * A grade scale: new (no id) or changed. A scale in use changes for every round that uses it: each unpublished round
 * keeps a copy of its scales' grades for the teachers' grids, changed here in the same transaction.
 */
export const saveScale: Handler<'saveScale'> = async ({ id, name, kind, grades }, { caller }) => {
  const scales = schoolCollection(caller, 'gradeScales');
  const ref = id ? scales.doc(id) : scales.doc();
  const scale: GradeScaleDoc = { name, kind, grades, updatedAt: Date.now() };
  await db.runTransaction(async (tx) => {
    const before = id ? await tx.get(ref) : null;
    if (id && !before?.exists) throw notFound(say(MESSAGES.noScale), { field: 'id' });
    const rounds = schoolCollection(caller, 'reportRounds');
    const using = id
      ? await Promise.all([
          tx.get(rounds.where('attainmentScaleId', '==', id)),
          tx.get(rounds.where('effortScaleId', '==', id)),
        ])
      : [];
    tx.set(ref, scale);
    for (const [i, found] of using.entries())
      for (const round of found.docs)
        if (round.get('status') !== 'published' && round.get('grades'))
          tx.update(round.ref, { [i === 0 ? 'grades.attainment' : 'grades.effort']: grades });
    writeAudit(tx, caller, {
      action: id ? 'reports.scaleUpdated' : 'reports.scaleCreated',
      target: `gradeScales/${ref.id}`,
      before: before?.data() ?? null,
      after: scale,
    });
  });
  return { status: 200 as const, message: say(MESSAGES.scaleSaved, { name }), id: ref.id };
};

/** The caller's own comment bank, or the school's (Admins only). */
export const saveCommentBank: Handler<'saveCommentBank'> = async ({ owner, sentences }, { caller }) => {
  if (owner === 'school' && caller.role !== 'Admin') throw forbidden(say(MESSAGES.bankOfficeOnly));
  const ref = schoolCollection(caller, 'commentBanks').doc(owner === 'school' ? 'school' : caller.uid);
  await db.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    const after = { sentences, updatedAt: Date.now() };
    tx.set(ref, after);
    writeAudit(tx, caller, {
      action: 'reports.commentBankSaved',
      target: `commentBanks/${ref.id}`,
      before: before.data() ?? null,
      after,
    });
  });
  return {
    status: 200 as const,
    message: say(MESSAGES.bankSaved, { count: sentences.length }),
  };
};
