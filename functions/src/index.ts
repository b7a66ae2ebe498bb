import { onRequest } from 'firebase-functions/https';
import { acceptInvitation } from './api/accounts/accept-invitation';
import { checkInvitation } from './api/accounts/check-invitation';
import { invite } from './api/accounts/invite';
import { startInviteJob } from './api/accounts/start-invite-job';
import { revokeInvitation } from './api/accounts/revoke-invitation';
import { MAIL_SECRETS } from './lib/mail';
import { createAccount } from './api/accounts/create-account';
import { updateAccount } from './api/accounts/update-account';
import { updateSignInMethods } from './api/accounts/update-sign-in-methods';
import { checkSignIn } from './api/auth/check-sign-in';
import { switchRole } from './api/accounts/switch-role';
import { setLanguage } from './api/accounts/set-language';
import { getUserData } from './api/auth/get-user-data';
import { updatePassword } from './api/auth/update-password';
import { publicCourses } from './api/landing/public-courses';
import { publicPartners } from './api/landing/public-partners';
import { publicPosts } from './api/landing/public-posts';
import { registerSchool } from './api/landing/register-school';
import { markNotificationsRead } from './api/notifications/mark-read';
import { savePushToken } from './api/notifications/save-push-token';
import { getStudent } from './api/search/get-student';
import { assignStudents } from './api/classes/assign-students';
import { deleteClass } from './api/classes/delete-class';
import { createClass, updateClass } from './api/classes/save-class';
import { importPeople } from './api/people/import-people';
import { archiveParent } from './api/parents/archive-parent';
import { createParent, updateParent } from './api/parents/save-parent';
import { archiveStudent } from './api/students/archive-student';
import { createStudent, updateStudent } from './api/students/save-student';
import { deleteSubject } from './api/subjects/delete-subject';
import { createSubject, updateSubject } from './api/subjects/save-subject';
import { deleteTerm } from './api/terms/delete-term';
import { createTerm, updateTerm } from './api/terms/save-term';
import { archiveTeacher } from './api/teachers/archive-teacher';
import { createTeacher, updateTeacher } from './api/teachers/save-teacher';
import { archiveStaff } from './api/staff/archive-staff';
import { createStaff, updateStaff } from './api/staff/save-staff';
import { deleteCourse } from './api/courses/delete-course';
import { createCourse, updateCourse } from './api/courses/save-course';
import { deleteLesson } from './api/lessons/delete-lesson';
import { createLesson, updateLesson } from './api/lessons/save-lesson';
// Attendance
import { saveRegister } from './api/attendance/save-register';
import { updateAttendanceSettings } from './api/attendance/update-settings';
import { reportAbsence } from './api/attendance/report-absence';
import { confirmAbsence } from './api/attendance/confirm-absence';
// Calendar and Newsfeed
import { deleteEvent } from './api/calendar/delete-event';
import { calendarFeed, calendarFeedAddress } from './api/calendar/feed';
import { changeOccurrence } from './api/calendar/change-occurrence';
import { saveEvent } from './api/calendar/save-event';
import { acknowledge, remindAcknowledgements } from './api/newsfeed/acknowledge';
import { savePost } from './api/newsfeed/save-post';
import { withdrawPost } from './api/newsfeed/withdraw-post';
import { audienceSize } from './api/newsfeed/audience-size';
// Assignments
import { deleteAssignment } from './api/assignments/delete-assignment';
import { gradeWork } from './api/assignments/grade-work';
import { saveAssignment } from './api/assignments/save-assignment';
import { setException } from './api/assignments/set-exception';
import { submitWork, unsubmitWork } from './api/assignments/submit-work';
// Fees and payments
import { checkoutStart } from './api/checkout/start';
import { checkoutTestProvider } from './api/checkout/test-provider';
import { checkoutWebhook } from './api/checkout/webhook';
import { mailBounced } from './api/mail/bounced';
import { generateInvoices, issueInvoices } from './api/fees/generate-invoices';
import { recordPayment } from './api/fees/record-payment';
import { refundToCard } from './api/fees/refund-to-card';
import { saveFeeItem } from './api/fees/save-fee-item';
import { saveSchedule } from './api/fees/save-schedule';
import { voidInvoice } from './api/fees/void-invoice';
// Fees: late fees and the office's reports
import { previewLateFees, updateLateFees } from './api/fees/late-fees';
import { schoolLogo } from './api/school/school-logo';
import { updateSchoolLocale } from './api/school/update-locale';
import { erasePersonRoute } from './api/data/erase-person';
import { updateRetention } from './api/data/update-retention';
import { sendFeeReminders } from './api/fees/send-reminders';
import { PAYMENT_SECRETS } from './lib/payment-provider';
import { REGION } from './config';
import { createApi } from './lib/router';
// Course store
import { enrol } from './api/courses/enrol';
import { saveProgress } from './api/courses/save-progress';
import { withdraw } from './api/courses/withdraw';
// Files
import { deleteFile, downloadFile, fileLinks, finishUpload, startUpload, uploadChunk } from './api/files/files';
import { classPhotos, shareStudentDocument, studentFiles } from './api/files/student-files';
// A school's data: export
import { exportDownload, exportLink, exportPerson, exportSchool } from './api/data/export';
// Messages
import { sendToClass, startConversation } from './api/messages/start';
import { markConversationRead, sendMessage, withdrawMessage } from './api/messages/send';
import { conversationsFor, overseeConversation, reportMessage, setSafeguardingLead } from './api/messages/safeguarding';
import { updateMessageHours, updateMessageSettings } from './api/messages/hours';
import { messageRecipients } from './api/messages/recipients';
import { updateChildGuardians } from './api/messages/child-guardians';
// Reports
import { saveCommentBank, saveScale } from './api/reports/scales';
import { saveRound } from './api/reports/rounds';
import { saveEntries } from './api/reports/entries';
import { reviewReport } from './api/reports/review';
import { publishReports, remindReportTeachers } from './api/reports/publish';
import { classReportsPdf, reportLink } from './api/reports/links';

