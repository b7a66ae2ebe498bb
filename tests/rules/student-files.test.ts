import { staffReadOnlyRules } from '../support/staff-collection-rules';

// A student's photo and documents: no client reads them (the API answers each reader what they may see), and only the
// server writes them.
// Paths: schools/${id}/studentFiles
staffReadOnlyRules('studentFiles', { photo: null, documents: [] }, []);
