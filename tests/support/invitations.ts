/** What the invitation tests share: the office's invite call, the mail catcher, a brand-new sign-in, parents put back. */
import type { CaughtMail } from '../../emulators/mail-catcher';
import { admin, AUTH, callApi, DEMO_PASSWORD } from './emulators';

export const SCHOOL = 'demo-academy-school';
export const MAIL = 'http://127.0.0.1:1080/email';

export interface InviteReply {
  status: number;
  message: string;
  invited?: number;
  refused?: number;
  schoolName?: string;
  letters?: { personId: string; code: string; children: string[]; family: string }[];
  valid?: boolean;
  firstName?: string;
  role?: string;
}

/** `POST /api/accounts/<action>` with an ID token (or none, signed out). */
export const accountsCall = (action: string, token: string | undefined, body: unknown) =>
  callApi<InviteReply>('POST', `/accounts/${action}`, { token, body });

/** Everything the mail catcher holds, and emptying it. */
export const caughtMail = async () => (await (await fetch(MAIL)).json()) as CaughtMail[];
export const clearCaughtMail = () => fetch(MAIL, { method: 'DELETE' });

/** The school's mail records to an address, oldest first. */
export async function mailRecordsTo(email: string) {
  const records = await admin().db.collection(`schools/${SCHOOL}/mail`).where('to', '==', email).get();
  return records.docs.sort((a, b) => (a.get('createdAt') as number) - (b.get('createdAt') as number));
}

/** A brand-new sign-in with no role, as /join makes one: its uid and ID token. */
export async function newSignIn(email: string) {
  const res = await fetch(
    `http://${AUTH.host}:${AUTH.port}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: DEMO_PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken: string; localId: string };
  return { uid: body.localId, token: body.idToken };
}

/** Keeps the school's parent records as they are now; `restore` puts them back and drops the invitations made since. */
export async function keepParents() {
  const { db } = admin();
  const before = new Map((await db.collection(`schools/${SCHOOL}/parents`).get()).docs.map((p) => [p.id, p.data()]));
  return {
    async restore() {
      for (const [id, data] of before) await db.doc(`schools/${SCHOOL}/parents/${id}`).set(data);
      await db.recursiveDelete(db.collection(`schools/${SCHOOL}/invitations`));
    },
  };
}
