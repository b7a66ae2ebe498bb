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

/**
 * Failures allowed per client address in each window on the public routes that take a secret: a calendar feed's token
 * (a calendar app asks with the right one every time) and the payment provider's signed webhook (the provider signs
 * every event).
 */
export const PUBLIC_FAILURE_LIMIT = { limit: 20, windowMs: 15 * 60 * 1000 };

/** Password attempts allowed per e-mail and per client address in each window. */
export const PASSWORD_RATE_LIMIT = { perEmail: 5, perAddress: 30, windowMs: 15 * 60 * 1000 };

/**
 * How many entries at the right of X-Forwarded-For Google's proxies wrote: the client's address is the left-most of
 * them. Through Firebase Hosting's rewrite that is 2 (Hosting appends the client, Cloud Run's front end appends
 * Hosting). Set TRUSTED_PROXY_HOPS in functions/.env.<project> if a deployment differs; docs/accounts.md, "What the
 * rate limits trust", says how to check.
 */
export const TRUSTED_PROXY_HOPS = Number(process.env.TRUSTED_PROXY_HOPS ?? 2);
/**
 * The Functions emulator is reached over a local socket and no proxy writes X-Forwarded-For, so everything in it is the
 * caller's own text. Its ports listen on 127.0.0.1 only, so every caller of the emulators is this machine.
 */
export const IN_EMULATOR = process.env.FUNCTIONS_EMULATOR === 'true';
export const EMULATOR_CLIENT_ADDRESS = '127.0.0.1';
