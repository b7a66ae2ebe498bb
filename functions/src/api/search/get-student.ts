import { STUDENT_SEARCH_LIMIT, type StudentSearchResult } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { matchesEveryWord, normaliseSearchText, searchQueryToken } from '@academy/shared/search-tokens';
import type { Query } from 'firebase-admin/firestore';
import { forbidden, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import type { Answer, Handler } from '../../lib/router';

/** Read a few more than we return: archived records and third words are left out after reading. */
const READ_LIMIT = STUDENT_SEARCH_LIMIT + 5;

function words(text: string): string[] {
  return normaliseSearchText(text).split(/\s+/).filter(Boolean);
}

/** Exact word matches rank above prefix matches; then by name. */
function rank(student: Student, queryWords: string[]): number {
  const nameWords = words(`${student.firstName} ${student.lastName} ${student.admissionNumber}`);
  return queryWords.reduce((score, q) => score + (nameWords.includes(q) ? 2 : 1), 0);
}

/**
 * Admins and Teachers search their whole school; a Parent only their children; a Student only themself. A result
 * names the student and nothing private (StudentSearchHit): opening it reads the record under the rules.
 * Indexed: one array-contains on searchTokens (or the caller's own few records), never a scan.
 */
export const getStudent: Handler<'getStudent'> = async ({ params, school_id }, { caller, reportReads }) => {
  if (school_id !== caller.school_id)
    throw forbidden(
      say(/*i18n*/ { id: 'api.search.own-school', message: 'You can only search students of your own school.' }),
    );

  const queryWords = words(params);
  const students = db.collection(`schools/${school_id}/students`);
  let query: Query;
  if (caller.role === 'Parent') query = students.where('guardianUids', 'array-contains', caller.uid);
  else if (caller.role === 'Student') query = students.where('accountUid', '==', caller.uid);
  else
    query = students
      .where('searchTokens', 'array-contains', searchQueryToken(params))
      .orderBy('lastName')
      .orderBy('firstName');
  const snapshot = await query.limit(READ_LIMIT).get();
  reportReads(snapshot.size);

  const data = snapshot.docs
    .map((d) => ({ ...(d.data() as Omit<Student, 'id'>), id: d.id }))
    .filter((s) => !s.archived && matchesEveryWord(s.searchTokens, params))
    .sort((a, b) => rank(b, queryWords) - rank(a, queryWords))
    .slice(0, STUDENT_SEARCH_LIMIT)
    .map(({ id, firstName, lastName, admissionNumber, classId, status }) => ({
      id,
      firstName,
      lastName,
      admissionNumber,
      classId,
      status,
    }));

  return {
    status: 200,
    type: 'Student',
    data,
    message: data.length
      ? say(
          /*i18n*/ {
            id: 'api.search.students-found',
            message: '{count, plural, one {# student found.} other {# students found.}}',
          },
          { count: data.length },
        )
      : say(/*i18n*/ { id: 'api.search.no-students', message: 'No students match your search.' }),
  } satisfies Answer<StudentSearchResult>;
};
