import { describe, expect, it } from 'vitest';
import { pushMessagesFor } from './notify';

describe('push messages', () => {
  const message = { title: 'Ben was marked absent', body: 'Registration, Monday 23 November.', link: '/app/parent' };

  it('sends each device once, with the title, body and where it leads', () => {
    const built = pushMessagesFor(
      [
        { uid: 'a', token: 't1' },
        { uid: 'a', token: 't1' },
        { uid: 'b', token: 't2' },
      ],
      message,
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

  it('splits at 500 devices and builds nothing for nobody', () => {
    const devices = Array.from({ length: 1201 }, (_, i) => ({ uid: `u${i}`, token: `t${i}` }));
    expect(pushMessagesFor(devices, message).map((m) => m.tokens.length)).toEqual([500, 500, 201]);
    expect(pushMessagesFor([], message)).toEqual([]);
  });
});
