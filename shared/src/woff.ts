/**
 * A WOFF 1.0 font as the plain TrueType (or CFF) file it wraps, its tables inflated: what a PDF embeds. The browser
 * and the server inflate differently (DecompressionStream, zlib), so each passes its own `inflate`.
 */
export async function sfntOf(
  woff: Uint8Array,
  inflate: (deflated: Uint8Array) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  const count = view.getUint16(12);
  const tables = await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const at = 44 + i * 20;
      const [tag, offset, compressed, length, checksum] = [0, 4, 8, 12, 16].map((o) => view.getUint32(at + o));
      const stored = woff.subarray(offset!, offset! + compressed!);
      const data = compressed === length ? stored : await inflate(stored);
      return { tag: tag!, checksum: checksum!, data };
    }),
  );
  let size = 12 + 16 * count;
  const offsets = tables.map((t) => {
    const at = size;
    size += (t.data.length + 3) & ~3;
    return at;
  });
  const out = new Uint8Array(size);
  const sfnt = new DataView(out.buffer);
  sfnt.setUint32(0, view.getUint32(4)); // the flavour: TrueType or CFF
  sfnt.setUint16(4, count);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.setUint16(6, power * 16);
  sfnt.setUint16(8, Math.log2(power));
  sfnt.setUint16(10, count * 16 - power * 16);
  tables.forEach((t, i) => {
    const at = 12 + i * 16;
    sfnt.setUint32(at, t.tag);
    sfnt.setUint32(at + 4, t.checksum);
    sfnt.setUint32(at + 8, offsets[i]!);
    sfnt.setUint32(at + 12, t.data.length);
    out.set(t.data, offsets[i]!);
  });
  return out;
}

/**
 * The font with each glyph's outline padded to four bytes, as most fonts store them; the same bytes when none has an
 * odd length. Some fonts (fontsource's Noto Sans Arabic) pack their glyphs unpadded, and fontkit's subsetter, which writes
 * the short offsets table (offsets halved) whenever the subset is small, then points into the middle of outlines: the
 * subset's composite letters lost their bodies.
 */
export function withPaddedGlyphs(sfnt: Uint8Array): Uint8Array {
  const view = new DataView(sfnt.buffer, sfnt.byteOffset, sfnt.byteLength);
  const count = view.getUint16(4);
  const tables = Array.from({ length: count }, (_, i) => {
    const at = 12 + i * 16;
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 4),
      offset: view.getUint32(at + 8),
      length: view.getUint32(at + 12),
    };
  });
  const tag = (name: string) => tables.find((t) => t.tag === [...name].reduce((n, c) => n * 256 + c.charCodeAt(0), 0));
  const [head, loca, glyf, maxp] = [tag('head'), tag('loca'), tag('glyf'), tag('maxp')];
  if (!head || !loca || !glyf || !maxp) return sfnt;
  const glyphs = view.getUint16(maxp.offset + 4);
  const long = view.getInt16(head.offset + 50) === 1;
  const offsets = Array.from({ length: glyphs + 1 }, (_, i) =>
    long ? view.getUint32(loca.offset + i * 4) : view.getUint16(loca.offset + i * 2) * 2,
  );
  if (offsets.every((o) => o % 2 === 0)) return sfnt;

  const padded = (n: number) => (n + 3) & ~3;
  const newGlyf = new Uint8Array(offsets.slice(1).reduce((sum, o, i) => sum + padded(o - offsets[i]!), 0));
  const newLoca = new Uint8Array((glyphs + 1) * 4);
  const locaView = new DataView(newLoca.buffer);
  let at = 0;
  for (let i = 0; i < glyphs; i++) {
    locaView.setUint32(i * 4, at);
    newGlyf.set(sfnt.subarray(glyf.offset + offsets[i]!, glyf.offset + offsets[i + 1]!), at);
    at += padded(offsets[i + 1]! - offsets[i]!);
  }
  locaView.setUint32(glyphs * 4, at);
  const newHead = sfnt.slice(head.offset, head.offset + head.length);
  new DataView(newHead.buffer).setInt16(50, 1); // long offsets
  const data = tables.map((t) =>
    t === glyf ? newGlyf : t === loca ? newLoca : t === head ? newHead : sfnt.subarray(t.offset, t.offset + t.length),
  );

  let size = 12 + 16 * count;
  const places = data.map((d) => {
    const place = size;
    size += padded(d.length);
    return place;
  });
  const out = new Uint8Array(size);
  out.set(sfnt.subarray(0, 12));
  const outView = new DataView(out.buffer);
  tables.forEach((t, i) => {
    const record = 12 + i * 16;
    outView.setUint32(record, t.tag);
    outView.setUint32(record + 4, t.checksum);
    outView.setUint32(record + 8, places[i]!);
    outView.setUint32(record + 12, data[i]!.length);
    out.set(data[i]!, places[i]!);
  });
  return out;
}
