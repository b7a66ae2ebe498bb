import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  isSchoolCollectionName,
  SCHOOL_COLLECTION_NAMES,
  SCHOOL_COLLECTIONS,
  type SchoolDocOf,
  type SearchableCollectionName,
} from './collections';
import type { ClassDoc } from './structure';

describe('the table of school collections', () => {
  it('names every collection under schools/{id}/ the code writes', () => {
    expect(SCHOOL_COLLECTION_NAMES).toEqual([
      'terms',
      'subjects',
      'classes',
      'students',
      'parents',
      'teachers',
      'staff',
      'courses',
      'lessons',
      'timetables',
      'notifications',
      'auditLog',
      // Attendance
      'registers',
      'attendanceRecords',
      'attendanceTotals',
      'classWeeks',
      'absenceReports',
      // Calendar and Newsfeed
      'events',
      'posts',
      'acknowledgements',
      'reach',
      // Assignments
      'assignments',
      'submissions',
      'workSummaries',
      'gradeDrafts',
      'gradeTotals',
      'workload',
      // Fees and payments
      'feeItems',
      'feeSchedules',
      'invoices',
      'payments',
      'receipts',
      'families',
      'classFeeTotals',
      'feeCounters',
      'checkoutSessions',
      'paymentKeys',
      // Attendance: the office's day summary
      'attendanceDays',
      // Assignments: each class's list of work
      'classWork',
      // Course store
      'enrolments',
      // Fees: the office's reports
      'feeDueTotals',
      'feeCollections',
      'creditNotes',
      'cardRefunds',
      'monthTotals',
      'termTotals',
      'schoolTotals',
      'invitations',
      'mail',
      'inviteJobs',
      // Files
      'files',
      'fileUsage',
      'studentFiles',
      // A school's data
      'jobs',
      // Messages
      'conversations',
      'messageInboxes',
      'messageHours',
      'withdrawnMessages',
      'messageFiles',
      // Reports
      'gradeScales',
      'reportRounds',
      'reportEntries',
      'reports',
      'commentBanks',
      'classTotals',
    ]);
    expect(isSchoolCollectionName('students')).toBe(true);
    expect(isSchoolCollectionName('toString')).toBe(false);
  });
  it('types each record from its schema', () => {
    expectTypeOf<SchoolDocOf<'classes'>>().toEqualTypeOf<ClassDoc>();
    expectTypeOf<SearchableCollectionName>().not.toEqualTypeOf<'notifications' | 'auditLog'>();
    expectTypeOf<'notifications'>().not.toExtend<SearchableCollectionName>();
  });
  it('makes the search words of a record the way the API does', () => {
    const { searchTokensOf } = SCHOOL_COLLECTIONS.subjects;
    expect(searchTokensOf?.({ code: 'MATH', name: 'Mathematics', department: 'Science', gradeLevels: [7] })).toContain(
      'math',
    );
    for (const name of SCHOOL_COLLECTION_NAMES) {
      const e = SCHOOL_COLLECTIONS[name];
      if ('searchTokensOf' in e) expect(e.searchable).toBe(true);
    }
  });
});
