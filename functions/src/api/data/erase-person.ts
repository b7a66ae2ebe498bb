import { badRequest, say } from '../../lib/errors';
import { erasePerson, fullNameOf } from '../../lib/erasure';
import { db } from '../../lib/firebase';
import { readPerson } from '../../lib/person-records';
import type { Handler } from '../../lib/router';

const MESSAGES = {
  typeTheName: /*i18n*/ {
    id: 'api.erasure.type-the-name',
    message: 'Name must be typed exactly as shown ({name}) to confirm the erasure.',
  },
  erased: /*i18n*/ {
    id: 'api.erasure.erased',
    message: 'Personal data erased: the record now reads {pseudonym}; {changed} records anonymised, {deleted} deleted.',
  },
};

const sameName = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toLocaleLowerCase() === b.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * An Admin erases a student who has left, or a parent whose children all have: the Admin types the person's full
 * name to confirm. Marks, attendance and money stay as anonymous figures under a pseudonym; the rest goes.
 */
export const erasePersonRoute: Handler<'erasePerson'> = async ({ kind, id, confirmName }, { caller }) => {
  const record = await readPerson(db, caller.school_id, { kind, id });
  // Who is already erased is answered by erasePerson (409); the name is checked only against a live record.
  if (record && !record.erased && !sameName(confirmName, fullNameOf(record)))
    throw badRequest(say(MESSAGES.typeTheName, { name: fullNameOf(record) }));
  const { changed, deleted, pseudonym } = await erasePerson(caller, { kind, id });
  return {
    status: 200 as const,
    message: say(MESSAGES.erased, { pseudonym, changed, deleted }),
    changed,
    deleted,
    pseudonym,
  };
};
