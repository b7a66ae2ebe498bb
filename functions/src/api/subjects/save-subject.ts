import type { RouteParsedInput } from '@academy/shared/api';
import { subjectSearchTokens } from '@academy/shared/structure-api';
import { type SubjectDoc, subjectSchema } from '@academy/shared/structure';
import { writeAudit } from '../../lib/audit';
import type { Caller } from '../../lib/caller';
import { conflict } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { renameLessons } from '../../lib/lesson-names';
import { existing, schoolCollection } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** A subject's code is unique in the school (codes are stored upper-case, so "math" and "MATH" clash). */
async function saveSubject(caller: Caller, id: string | null, fields: RouteParsedInput<'createSubject'>) {
  const subjects = schoolCollection(caller, 'subjects');
  const ref = id ? subjects.doc(id) : subjects.doc();
  return db.runTransaction(async (tx) => {
    const before = id ? (await existing(tx, ref, 'subject')).data() : null;
    const sameCode = await tx.get(subjects.where('code', '==', fields.code).limit(2));
    const other = sameCode.docs.find((d) => d.id !== ref.id);
    if (other) throw conflict(`Code ${fields.code} is already used by ${other.get('name')}.`);

    const gradeLevels = [...new Set(fields.gradeLevels)].sort((a, b) => a - b);
    const subject: SubjectDoc = subjectSchema.parse({
      ...fields,
      gradeLevels,
      searchTokens: subjectSearchTokens(fields),
    });
    if (before && (before.code !== subject.code || before.name !== subject.name))
      await renameLessons(tx, caller, 'subjectId', ref.id, { code: subject.code, title: subject.name });
    tx.set(ref, subject);
    writeAudit(tx, caller, {
      action: id ? 'subject.updated' : 'subject.created',
      target: `subjects/${ref.id}`,
      before: before ?? null,
      after: subject,
    });
    return { status: 200 as const, message: `${subject.code} ${subject.name} saved.`, id: ref.id };
  });
}

export const createSubject: Handler<'createSubject'> = (input, { caller }) => saveSubject(caller, null, input);

export const updateSubject: Handler<'updateSubject'> = ({ id, ...fields }, { caller }) =>
  saveSubject(caller, id, fields);
