import { staffReadOnlyRules } from '../support/staff-collection-rules';

/** Invitations hold hashes of the codes, never the codes: only the school's own Admins read them; nobody writes them. */
staffReadOnlyRules(
  'invitations',
  { personType: 'parents', personId: 'parent-1', role: 'Parent', state: 'pending', expiresAt: 1 },
  ['adminA'],
);
