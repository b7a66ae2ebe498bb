import { createHash } from 'node:crypto';
import type { ResultMessage } from '@academy/shared/api';
import { REGISTRATION_RATE_LIMIT } from '@academy/shared/landing';
import { FieldValue } from 'firebase-admin/firestore';
import { HttpError, say } from '../../lib/errors';
import { db } from '../../lib/firebase';
import { unknownAddress } from '../../lib/rate-limit';
import type { Answer, Handler } from '../../lib/router';

const hashOf = (ip: string) => createHash('sha256').update(`registerSchool:${ip}`).digest('hex');

/**
 * "Register your school" from the landing site: a request the platform operator reads (never the client).
 * Public, so rate-limited per address in the same transaction that stores it; the address is kept only as a hash.
 */
export const registerSchool: Handler<'registerSchool'> = async (input, { ip }) => {
  if (!ip) throw unknownAddress();
  const ipHash = hashOf(ip);
  const limitRef = db.doc(`rateLimits/${ipHash}`);
  const requestRef = db.collection('schoolRegistrations').doc();
  const now = Date.now();
  await db.runTransaction(async (tx) => {
    const limit = await tx.get(limitRef);
    const recent = ((limit.get('times') as number[] | undefined) ?? []).filter(
      (t) => now - t < REGISTRATION_RATE_LIMIT.windowMs,
    );
    if (recent.length >= REGISTRATION_RATE_LIMIT.requests)
      throw new HttpError(
        429,
        say(
          /*i18n*/ {
            id: 'api.register-school.too-many',
            message: 'Too many requests from this address. Try again in an hour.',
          },
        ),
      );
    // expiresAt lets Firestore's TTL policy delete the record once its newest request has left the window.
    tx.set(limitRef, { times: [...recent, now], expiresAt: new Date(now + REGISTRATION_RATE_LIMIT.windowMs) });
    tx.set(requestRef, {
      ...input,
      phone: input.phone ?? null,
      message: input.message ?? null,
      status: 'new',
      ipHash,
      createdAt: FieldValue.serverTimestamp(),
    });
  });
  return {
    status: 200,
    message: say(
      /*i18n*/ {
        id: 'api.register-school.thanks',
        message: 'Thank you. We have your request for {school} and will reply to {email} within two working days.',
      },
      { school: input.schoolName, email: input.email },
    ),
  } satisfies Answer<ResultMessage>;
};
