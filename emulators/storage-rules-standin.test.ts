import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findJavac, storageRulesStandinJar } from './storage-rules-standin';

const STORAGE_RULES = readFileSync(new URL('../storage.rules', import.meta.url), 'utf8');
const DENY_ALL_V1 = `service firebase.storage { match /b/{b}/o { match /{p=**} { allow write, read: if false } } }`;

interface Answer {
  id: number;
  status: string;
  result?: { rulesVersion?: number; permit?: boolean };
  errors: string[];
}

let runtime: ChildProcessWithoutNullStreams;
let ready: Promise<Answer>;
const waiting = new Map<number, (answer: Answer) => void>();
let nextId = 0;

function send(request: object | string): Promise<Answer> {
  const id = nextId++;
  const line = typeof request === 'string' ? request : JSON.stringify({ ...request, id });
  return new Promise((done) => {
    waiting.set(id, done);
    runtime.stdin.write(`${line}\n`);
  });
}
const load = (content: string, rulesetName = `r${nextId}`) =>
  send({ action: 'load_ruleset', context: { rulesetName, source: { files: [{ name: 'x', content }] } } });

describe.skipIf(!findJavac())('the Storage rules runtime stand-in (java -jar … serve)', () => {
  beforeAll(() => {
    runtime = spawn('java', ['-Djava.security.manager=disallow', '-jar', storageRulesStandinJar(), 'serve']);
    ready = new Promise((done) => waiting.set(-1, done));
    createInterface({ input: runtime.stdout }).on('line', (line) => {
      const answer = JSON.parse(line) as Answer;
      waiting.get(answer.id)?.(answer);
    });
  });
  afterAll(() => runtime.kill());

  it('announces itself with id -1, as firebase-tools waits for', async () => {
    expect(await ready).toMatchObject({ id: -1, status: 'ok' });
  });

  it("loads the project's storage.rules (deny-all, comments and all) as rules_version 2", async () => {
    expect(await load(STORAGE_RULES)).toMatchObject({ status: 'ok', result: { rulesVersion: 2 }, errors: [] });
  });

  it('loads a deny-all written differently, without rules_version, as version 1', async () => {
    expect(await load(DENY_ALL_V1)).toMatchObject({ status: 'ok', result: { rulesVersion: 1 }, errors: [] });
  });

  it.each([
    ['allowing everything', STORAGE_RULES.replace('if false', 'if true')],
    ['allowing reads', STORAGE_RULES.replace('allow read, write: if false;', 'allow read: if true;')],
    ['allowing signed-in users', STORAGE_RULES.replace('if false', 'if request.auth != null')],
    [
      'with an extra match',
      STORAGE_RULES.replace('match /{allPaths=**}', 'match /a/{x} { allow read; }\nmatch /{p=**}'),
    ],
    ['with the word run together', STORAGE_RULES.replace('if false', 'iffalse')],
    ['empty', ''],
  ])('refuses a ruleset %s, saying the real runtime is needed', async (_, content) => {
    const answer = await load(content);
    expect(answer.result).toBeUndefined();
    expect(answer.errors.join()).toMatch(/evaluates only the deny-all ruleset.*real rules runtime/);
  });

  it('denies every verify on a loaded ruleset', async () => {
    const { result } = await load(STORAGE_RULES, 'project');
    expect(result).toBeDefined();
    for (const method of ['get', 'list', 'create', 'update', 'delete']) {
      const answer = await send({
        action: 'verify',
        context: { rulesetName: 'project', service: 'firebase.storage', path: '/b/x/o/a', method },
      });
      expect(answer).toMatchObject({ status: 'ok', result: { permit: false }, errors: [] });
    }
  });

  it('answers an unknown action with an error', async () => {
    expect(await send({ action: 'reticulate' })).toMatchObject({ status: 'error' });
  });

  it('survives odd JSON and answers the next request', async () => {
    runtime.stdin.write('not json\n{"id": "\\uZZZZ"}\n{"unterminated": "\n');
    const odd = await send({
      action: 'load_ruleset',
      context: {
        rulesetName: 'é "quoted" \\ \n',
        source: { files: [{ name: 'x', content: `// \u00e9 "\\ \n${STORAGE_RULES}` }] },
      },
    });
    expect(odd).toMatchObject({ status: 'ok', result: { rulesVersion: 2 } });
    const verify = await send({ action: 'verify', context: { rulesetName: 'é "quoted" \\ \n', path: '/b/x/o/é' } });
    expect(verify.result).toEqual({ permit: false });
  });
});
