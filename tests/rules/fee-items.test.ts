import { staffReadOnlyRules } from '../support/staff-collection-rules';

// The catalogue is the office's: teachers read no money at all.
staffReadOnlyRules('feeItems', { name: 'Tuition', category: 'tuition', defaultAmount: 120_000, archived: false }, [
  'adminA',
]);
