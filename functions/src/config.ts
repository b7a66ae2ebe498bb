/** Read once: where the functions run and how they are reached. */
export const REGION = 'us-central1';
/** Hosting rewrites keep the /api prefix; a direct call to the function has none. */
export const API_PREFIX = '/api';
