import { formatDate, formatTime, schoolLocaleOf } from '@academy/shared/date-format';
import { FieldValue } from 'firebase-admin/firestore';
import { writeAudit } from '../../lib/audit';
import { badRequest } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { availableLanguages } from '../../lib/i18n';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/**
 * An Admin sets how every date and time in the school reads (the server's sentences too): the locale, and over it
 * the clock (12 or 24 hours) and the day weeks begin on; and the language of the school's own documents. A choice
 * sent as null goes back to the locale's own; one not sent stays as it is.
 */
export const updateSchoolLocale: Handler<'updateSchoolLocale'> = async (input, { caller }) => {
  const languages = input.language === undefined ? [] : await availableLanguages();
  if (input.language !== undefined && !languages.includes(input.language))
    throw badRequest(
      `Language of the school’s documents: choose one of the languages listed (${languages.join(', ')}).`,
    );
  const ref = schoolDoc(caller);
  return db.runTransaction(async (tx) => {
    const school = await tx.get(ref);
    const fields = ['locale', 'hourCycle', 'weekStart', 'language'] as const;
    const before = Object.fromEntries(fields.map((f) => [f, school.get(f) ?? null]));
    const change: Record<string, unknown> = { locale: input.locale };
    for (const f of ['hourCycle', 'weekStart', 'language'] as const)
      if (input[f] !== undefined) change[f] = input[f] === null ? FieldValue.delete() : input[f];
    tx.update(ref, change);
    const after = {
      ...before,
      ...Object.fromEntries(fields.map((f) => [f, input[f] === undefined ? before[f] : input[f]])),
    };
    writeAudit(tx, caller, {
      action: 'school.localeUpdated',
      target: `schools/${caller.school_id}`,
      before,
      after,
    });
    const where = schoolLocaleOf({ ...after, timezone: 'UTC' });
    const example = formatTime(Date.UTC(2026, 10, 26, 14, 30), where);
    return {
      status: 200 as const,
      message: `Locale saved: dates now read like ${formatDate('2026-11-26', where)}, and times like ${example}.`,
    };
  });
};
