/**
 * Merges the PO catalogues of two branches after a `git merge` stopped on them: every translation from either side is
 * kept (ours where both translated a message), then `npm run i18n:extract` lines the files up with the merged code.
 * Usage, in the middle of a merge: `node scripts/merge-catalogues.mjs && npm run i18n:extract && git add locales`.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { formatter } from '@lingui/format-po';
import { languages, LOCALES_DIR, SOURCE } from './catalogs.mjs';

const po = formatter({ lineNumbers: false });
const side = (stage, file) => {
  try {
    return execFileSync('git', ['show', `:${stage}:locales/${file}`], { encoding: 'utf8', stdio: 'pipe' });
  } catch {
    return null;
  }
};

for (const language of languages()) {
  const file = `${language}.po`;
  const ours = side(2, file);
  const theirs = side(3, file);
  if (ours === null || theirs === null) continue;
  const ctx = { locale: language, sourceLocale: SOURCE, filename: file };
  const a = await po.parse(ours, ctx);
  const b = await po.parse(theirs, ctx);
  const merged = { ...b, ...a };
  for (const [id, entry] of Object.entries(b))
    if (merged[id] && !merged[id].translation && entry.translation)
      merged[id] = { ...merged[id], translation: entry.translation };
  writeFileSync(`${LOCALES_DIR}${file}`, await po.serialize(merged, { ...ctx, existing: ours }));
  console.log(`${file}: ${Object.keys(merged).length} messages`);
}
