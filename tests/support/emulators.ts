/** Talking to the running Emulator Suite the way a browser or an attacker would: over HTTP, with real ID tokens. */
import { readFileSync } from 'node:fs';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8')) as {
  emulators: Record<'auth' | 'firestore' | 'hosting' | 'storage', { host: string; port: number }>;
};
export const PROJECT_ID = 'demo-academy';
export const { auth: AUTH, firestore: FIRESTORE, hosting: HOSTING, storage: STORAGE } = firebaseJson.emulators;
export const APP_URL = `http://${HOSTING.host}:${HOSTING.port}`;
export const DEMO_PASSWORD = 'Academy-demo-1';

process.env.FIRESTORE_EMULATOR_HOST ??= `${FIRESTORE.host}:${FIRESTORE.port}`;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= `${AUTH.host}:${AUTH.port}`;
process.env.FIREBASE_STORAGE_EMULATOR_HOST ??= `${STORAGE.host}:${STORAGE.port}`;

export function admin() {
  const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  return { db: getFirestore(app), auth: getAuth(app) };
}

/** The project's default bucket in the Storage emulator, as the functions see it. */
export const storageBucket = () => {
  admin();
  return getStorage().bucket(`${PROJECT_ID}.appspot.com`);
};

/** Signs in through the Auth emulator's REST API and returns the ID token, as the web SDK would. */
export async function idTokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Could not sign in ${email}: ${body.error?.message ?? res.status}`);
  return body.idToken;
}

export interface ApiResult<T = unknown> {
  status: number;
  body: T;
}

/** Calls the API through the hosting emulator's /api rewrite, exactly as the browser does. */
export async function callApi<T = Record<string, unknown>>(
  method: 'GET' | 'POST',
  path: string,
  options: {
    token?: string;
    query?: Record<string, string>;
    body?: unknown;
    rawAuthorization?: string;
    /** Extra request headers, e.g. a forged X-Forwarded-For. */
    headers?: Record<string, string>;
  } = {},
): Promise<ApiResult<T>> {
  const url = new URL(`/api${path}`, APP_URL);
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.rawAuthorization !== undefined) headers.authorization = options.rawAuthorization;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(url, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: the test sees the text
  }
  return { status: res.status, body: body as T };
}
