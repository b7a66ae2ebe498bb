/**
 * The school's e-mail: each message is recorded queued, then sent, or failed with the server's refusal; a bounce the
 * provider reports later (with the shared secret) marks it bounced and shows the invited person as "E-mail bounced",
 * so the office sends a letter instead.
 */
import { accountStanding } from '@academy/shared/invitations';
import { BOUNCE_SECRET_HEADER } from '@academy/shared/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSED_DOMAIN } from '../../emulators/mail-catcher';
import { LOCAL_BOUNCE_SECRET } from '../../functions/src/lib/mail';
import { clearRateLimits } from '../support/accounts';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { accountsCall, caughtMail, clearCaughtMail, keepParents, mailRecordsTo, SCHOOL } from '../support/invitations';

const BOUNCING = 'bounce.me@example.test';
const REFUSED = `nobody@${REFUSED_DOMAIN}`;
let token = '';
let parents: Awaited<ReturnType<typeof keepParents>>;
const parent = async (id: string) => (await admin().db.doc(`schools/${SCHOOL}/parents/${id}`).get()).data()!;
const inviteByEmail = (id: string) =>
  accountsCall('invite', token, { people: [{ kind: 'parents', id }], channel: 'email' });
/** A bounce report as the provider sends it; `secret: null` sends none. */
const report = (body: unknown, secret: string | null = LOCAL_BOUNCE_SECRET) =>
  callApi<{ status: number; message: string }>('POST', '/mail/bounced', {
    body,
    headers: secret === null ? {} : { [BOUNCE_SECRET_HEADER]: secret },
  });

beforeAll(async () => {
  await clearRateLimits();
  await clearCaughtMail();
  token = await idTokenFor('admin@demo-academy.test');
  parents = await keepParents();
  const { db } = admin();
  await db.doc(`schools/${SCHOOL}/parents/parent-03`).update({ email: BOUNCING });
  await db.doc(`schools/${SCHOOL}/parents/parent-04`).update({ email: REFUSED });
});
afterAll(async () => {
  await parents.restore();
  for (const to of [BOUNCING, REFUSED]) for (const r of await mailRecordsTo(to)) await r.ref.delete();
  await clearRateLimits();
});

describe('sending', () => {
  it('records a message the server refuses as failed, with the server’s words', async () => {
    const res = await inviteByEmail('parent-04');
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('1 e-mail could not be sent (see the mail log)');
    const [record] = await mailRecordsTo(REFUSED);
    expect(record!.get('state')).toBe('failed');
    expect(record!.get('error')).toMatch(/550/);
    expect(record!.get('sentAt')).toBeNull();
  });

  it('records a delivered message as sent, and names its record in a header the provider carries back', async () => {
    expect((await inviteByEmail('parent-03')).status).toBe(200);
    const [record] = await mailRecordsTo(BOUNCING);
    expect(record!.get('state')).toBe('sent');
    const caught = (await caughtMail()).find((m) => m.to.includes(BOUNCING))!;
    expect(caught.mailId).toBe(`${SCHOOL}/${record!.id}`);
  });
});

describe('POST /api/mail/bounced', () => {
  const mailId = async () => `${SCHOOL}/${(await mailRecordsTo(BOUNCING)).at(-1)!.id}`;

  it('refuses a report without the shared secret, or with a wrong one, and writes nothing', async () => {
    const body = { message: await mailId(), reason: '550 5.1.1 No such user' };
    for (const secret of [null, 'not-the-secret']) {
      const res = await report(body, secret);
      expect(res.body).toEqual({
        status: 400,
        message: `${BOUNCE_SECRET_HEADER} does not prove this report came from the mail provider.`,
      });
    }
    expect((await mailRecordsTo(BOUNCING)).at(-1)!.get('state')).toBe('sent');
    expect((await parent('parent-03')).account.state).toBe('invited');
  });

  it('refuses a report naming no message of ours, or naming it badly, saying which field', async () => {
    expect((await report({ message: `${SCHOOL}/no-such-mail`, reason: 'x' })).body).toEqual({
      status: 404,
      message: 'Message: no such message was sent by Academy.',
    });
    expect((await report({ message: 'not a header', reason: 'x' })).body).toEqual({
      status: 400,
      message: 'Message must be the X-Academy-Mail header of the message that bounced, such as school-id/mail-id.',
    });
    expect((await report({ message: await mailId(), reason: '  ' })).body.message).toBe(
      'Reason is required: the provider’s words for why the message bounced.',
    );
  });

  it('marks the message bounced and the invited person “E-mail bounced”, with the reason, once', async () => {
    const res = await report({ message: await mailId(), reason: '550 5.1.1 No such user' });
    expect(res.body).toEqual({ status: 200, message: 'Recorded: the person shows E-mail bounced.' });
    const record = (await mailRecordsTo(BOUNCING)).at(-1)!;
    expect(record.get('state')).toBe('bounced');
    expect(record.get('error')).toBe('550 5.1.1 No such user');
    const person = await parent('parent-03');
    expect(person.account).toMatchObject({ state: 'bounced', bounceReason: '550 5.1.1 No such user' });
    expect(accountStanding(person, undefined, Date.now())).toBe('bounced');
    // The people list's filter is an equality on account.state.
    const { db } = admin();
    const listed = await db.collection(`schools/${SCHOOL}/parents`).where('account.state', '==', 'bounced').get();
    expect(listed.docs.map((d) => d.id)).toEqual(['parent-03']);
    const audit = await db.collection(`schools/${SCHOOL}/auditLog`).where('target', '==', 'parents/parent-03').get();
    expect(audit.docs.map((d) => d.get('action'))).toContain('mail.bounced');

    const again = await report({ message: await mailId(), reason: '550 5.1.1 No such user' });
    expect(again.body).toEqual({ status: 200, message: 'Already recorded as bounced.' });
  });

  it('lets the office send a letter instead: the person is invited again and the bounced invitation replaced', async () => {
    const before = (await parent('parent-03')).account.invitationId as string;
    const res = await accountsCall('invite', token, {
      kind: 'parents',
      filter: 'noAccount',
      channel: 'letter',
      classId: (
        await admin()
          .db.doc(`schools/${SCHOOL}/students/${(await parent('parent-03')).childIds[0]}`)
          .get()
      ).get('classId'),
    });
    expect(res.status).toBe(200);
    expect(res.body.letters!.map((l) => l.personId)).toContain('parent-03');
    expect((await parent('parent-03')).account).toMatchObject({ state: 'invited', channel: 'letter' });
    const old = await admin().db.doc(`schools/${SCHOOL}/invitations/${before}`).get();
    expect(old.get('state')).toBe('replaced');
  });

  it('leaves the person alone when the bounce is of an invitation that has been replaced', async () => {
    // parent-04's e-mail failed; the office invites on paper; a late bounce report for that e-mail then arrives.
    await accountsCall('invite', token, { people: [{ kind: 'parents', id: 'parent-04' }], channel: 'letter' });
    const res = await report({ message: `${SCHOOL}/${(await mailRecordsTo(REFUSED)).at(-1)!.id}`, reason: 'late' });
    expect(res.body).toEqual({ status: 200, message: 'Recorded as bounced.' });
    expect((await mailRecordsTo(REFUSED)).at(-1)!.get('state')).toBe('bounced');
    expect((await parent('parent-04')).account).toMatchObject({ state: 'invited', channel: 'letter' });
  });
});
