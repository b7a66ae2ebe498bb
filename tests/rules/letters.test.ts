import { staffReadOnlyRules } from '../support/staff-collection-rules';

// The letters' codes of an invite job (schools/${id}/inviteJobs/${jobId}/letters): its school's Admins only.
staffReadOnlyRules(
  'inviteJobs/job-1/letters',
  { letters: [{ personId: 'parent-03', code: '7KQ-M4X-2PD', name: 'A B', children: [], family: 'parents/p' }] },
  ['adminA'],
);
