/**
 * A post confirmed once per family: two guardians of one child are asked once, either confirms for both (the count
 * moves by one), and the other is told who did; a post confirmed by each person asks each guardian.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, callApi, DEMO_PASSWORD, idTokenFor } from '../support/emulators';
import { ADMIN, post, record, SCHOOL, signInAll } from '../support/school-api';

const PARENT_EMAIL = 'parent@demo-academy.test';

const SECOND = { uid: 'ack-second-guardian', email: 'ack-second-guardian@demo-academy.test', name: 'Sam Second' };
const CHILD = 'student-01';
const made: string[] = [];
let secondToken = '';

const news = (acknowledgeBy: 'family' | 'person', title: string) => ({
  title,
  body: 'Please confirm.',
  link: null,
  audience: { wholeSchool: false, roles: [], grades: [], classIds: ['class-7a'], members: 'parents' },
  pinned: false,
  needsAcknowledgement: true,
  acknowledgeBy,
  publishAt: null,
});

async function reachHolds(uid: string, key: string) {
  for (let i = 0; i < 80; i++) {
    const keys = ((await record(`reach/${uid}`))?.keys as string[] | undefined) ?? [];
    if (keys.includes(key)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The reach of ${uid} never held ${key}.`);
}

async function cleanUp() {
  const { db, auth } = admin();
  await db.doc(`schools/${SCHOOL}/students/${CHILD}`).update({ guardianUids: ['demo-parent'] });
  await db.doc(`users/${SECOND.uid}`).delete();
  await auth.deleteUser(SECOND.uid).catch(() => undefined);
  for (const id of made) {
    await db.doc(`schools/${SCHOOL}/posts/${id}`).delete();
    for (const a of (await db.collection(`schools/${SCHOOL}/acknowledgements`).where('postId', '==', id).get()).docs)
      await a.ref.delete();
  }
}

beforeAll(async () => {
  await signInAll();
  await cleanUp();
  const { db, auth } = admin();
  await auth.createUser({ uid: SECOND.uid, email: SECOND.email, password: DEMO_PASSWORD });
  await auth.setCustomUserClaims(SECOND.uid, { role: 'Parent', school_id: SCHOOL });
  await db.doc(`users/${SECOND.uid}`).set({
    email: SECOND.email,
    username: SECOND.name,
    role: 'Parent',
    school_id: SCHOOL,
    modules: { Dashboard: true, Newsfeed: true, Students: true },
    personId: null,
    disabled: false,
  });
  await db.doc(`schools/${SCHOOL}/students/${CHILD}`).update({ guardianUids: ['demo-parent', SECOND.uid] });
  await reachHolds(SECOND.uid, 'class:class-7a:parents');
  secondToken = await idTokenFor(SECOND.email);
});
afterAll(cleanUp);

const acknowledgeAsSecond = (postId: string) =>
  callApi<{ status: number; message: string }>('POST', '/newsfeed/acknowledge', {
    token: secondToken,
    body: { postId },
  });

describe('acknowledgement once per family or by each person', () => {
  it('once per family: either guardian confirms for both, the count moves once, the other is told who did', async () => {
    const res = await post(ADMIN, '/newsfeed/savePost', news('family', 'Trip consent'));
    expect(res.status).toBe(200);
    const id = res.body.id!;
    made.push(id);
    const saved = (await record(`posts/${id}`))!;
    // The two guardians are one family: counted once.
    expect(saved.audienceSize).toBe((saved.sentTo as number) - 1);
    expect(await record(`acknowledgements/${id}_${SECOND.uid}`)).toMatchObject({
      familyUids: ['demo-parent'],
      acknowledged: false,
    });

    expect((await post(PARENT_EMAIL, '/newsfeed/acknowledge', { postId: id })).status).toBe(200);
    expect(await record(`acknowledgements/${id}_${SECOND.uid}`)).toMatchObject({
      acknowledged: true,
      acknowledgedBy: 'Ngozi Adeyemi',
    });
    expect((await record(`posts/${id}`))!.acknowledgedCount).toBe(1);
    const again = await acknowledgeAsSecond(id);
    expect(again.body.message).toBe('Ngozi Adeyemi had already confirmed Trip consent for your family.');
    expect((await record(`posts/${id}`))!.acknowledgedCount).toBe(1);
  });

  it('by each person: each guardian confirms for themselves', async () => {
    const res = await post(ADMIN, '/newsfeed/savePost', news('person', 'Photo consent'));
    const id = res.body.id!;
    made.push(id);
    const saved = (await record(`posts/${id}`))!;
    expect(saved.audienceSize).toBe(saved.sentTo);
    expect((await post(PARENT_EMAIL, '/newsfeed/acknowledge', { postId: id })).status).toBe(200);
    expect(await record(`acknowledgements/${id}_${SECOND.uid}`)).toMatchObject({ acknowledged: false });
    expect((await acknowledgeAsSecond(id)).body.message).toBe('Thank you: Photo consent acknowledged.');
    expect((await record(`posts/${id}`))!.acknowledgedCount).toBe(2);
  });
});
