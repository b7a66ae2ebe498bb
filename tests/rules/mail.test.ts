import { staffReadOnlyRules } from '../support/staff-collection-rules';

/** The school's e-mail log: only the school's own Admins read it; nobody writes it. */
staffReadOnlyRules('mail', { to: 'parent@example.test', subject: 'Join', kind: 'invitation', state: 'sent' }, [
  'adminA',
]);
