import { DEFAULT_ATTENDANCE_CODES } from '@academy/shared/attendance';
import { schoolLocaleOf } from '@academy/shared/date-format';
import { describe, expect, it } from 'vitest';
import { markedMessage } from './attendance-alerts';
import { pushMessagesFor } from './notify';
import { readerIn, Readers } from './readers';

describe('push messages', () => {
  const message = { title: 'Ben was marked absent', body: 'Registration, Monday 23 November.', link: '/app/parent' };

  it('sends each device once, with the title, body and where it leads', () => {
    const built = pushMessagesFor(
      [
        { uid: 'a', token: 't1' },
        { uid: 'a', token: 't1' },
        { uid: 'b', token: 't2' },
      ],
      [{ uids: ['a', 'b'], message }],
    );
    expect(built).toEqual([
      {
        tokens: ['t1', 't2'],
        notification: { title: message.title, body: message.body },
        webpush: { fcmOptions: { link: '/app/parent' } },
        data: { link: '/app/parent' },
      },
    ]);
  });

  it('sends each recipient the message in their own language, and nobody else anything', () => {
    const polish = { title: 'Ben – nieobecność', body: 'Klasa 7A, poniedziałek 23 listopada.', link: '/app/parent' };
    const built = pushMessagesFor(
      [
        { uid: 'english-parent', token: 't-en' },
        { uid: 'polish-parent', token: 't-pl-phone' },
        { uid: 'polish-parent', token: 't-pl-laptop' },
        { uid: 'someone-else', token: 't-other' },
      ],
      [
        { uids: ['english-parent'], message },
        { uids: ['polish-parent'], message: polish },
      ],
    );
    expect(built.map((m) => ({ tokens: m.tokens, title: m.notification?.title, body: m.notification?.body }))).toEqual([
      { tokens: ['t-en'], title: message.title, body: message.body },
      { tokens: ['t-pl-phone', 't-pl-laptop'], title: polish.title, body: polish.body },
    ]);
  });

  it('splits at 500 devices and builds nothing for nobody', () => {
    const devices = Array.from({ length: 1201 }, (_, i) => ({ uid: `u${i}`, token: `t${i}` }));
    const everyone = [{ uids: devices.map((d) => d.uid), message }];
    expect(pushMessagesFor(devices, everyone).map((m) => m.tokens.length)).toEqual([500, 500, 201]);
    expect(pushMessagesFor([], everyone)).toEqual([]);
  });
});

describe('push in each reader’s language', () => {
  it('builds one absence alert per language, each sent only to the devices of its readers', async () => {
    const school = { language: 'en', where: schoolLocaleOf({ timezone: 'Europe/London', locale: 'en-GB' }) };
    const english = await readerIn('en', school);
    const polish = await readerIn('pl', school);
    const readers = new Readers(
      new Map([
        ['english-parent', 'en'],
        ['polish-parent', 'pl'],
      ]),
      new Map([
        ['en', english],
        ['pl', polish],
      ]),
      english,
    );
    const absent = DEFAULT_ATTENDANCE_CODES.find((c) => c.letter === 'A')!;
    const alert = {
      name: 'Ben',
      className: 'Grade 7A',
      daily: true,
      sessionLabel: 'Daily register',
      date: '2026-11-23',
      code: absent,
      minutesLate: null,
      reported: null,
      link: '/app/parent/students/ben',
    };
    const audience = readers.tell(['english-parent', 'polish-parent'], (reader) => markedMessage(alert, reader));
    const built = pushMessagesFor(
      [
        { uid: 'english-parent', token: 'phone-en' },
        { uid: 'polish-parent', token: 'phone-pl' },
      ],
      audience,
    );
    expect(built.map((m) => ({ tokens: m.tokens, ...m.notification }))).toEqual([
      {
        tokens: ['phone-en'],
        title: 'Ben was marked absent',
        body: 'Grade 7A, daily register, Mon, 23 Nov 2026. Tell the school why from Ben’s page.',
      },
      {
        tokens: ['phone-pl'],
        title: 'Ben: odnotowano nieobecność',
        body: `Grade 7A, dzienna lista obecności, ${polish.date('2026-11-23')}. Prosimy podać szkole powód na stronie ucznia Ben.`,
      },
    ]);
    expect(polish.date('2026-11-23')).toMatch(/lis/);
  });
});
