import { staffReadOnlyRules } from '../support/staff-collection-rules';

// The server's own record of idempotency keys in use: nobody reads it.
staffReadOnlyRules('paymentKeys', { claimedAt: 1 }, []);
