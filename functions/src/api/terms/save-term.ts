import { formatDate, schoolLocaleOf } from '@academy/shared/date-format';
import type { RouteParsedInput } from '@academy/shared/api';
import { termSearchTokens } from '@academy/shared/structure-api';
import { type TermDoc, termSchema } from '@academy/shared/structure';
import type { Transaction } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { badRequest, conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { existing, schoolCollection, schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

type TermFields = RouteParsedInput<'createTerm'>;

/**
 * Terms of one school year never overlap, and exactly one term of the school is current: making a term current
 * makes the others not, and the school's currentTermId follows.
 */
async function saveTerm(caller: Caller, id: string | null, fields: TermFields) {
  const terms = schoolCollection(caller, 'terms');
  const ref = id ? terms.doc(id) : terms.doc();
  return db.runTransaction(async (tx: Transaction) => {
    const before = id ? (await existing(tx, ref, 'term')).data() : null;
    const sameYear = await tx.get(terms.where('schoolYear', '==', fields.schoolYear));
    const clash = sameYear.docs.find(
      (d) => d.id !== ref.id && d.get('startDate') <= fields.endDate && fields.startDate <= d.get('endDate'),
    );
    if (clash) {
      const where = schoolLocaleOf((await tx.get(schoolDoc(caller))).data());
      const day = (field: string) => formatDate(String(clash.get(field)), where);
      throw conflict(
        `${fields.name} overlaps ${clash.get('name')} (${day('startDate')} to ${day('endDate')}) ` +
          `in ${fields.schoolYear}: terms of a school year cannot overlap.`,
      );
    }
    const currents = await tx.get(terms.where('current', '==', true));
    if (before?.current && !fields.current) {
      throw badRequest(`${before.name} is the current term: make another term current instead.`);
    }
    // The school's first term is its current one, whatever the form said.
    const current = fields.current || currents.docs.every((d) => d.id === ref.id);

    const term: TermDoc = termSchema.parse({ ...fields, current, searchTokens: termSearchTokens(fields) });
    tx.set(ref, term);
    if (current) {
      for (const other of currents.docs) if (other.id !== ref.id) tx.update(other.ref, { current: false });
      tx.update(schoolDoc(caller), { currentTermId: ref.id });
    }
    writeAudit(tx, caller, {
      action: id ? 'term.updated' : 'term.created',
      target: `terms/${ref.id}`,
      before: before ?? null,
      after: term,
    });
    return { status: 200 as const, message: `${term.name} ${fields.schoolYear} saved.`, id: ref.id };
  });
}

export const createTerm: Handler<'createTerm'> = (input, { caller }) => saveTerm(caller, null, input);

export const updateTerm: Handler<'updateTerm'> = ({ id, ...fields }, { caller }) => saveTerm(caller, id, fields);
