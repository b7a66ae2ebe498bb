/**
 * Every route in the registry, sent malformed bodies derived from its sample (tests/support/route-samples.ts, which
 * every-route.test.ts makes compulsory): wrong types, missing and extra fields, huge strings, odd Unicode and
 * injection-looking text in every string field. A route added later is fuzzed with nothing to remember. None may
 * answer 5xx. They run as the Admin of a school of their own, so whatever a body manages to write stays there.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { apiRoutes, type RouteName } from '@academy/shared/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearRateLimits, removeAccount, throwawayAccount } from '../support/accounts';
import { type BadBody, badBodies } from '../support/bad-bodies';
import { admin, callApi, idTokenFor } from '../support/emulators';
import { SAMPLE } from '../support/route-samples';

const FUZZ_SCHOOL = 'fuzz-school';
const FUZZ_ADMIN = 'fuzz-admin';
const PARALLEL = 6;
const FUZZ_SUMMARY_FILE = 'test-results/fuzz-summary.txt';

interface Case extends BadBody {
  route: RouteName;
}

/** Odd texts tried per string field: each field gets a different few, so every route still meets them all. */
const ODD_TEXTS_PER_FIELD = 3;

const cases: Case[] = (Object.keys(apiRoutes) as RouteName[]).flatMap((route) => {
  const sample = SAMPLE[route];
  const strings = Object.keys(sample).filter((k) => typeof sample[k] === 'string');
  const bodies = badBodies(sample, strings);
  const structural = bodies.filter((b) => !strings.some((f) => b.label.startsWith(`${f} as "`)));
  const odd = strings.flatMap((field, f) => {
    const mine = bodies.filter((b) => b.label.startsWith(`${field} as "`));
    return mine.filter((_, i) => (i + f * ODD_TEXTS_PER_FIELD) % mine.length < ODD_TEXTS_PER_FIELD);
  });
  return [...structural, ...odd].map((bad) => ({ ...bad, route }));
});

/** A GET route takes its input as query text: each value as the string a browser would send. */
function asQuery(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { value: JSON.stringify(body) };
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
}

let token = '';
beforeAll(async () => {
  // A school like the demo one (its settings, no records), so handlers meet what a real school has.
  const { db } = admin();
  const demo = (await db.doc('schools/demo-academy-school').get()).data() ?? {};
  await db.doc(`schools/${FUZZ_SCHOOL}`).set({ ...demo, name: 'Fuzz School' });
  const account = await throwawayAccount(FUZZ_ADMIN, 'Admin', FUZZ_SCHOOL);
  token = await idTokenFor(account.email);
});
afterAll(async () => {
  const { db } = admin();
  await db.recursiveDelete(db.doc(`schools/${FUZZ_SCHOOL}`));
  await db.recursiveDelete(db.collection('schoolRegistrations'));
  for (const d of (await db.collection('pushTokens').where('uid', '==', FUZZ_ADMIN).get()).docs) await d.ref.delete();
  await removeAccount(FUZZ_ADMIN);
  await clearRateLimits();
});

describe('malformed requests to every route', () => {
  it('derives at least 15 bodies for each route that takes fields, and the 10 structural ones for a route that takes none', () => {
    for (const route of Object.keys(apiRoutes) as RouteName[])
      expect(cases.filter((c) => c.route === route).length, route).toBeGreaterThanOrEqual(
        Object.keys(SAMPLE[route]).length ? 15 : 10,
      );
  });

  it('answers none of them with a 5xx', async () => {
    const failures: string[] = [];
    let next = 0;
    async function worker() {
      while (next < cases.length) {
        const c = cases[next++] as Case;
        const def = apiRoutes[c.route];
        const res =
          def.method === 'GET'
            ? await callApi('GET', def.path, { token, query: asQuery(c.body) })
            : await callApi('POST', def.path, { token, body: c.body });
        if (res.status >= 500) failures.push(`${c.route} with ${c.label}: ${res.status} ${JSON.stringify(res.body)}`);
      }
    }
    await Promise.all(Array.from({ length: PARALLEL }, worker));

    const summary = `${failures.length} of ${cases.length.toLocaleString('en')} malformed requests answered 5xx (${Object.keys(apiRoutes).length} routes)`;
    console.log(`fuzz: ${summary}`);
    mkdirSync('test-results', { recursive: true });
    writeFileSync(FUZZ_SUMMARY_FILE, `${summary}\n`);
    expect(failures).toEqual([]);
  }, 180_000);
});
