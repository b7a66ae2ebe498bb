import fontkit, { type Font } from '@pdf-lib/fontkit';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { sfntOf, withPaddedGlyphs } from './woff';

const resolve = createRequire(import.meta.url).resolve;
const sfnt = async (file: string) =>
  sfntOf(await readFile(resolve(file)), async (deflated) => new Uint8Array(inflateSync(deflated)));

/** A font subset to some glyphs by fontkit, as pdf-lib embeds it, read again. */
function subsetOf(font: Font, glyphIds: number[]): Promise<Font> {
  const subset = font.createSubset();
  for (const id of glyphIds) subset.includeGlyph(id);
  return new Promise((done) => {
    const parts: Uint8Array[] = [];
    subset
      .encodeStream()
      .on('data', (bytes: Uint8Array) => parts.push(bytes))
      .on('end', () => done(fontkit.create(Buffer.concat(parts))));
  });
}

describe('a font with its glyphs padded', () => {
  it('subsets Arabic letters whole: a letter made of a body and dots keeps its body', async () => {
    const file = '@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff';
    const original = fontkit.create(await sfnt(file));
    const padded = fontkit.create(withPaddedGlyphs(await sfnt(file)));
    // Every glyph the shaping gives for a word, drawn the same from the padded font as from the original.
    const glyphs = original.layout('تقدّم ملحوظ في الرياضيات').glyphs;
    const outline = (font: Font, id: number) => font.getGlyph(id).path.toSVG();
    for (const g of glyphs) expect(outline(padded, g.id)).toBe(outline(original, g.id));
    // And in a subset of it (the glyphs renumbered from 1; 0 is the missing-letter glyph).
    const subset = await subsetOf(
      padded,
      glyphs.map((g) => g.id),
    );
    const ids = [...new Set(glyphs.map((g) => g.id))];
    ids.forEach((id, i) => expect(outline(subset, i + 1)).toBe(outline(original, id)));
  });

  it('leaves a font whose glyphs are already padded as it is', async () => {
    const latin = await sfnt('@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff');
    expect(withPaddedGlyphs(latin)).toBe(latin);
  });
});
