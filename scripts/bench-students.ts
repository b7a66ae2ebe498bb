/** The made-up students the benches seed: demo names, unique admission numbers, and the search words the API keeps. */
import { type StudentDoc, studentSchema } from '@academy/shared/people';
import { searchTokensFor } from '@academy/shared/search-tokens';
import { FIRST_NAMES as FIRST, LAST_NAMES as LAST } from '../emulators/demo-data';

/** Student number `n` of a bench, its admission number starting with `prefix` (BS-00001 …). */
export function benchStudent(prefix: string, n: number): StudentDoc {
  const firstName = FIRST[n % FIRST.length]!;
  const lastName = `${LAST[(n * 7) % LAST.length]!}${n >= LAST.length * FIRST.length ? `-${Math.floor(n / 97)}` : ''}`;
  const admissionNumber = `${prefix}-${String(n).padStart(5, '0')}`;
  return studentSchema.parse({
    admissionNumber,
    firstName,
    lastName,
    dateOfBirth: '2012-01-01',
    gender: 'other',
    classId: null,
    guardianIds: [],
    status: 'enrolled',
    enrolmentDate: '2026-09-01',
    medicalNotes: '',
    emergencyContact: { name: '', phone: '' },
    accountUid: null,
    guardianUids: [],
    searchTokens: searchTokensFor({ firstName, lastName, admissionNumber }),
    archived: false,
  });
}