export const api = onRequest(
  { region: REGION, invoker: 'public', secrets: [...PAYMENT_SECRETS, ...MAIL_SECRETS] },
  createApi({
    getUserData,
    getStudent,
    updatePassword,
    createAccount,
    updateAccount,
    switchRole,
    setLanguage,
    invite,
    startInviteJob,
    revokeInvitation,
    checkInvitation,
    acceptInvitation,
    updateSignInMethods,
    checkSignIn,
    markNotificationsRead,
    savePushToken,
    registerSchool,
    publicCourses,
    publicPartners,
    publicPosts,
    // School structure and people
    createTerm,
    updateTerm,
    deleteTerm,
    createSubject,
    updateSubject,
    deleteSubject,
    createClass,
    updateClass,
    deleteClass,
    assignStudents,
    createStudent,
    updateStudent,
    archiveStudent,
    createParent,
    updateParent,
    archiveParent,
    // CSV import of people
    importPeople,
    // Teachers, staff and courses
    createTeacher,
    updateTeacher,
    archiveTeacher,
    createStaff,
    updateStaff,
    archiveStaff,
    createCourse,
    updateCourse,
    deleteCourse,
    // Lessons
    createLesson,
    updateLesson,
    deleteLesson,
    // Attendance
    updateAttendanceSettings,
    saveRegister,
    reportAbsence,
    confirmAbsence,
    // Calendar and Newsfeed
    saveEvent,
    deleteEvent,
    calendarFeedAddress,
    calendarFeed,
    // Files
    startUpload,
    uploadChunk,
    finishUpload,
    fileLinks,
    studentFiles,
    classPhotos,
    shareStudentDocument,
    downloadFile,
    schoolLogo,
    deleteFile,
    savePost,
    withdrawPost,
    audienceSize,
    acknowledge,
    remindAcknowledgements,
    // Assignments
    saveAssignment,
    deleteAssignment,
    submit: submitWork,
    unsubmit: unsubmitWork,
    grade: gradeWork,
    setException,
    // Fees and payments
    saveFeeItem,
    saveSchedule,
    generateInvoices,
    issueInvoices,
    recordPayment,
    refundToCard,
    voidInvoice,
    checkoutStart,
    checkoutTestProvider,
    checkoutWebhook,
    mailBounced,
    // Calendar: one date of a repeating event
    changeOccurrence,
    // Course store
    enrol,
    withdraw,
    saveProgress,
    // Fees: late fees and the office's reports
    updateLateFees,
    updateSchoolLocale,
    previewLateFees,
    sendFeeReminders,
    // A school's data: export
    exportSchool,
    exportPerson,
    exportLink,
    exportDownload,
    // Erasure and retention
    erasePerson: erasePersonRoute,
    updateRetention,
    startConversation,
    sendToClass,
    sendMessage,
    withdrawMessage,
    markConversationRead,
    reportMessage,
    updateMessageHours,
    updateMessageSettings,
    messageRecipients,
    overseeConversation,
    conversationsFor,
    setSafeguardingLead,
    updateChildGuardians,
    // Reports
    saveScale,
    saveRound,
    saveEntries,
    reviewReport,
    publishReports,
    remindReportTeachers,
    saveCommentBank,
    reportLink,
    classReportsPdf,
  }),
);

// Calendar and Newsfeed: who each member's audience words reach, and scheduled posts going out.
export { onAccountReach, onClassReach, onStudentReach } from './on-reach-change';
export { onStudentGuardians } from './on-guardian-change';
// People: each parent's children's classes, for the Parents list's class filter.
export { onStudentParentClasses } from './on-parent-classes';
// Dashboards: the office's counts, counted again as records enter or leave them; the timetables and who reads a work
// summary, written again as lessons and students change.
export { onClassTotals, onEnrolmentTotals, onLessonTotals, onStudentTotals, onTeacherTotals } from './on-school-totals';
// Attendance: each class's registers of a week, counts only, for a teacher's dashboard.
export { onRegisterWeek } from './on-class-weeks';
// Assignments: each student's open work as the dashboards show it, written again as a submission changes.
export { onSubmissionSummary } from './on-work-summaries';
// Scheduled work (schedules.ts): scheduled posts, open and missing work, late fees, weekly fee reminders, expired
// exports, leavers' erasure, held messages, reports on their date.
export {
  assignmentSchedule,
  eraseLeavers,
  feeReminderSchedule,
  lateFeeSchedule,
  publishDueReportsSchedule,
  publishScheduledPosts,
  removeExpiredExportsSchedule,
  tellHeldMessagesSchedule,
} from './on-schedules';
// Accounts: inviting many, one chunk of people at a time in the background.
export { onInviteJob } from './on-invite-job';
export { onDataJob } from './on-data-job';
