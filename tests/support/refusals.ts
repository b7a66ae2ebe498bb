import { beforeAll, describe, expect, it } from 'vitest';
import { badBodies } from './bad-bodies';
import { callApi } from './emulators';
import { storedState } from './state';

/** Sends every bad body to a POST route and checks each is refused with a message, and that nothing was stored. */
export function refusesBadBodies(
  path: string,
  valid: Record<string, unknown>,
  strict: string[],
  token: () => string | undefined,
) {
  const bodies = badBodies(valid, strict);
  describe(`${path} with bad bodies (${bodies.length})`, () => {
    let before: Awaited<ReturnType<typeof storedState>>;
    beforeAll(async () => {
      before = await storedState();
    });
    it('tries at least 30 of them', () => expect(bodies.length).toBeGreaterThanOrEqual(30));
    it.each(bodies)('refuses $label with a 4xx and a message', async ({ body, refusedByParser }) => {
      const res = await callApi<{ status: number; message: string }>('POST', path, { token: token(), body });
      if (refusedByParser) {
        expect(res.status).toBe(400);
        expect(String(res.body)).toContain('Bad Request');
        expect(String(res.body)).not.toMatch(/\bat |node_modules|SyntaxError/);
        return;
      }
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.status).toBe(res.status);
      expect(res.body.message.length).toBeGreaterThan(5);
      expect(res.body.message).not.toMatch(/\n\s+at |node_modules/);
    });
    it('stored nothing while refusing them', async () => {
      expect(await storedState()).toEqual(before);
    });
  });
}
