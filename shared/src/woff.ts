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
