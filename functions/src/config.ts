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

/**
 * Where links in e-mails point: the site's own address. In the emulators, the hosting emulator; deployed, the
 * project's Hosting site unless APP_URL is set in functions/.env.<project> (a school's own domain).
 */
export const APP_URL =
  process.env.APP_URL ??
  (IN_EMULATOR ? 'http://127.0.0.1:5000' : `https://${process.env.GCLOUD_PROJECT ?? 'academy'}.web.app`);

/**
 * The local mail catcher the launcher starts beside the emulators (emulators/mail-catcher.ts). Deployed, the SMTP
 * server is the SMTP_URL secret (smtp(s)://user:password@host:port).
 */
export const EMULATOR_SMTP = { host: '127.0.0.1', port: Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025) };
/** The sender of the school's e-mail; set MAIL_FROM in functions/.env.<project>. */
export const MAIL_FROM = process.env.MAIL_FROM ?? 'Academy <no-reply@academy.test>';

/**
 * Invitation codes and links tried, per window of 15 minutes: per client address (checks and accepts together) and per
 * signed-in account (accepts). Only failures are counted per address; see docs/accounts.md for the guessing sum.
 */
export const INVITATION_RATE_LIMIT = { perAddress: 20, perAccount: 10, windowMs: 15 * 60 * 1000 };
