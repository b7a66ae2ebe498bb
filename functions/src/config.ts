/** Read once: where the functions run and how they are reached. */
export const REGION = 'us-central1';
/** Hosting rewrites keep the /api prefix; a direct call to the function has none. */
export const API_PREFIX = '/api';

/**
 * The project's Web API key, used only to check a user's current password against Firebase Auth.
 * Set WEB_API_KEY in functions/.env.<project> when deploying; the Auth emulator accepts any key.
 */
export const WEB_API_KEY = process.env.WEB_API_KEY ?? 'emulator-api-key';
export const AUTH_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST;

/** Password attempts allowed per e-mail and per client address in each window. */
export const PASSWORD_RATE_LIMIT = { perEmail: 5, perAddress: 30, windowMs: 15 * 60 * 1000 };
