/**
 * The school's e-mail: each message is recorded in schools/{id}/mail/{id} as queued (in the caller's batch), then
 * sent through SMTP with nodemailer and marked sent or failed. In the emulators the SMTP server is the launcher's mail
 * catcher; deployed, it is the SMTP_URL secret.
 */
import { type MailDoc, MAIL_ID_HEADER } from '@academy/shared/mail';
import type { DocumentReference, WriteBatch } from 'firebase-admin/firestore';
import { defineSecret } from 'firebase-functions/params';
import type { Transporter } from 'nodemailer';
import { EMULATOR_SMTP, IN_EMULATOR, MAIL_FROM } from '../config';
import { logs } from '../logs';
import { db } from './firebase';

export const SMTP_URL = defineSecret('SMTP_URL');
/** Shared with the mail provider: its bounce reports carry it in the X-Academy-Bounce-Secret header. */
export const MAIL_BOUNCE_SECRET = defineSecret('MAIL_BOUNCE_SECRET');
/** The secrets the api function is deployed with for mail; the emulators use the local catcher. */
export const MAIL_SECRETS = IN_EMULATOR ? [] : [SMTP_URL, MAIL_BOUNCE_SECRET];
/** The emulators' bounce secret: it proves nothing outside them, where it is never used. */
export const LOCAL_BOUNCE_SECRET = 'local-bounce-secret-only';
export const bounceSecret = () => (IN_EMULATOR ? LOCAL_BOUNCE_SECRET : MAIL_BOUNCE_SECRET.value());

let transport: Promise<Transporter> | undefined;
/** nodemailer is loaded with the first message, not at every cold start of a function that may never send one. */
function mailTransport(): Promise<Transporter> {
  transport ??= import('nodemailer').then(({ createTransport }) =>
    IN_EMULATOR
      ? createTransport({ ...EMULATOR_SMTP, secure: false, ignoreTLS: true })
      : createTransport(SMTP_URL.value()),
  );
  return transport;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: string;
  refId: string | null;
}

export interface QueuedMail {
  ref: DocumentReference;
  message: OutgoingMail;
}

/** Records the message as queued in the batch; send it with sendQueued once the batch is committed. */
export function queueMail(batch: WriteBatch, schoolId: string, message: OutgoingMail, now: number): QueuedMail {
  const ref = db.collection(`schools/${schoolId}/mail`).doc();
  const doc: MailDoc = {
    to: message.to,
    subject: message.subject,
    kind: message.kind,
    refId: message.refId,
    state: 'queued',
    createdAt: now,
    sentAt: null,
    error: null,
  };
  batch.create(ref, doc);
  return { ref, message };
}

const SENDING_AT_ONCE = 10;

/** Hands one message to the mail server: null once it is accepted, else why not (logged, never thrown). */
export async function sendMail(message: OutgoingMail, headers?: Record<string, string>): Promise<string | null> {
  try {
    await (
      await mailTransport()
    ).sendMail({
      ...(headers ? { headers } : {}),
      from: MAIL_FROM,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    return null;
  } catch (error) {
    logs.mailFailed(message.kind, error);
    return error instanceof Error ? error.message.slice(0, 500) : 'unknown';
  }
}

/** Sends the queued messages, a few at a time, and records each one's state; never throws for a message that failed. */
export async function sendQueued(queued: QueuedMail[]): Promise<{ sent: number; failed: number }> {
  const outcomes: { ref: DocumentReference; sentAt: number | null; error: string | null }[] = [];
  for (let i = 0; i < queued.length; i += SENDING_AT_ONCE) {
    const part = queued.slice(i, i + SENDING_AT_ONCE);
    outcomes.push(
      ...(await Promise.all(
        part.map(async ({ ref, message }) => {
          // The provider's bounce report carries the header back, naming the record to mark bounced.
          const error = await sendMail(message, { [MAIL_ID_HEADER]: `${ref.parent.parent!.id}/${ref.id}` });
          return { ref, sentAt: error ? null : Date.now(), error };
        }),
      )),
    );
  }
  for (let i = 0; i < outcomes.length; i += 400) {
    const batch = db.batch();
    for (const o of outcomes.slice(i, i + 400))
      batch.update(o.ref, { state: o.error ? 'failed' : 'sent', sentAt: o.sentAt, error: o.error });
    await batch.commit();
  }
  const failed = outcomes.filter((o) => o.error).length;
  return { sent: outcomes.length - failed, failed };
}
