/** What an invitation says: the e-mail's words, and each letter's children and family. */
import type { PersonCollection } from '@academy/shared/accounts';
import { formatCode } from '@academy/shared/invitations';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { APP_URL } from '../config';
import { db } from './firebase';
import type { OutgoingMail } from './mail';

/** A person invited, with their kind of record. */
export interface Invitee {
  kind: PersonCollection;
  person: DocumentSnapshot;
}

export function invitationMail(args: {
  schoolName: string;
  firstName: string;
  role: string;
  to: string;
  token: string;
  code: string;
  expires: string;
  invitationId: string;
}): OutgoingMail {
  const link = `${APP_URL}/join?token=${args.token}`;
  const text = [
    `Hello ${args.firstName},`,
    '',
    `${args.schoolName} invites you to Academy, where you will sign in as ${args.role}.`,
    '',
    `Open this link to choose how you will sign in:`,
    link,
    '',
    `Or go to ${APP_URL}/join and type the code ${formatCode(args.code)}.`,
    '',
    `The invitation can be used once, until ${args.expires}. If you did not expect it, ignore this e-mail.`,
  ].join('\n');
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const html =
    `<p>Hello ${esc(args.firstName)},</p><p>${esc(args.schoolName)} invites you to Academy, where you will sign in ` +
    `as ${esc(args.role)}.</p><p><a href="${esc(link)}">Join ${esc(args.schoolName)}</a></p>` +
    `<p>Or go to ${esc(APP_URL)}/join and type the code <strong>${formatCode(args.code)}</strong>.</p>` +
    `<p>The invitation can be used once, until ${esc(args.expires)}.</p>`;
  return {
    to: args.to,
    subject: `Join ${args.schoolName} on Academy`,
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
