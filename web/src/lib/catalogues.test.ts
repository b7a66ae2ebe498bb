/**
 * The catalogues (locales/*.po) are complete: every language has every message the English one has, everything a
 * parent or a student can see is translated in every language shipped (staff-only screens may stay English), and
 * each translation keeps the English message's placeholders and tags, so no value is lost or invented.
 */
import { parse, type Token } from '@messageformat/parser';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueEntry,
  compiledPart,
  languages,
  PSEUDO,
  readCatalogue,
  SOURCE,
  STAFF_ONLY_PATHS,
  usedUnder,
} from '../../../scripts/catalogs.mjs';

const others = languages().filter((l) => l !== SOURCE);
const english = await readCatalogue(SOURCE);
const live = Object.entries(english).filter(([, e]) => !e.obsolete);

/** A message's English: the source text, or for a server message with an explicit id, the English catalogue's text. */
const englishOf = (e: CatalogueEntry) => e.message ?? e.translation;

/**
 * The values a message shows (`{name}` anywhere, a plural's number where a form prints it with `#`) and its `<0>`
 * tags. A translation may show a count without choosing its form by it, or choose a form without printing it.
 */
function slots(text: string | undefined): string[] {
  const found = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') found.add(`{${token.arg}}`);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal')
        for (const c of token.cases) {
          // `#` shows the plural's number: the same value as `{count}` written out.
          if (token.type !== 'select' && c.tokens.some((t) => t.type === 'octothorpe')) found.add(`{${token.arg}}`);
          walk(c.tokens);
        }
    }
  };
  try {
    walk(parse(text ?? ''));
  } catch {
    found.add('(not ICU)');
  }
  for (const m of (text ?? '').matchAll(/<\/?(\d+)\/?>/g)) found.add(m[0]);
  return [...found].sort();
}

describe.each(others)('the %s catalogue', (language) => {
  const own = readCatalogue(language);

  it('has every message the English one has', async () => {
    const catalogue = await own;
    const missing = live.filter(([id]) => !(id in catalogue)).map(([, e]) => e.message);
    expect(missing).toEqual([]);
  });

  it('translates everything a parent or a student can see', async () => {
    const catalogue = await own;
    const untranslated = live
      // Staff-only when every place it is used is a staff screen: a word the cart shares with an office screen is both.
      .filter(([, e]) => (e.origin ?? []).some((origin) => !usedUnder({ origin: [origin] }, STAFF_ONLY_PATHS)))
      .filter(([id]) => !catalogue[id]?.translation)
      .map(([, e]) => `${englishOf(e)} (${(e.origin ?? []).map(([f]) => f).join(', ')})`);
    expect(untranslated).toEqual([]);
  });

  it('keeps each message’s placeholders and tags', async () => {
    const catalogue = await own;
    const changed = live
      .filter(([id]) => catalogue[id]?.translation)
      .filter(([id, e]) => slots(catalogue[id]!.translation).join() !== slots(englishOf(e)).join())
      .map(([id, e]) => `${englishOf(e)} → ${catalogue[id]!.translation}`);
    expect(changed).toEqual([]);
  });

  it('compiles', async () => {
    await expect(compiledPart(language, 'app')).resolves.toBeTypeOf('object');
  });
});

it('the pseudo-language changes the letters of every English message', async () => {
  const english = await compiledPart(SOURCE, 'landing');
  const pseudo = await compiledPart(PSEUDO, 'landing');
  const ids = Object.keys(english);
  expect(ids.length).toBeGreaterThan(0);
  for (const id of ids) expect(JSON.stringify(pseudo[id])).not.toEqual(JSON.stringify(english[id]));
});
