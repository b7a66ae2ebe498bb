import { staffReadOnlyRules } from '../support/staff-collection-rules';

staffReadOnlyRules('feeCollections', { month: '2026-11', currency: 'GBP', collected: { cash: 500 }, refunded: {} }, [
  'adminA',
]);
