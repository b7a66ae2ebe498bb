import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../support/emulators';
import { refusesBadBodies } from '../support/refusals';
import {
  ADMIN,
  auditActions,
  post,
  record,
  refusesOtherRoles,
  SCHOOL,
  signInAll,
  tokenOf,
} from '../support/school-api';

const sam = {
  firstName: 'Sam',
  lastName: 'Teststaff',
  email: 'Sam.Teststaff@demo-academy.test',
  phone: '',
  department: 'Facilities',
  position: 'Caretaker',
  employmentStatus: 'active',
};
let samId = '';

beforeAll(signInAll);
afterAll(async () => {
  const { db } = admin();
  for (const s of (await db.collection(`schools/${SCHOOL}/staff`).where('lastName', '==', 'Teststaff').get()).docs)
    await s.ref.delete();
});

describe('POST /api/staff/create and update', () => {
  it('stores the staff member, searchable by name and position', async () => {
    const res = await post(ADMIN, '/staff/create', sam);
    expect(res.body.message).toBe('Sam Teststaff saved.');
    samId = res.body.id!;
    expect(await record(`staff/${samId}`)).toMatchObject({
      email: 'sam.teststaff@demo-academy.test',
      accountUid: null,
      archived: false,
      searchTokens: expect.arrayContaining(['sam', 'caretak', 'facilities']),
    });
    expect(await auditActions(`staff/${samId}`)).toEqual(['staff.created']);
  });
  it('refuses an e-mail another staff member uses, but a teacher’s is theirs to share', async () => {
    expect((await post(ADMIN, '/staff/create', { ...sam, email: 'bursar@demo-academy.test' })).body).toEqual({
      status: 409,
      message: 'E-mail bursar@demo-academy.test is already used by Priya Shah.',
    });
    const res = await post(ADMIN, '/staff/update', { id: samId, ...sam, email: 'daniel.reyes@demo-academy.test' });
    expect(res.status).toBe(200);
    expect((await record(`staff/${samId}`))?.email).toBe('daniel.reyes@demo-academy.test');
  });
  it('answers 404 to another school', async () => {
    const res = await post('admin@northside.test', '/staff/update', { id: samId, ...sam });
    expect(res.body).toEqual({ status: 404, message: `No staff member with id ${samId} in your school.` });
  });
});

describe('POST /api/staff/archive', () => {
  it('archives, refuses edits while archived, and restores', async () => {
    expect((await post(ADMIN, '/staff/archive', { id: samId, archived: true })).body.message).toBe(
      'Sam Teststaff archived.',
    );
    expect((await post(ADMIN, '/staff/update', { id: samId, ...sam })).body).toEqual({
      status: 400,
      message: 'Sam Teststaff is archived: restore them before editing.',
    });
    expect((await post(ADMIN, '/staff/archive', { id: samId, archived: false })).body.message).toBe(
      'Sam Teststaff restored.',
    );
    expect(await auditActions(`staff/${samId}`)).toEqual(expect.arrayContaining(['staff.archived', 'staff.restored']));
  });
  it('another school cannot archive them', async () => {
    expect((await post('admin@northside.test', '/staff/archive', { id: samId, archived: true })).status).toBe(404);
  });
});

refusesOtherRoles(
  '/staff/create',
  () => ({ ...sam, email: 'x@demo-academy.test' }),
  () => 'staff/staff-01',
);
refusesOtherRoles(
  '/staff/update',
  () => ({ id: 'staff-01', ...sam }),
  () => 'staff/staff-01',
);
refusesOtherRoles(
  '/staff/archive',
  () => ({ id: 'staff-01', archived: true }),
  () => 'staff/staff-01',
);

const token = () => tokenOf(ADMIN);
// An e-mail already in use makes even the valid body a refusal, so nothing can be stored.
refusesBadBodies('/staff/create', { ...sam, email: 'bursar@demo-academy.test' }, ['email', 'employmentStatus'], token);
refusesBadBodies('/staff/update', { id: 'no-such-staff', ...sam }, ['id', 'email', 'employmentStatus'], token);
refusesBadBodies('/staff/archive', { id: 'no-such-staff', archived: true }, ['id'], token);
