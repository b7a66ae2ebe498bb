import { staffReadOnlyRules } from '../support/staff-collection-rules';

// Every file added to a conversation, sent or waiting to be: no client reads it (participants see a file on the
// message it came with, and its bytes only through the API), and only the server writes it.
// Paths: schools/${id}/messageFiles
staffReadOnlyRules('messageFiles', { files: [] }, []);
