import { formatDate } from '@academy/shared/date-format';
import { writeAudit } from '../../lib/audit';
import { db } from '../../lib/firebase';
import { schoolDoc } from '../../lib/records';
import type { Handler } from '../../lib/router';

/** An Admin sets the locale every date and time in the school is shown in (the server's sentences too). */
export const updateSchoolLocale: Handler<'updateSchoolLocale'> = async ({ locale }, { caller }) => {
  const ref = schoolDoc(caller);
  return db.runTransaction(async (tx) => {
    const school = await tx.get(ref);
    const before = { locale: (school.get('locale') as string | undefined) ?? null };
    tx.update(ref, { locale });
    writeAudit(tx, caller, {
      action: 'school.localeUpdated',
      target: `schools/${caller.school_id}`,
      before,
      after: { locale },
    });
    return {
      status: 200 as const,
      message: `Locale saved: dates now read like ${formatDate('2026-11-26', { locale })}.`,
    };
  });
};
