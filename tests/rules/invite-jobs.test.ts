import { staffReadOnlyRules } from '../support/staff-collection-rules';

// Only the school's own Admins read its invite jobs (counts and refused people); only the server writes them.
// Paths: schools/${id}/inviteJobs
staffReadOnlyRules(
  'inviteJobs',
  { state: 'running', label: 'Parents without an account', total: 3, done: 0, refusedPeople: [] },
  ['adminA'],
);
