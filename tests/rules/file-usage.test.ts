import { staffReadOnlyRules } from '../support/staff-collection-rules';

// What a school stores against its quota: its own Admins only; only the server writes it.
// Paths: schools/${id}/fileUsage
staffReadOnlyRules('fileUsage', { bytes: 1000, files: 1, byModule: {}, quotaBytes: 5000, updatedAt: 1 }, ['adminA']);
