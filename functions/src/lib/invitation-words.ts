/** What an invitation says: the e-mail's words, and each letter's children and family. */
import type { PersonCollection } from '@academy/shared/accounts';
import { formatCode } from '@academy/shared/invitations';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APP_URL } from '../config';
import { db } from './firebase';
import type { OutgoingMail } from './mail';
import type { Reader } from './readers';

/** A person invited, with their kind of record. */
export interface Invitee {
  kind: PersonCollection;
  person: DocumentSnapshot;
}

const MESSAGES = {
  subject: /*i18n*/ { id: 'mail.invitation.subject', message: 'Join {school} on Academy' },
  hello: /*i18n*/ { id: 'mail.invitation.hello', message: 'Hello {name},' },
  invites: /*i18n*/ {
    id: 'mail.invitation.invites',
    message:
      '{role, select, Parent {{school} invites you to Academy, where you will sign in as Parent.} Student {{school} invites you to Academy, where you will sign in as Student.} Teacher {{school} invites you to Academy, where you will sign in as Teacher.} Admin {{school} invites you to Academy, where you will sign in as Admin.} other {{school} invites you to Academy, where you will sign in as {role}.}}',
  },
  openLink: /*i18n*/ { id: 'mail.invitation.open-link', message: 'Open this link to choose how you will sign in:' },
  join: /*i18n*/ { id: 'mail.invitation.join', message: 'Join {school}' },
  orCode: /*i18n*/ { id: 'mail.invitation.or-code', message: 'Or go to {address} and type the code {code}.' },
  once: /*i18n*/ { id: 'mail.invitation.once', message: 'The invitation can be used once, until {day}.' },
  notExpected: /*i18n*/ {
    id: 'mail.invitation.once-not-expected',
    message: 'The invitation can be used once, until {day}. If you did not expect it, ignore this e-mail.',
  },
};

/**
 * The invitation e-mail, in the reader's language: someone without an account yet has chosen none, so the school's
 * (`readerIn(undefined, school)`). Names and the school's name are as written.
 */
export function invitationMail(
  reader: Reader,
  args: {
    schoolName: string;
    firstName: string;
    role: string;
    to: string;
    token: string;
    code: string;
    expiresAt: number;
    invitationId: string;
  },
): OutgoingMail {
  const link = `${APP_URL}/join?token=${args.token}`;
  const code = formatCode(args.code);
  const day = reader.date(args.expiresAt);
  const text = [
    reader.t(MESSAGES.hello, { name: args.firstName }),
    '',
    reader.t(MESSAGES.invites, { school: args.schoolName, role: args.role }),
    '',
    reader.t(MESSAGES.openLink),
    link,
    '',
    reader.t(MESSAGES.orCode, { address: `${APP_URL}/join`, code }),
    '',
    reader.t(MESSAGES.notExpected, { day }),
  ].join('\n');
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  // Translations are the school's trusted text; only the values are escaped (names and addresses are typed).
  const html =
    `<p>${reader.t(MESSAGES.hello, { name: esc(args.firstName) })}</p>` +
    `<p>${reader.t(MESSAGES.invites, { school: esc(args.schoolName), role: esc(args.role) })}</p>` +
    `<p><a href="${esc(link)}">${reader.t(MESSAGES.join, { school: esc(args.schoolName) })}</a></p>` +
    `<p>${reader.t(MESSAGES.orCode, { address: esc(`${APP_URL}/join`), code: `<strong>${code}</strong>` })}</p>` +
    `<p>${reader.t(MESSAGES.once, { day: esc(day) })}</p>`;
  return {
    to: args.to,
    subject: reader.t(MESSAGES.subject, { school: args.schoolName }),
    text,
    html,
    kind: 'invitation',
    refId: args.invitationId,
  };
}

/** The children each letter names, read in one round trip: a parent's children, or the student themself. */
export async function childNames(schoolId: string, invitees: Invitee[]): Promise<Map<string, string>> {
  const ids = [
    ...new Set(invitees.flatMap((i) => (i.kind === 'parents' ? (i.person.get('childIds') as string[]) : []))),
  ];
  const names = new Map<string, string>();
  if (!ids.length) return names;
  for (const child of await db.getAll(...ids.map((id) => db.doc(`schools/${schoolId}/students/${id}`))))
    if (child.exists) names.set(child.id, `${String(child.get('firstName'))} ${String(child.get('lastName'))}`);
  return names;
}

export function letterFamily(kind: PersonCollection, person: DocumentSnapshot, children: Map<string, string>) {
  const name = `${String(person.get('firstName'))} ${String(person.get('lastName'))}`;
  if (kind === 'students') return { children: [name], family: `students/${person.id}` };
  if (kind !== 'parents') return { children: [], family: `${kind}/${person.id}` };
  const childIds = [...((person.get('childIds') as string[] | undefined) ?? [])].sort();
  return {
    children: childIds.map((id) => children.get(id)).filter((n): n is string => !!n),
    // Parents with the same children are one family; a parent with none is a family alone.
    family: childIds.length ? `children/${childIds.join(',')}` : `parents/${person.id}`,
  };
}
