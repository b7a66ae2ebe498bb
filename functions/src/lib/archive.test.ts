import { createHash } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { unzipSync } from 'fflate';
import { Firestore, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { ArchiveWriter } from './archive';
import { cellOf, decodeValue, encodeValue } from './archive-values';

const sha = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

describe('an archive written as a stream', () => {
  it('holds each entry whole, with its checksum and the whole archive’s', async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const archive = new ArchiveWriter(out);
    const big = archive.open('json/big.json');
    await big.write('[');
    for (let i = 0; i < 2000; i++) await big.write(`${i ? ',' : ''}{"n":${i}}`);
    await big.write(']');
    await big.close();
    const photo = archive.open('files/photo.jpg', false);
    await photo.write(new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3]));
    await photo.close();
    await archive.add('manifest.json', '{"ok":true}');
    const written = await archive.finish();

    const bytes = Buffer.concat(chunks);
    expect(written).toEqual({ bytes: bytes.length, sha256: sha(bytes) });
    const entries = unzipSync(bytes);
    expect(Object.keys(entries)).toEqual(['json/big.json', 'files/photo.jpg', 'manifest.json']);
    expect(JSON.parse(new TextDecoder().decode(entries['json/big.json']))).toHaveLength(2000);
    expect(archive.entries['json/big.json']!.sha256).toBe(sha(entries['json/big.json']!));
    expect(archive.entries['files/photo.jpg']).toEqual({ bytes: 6, sha256: sha(entries['files/photo.jpg']!) });
  });
});

describe('Firestore values as JSON', () => {
  const db = new Firestore({ projectId: 'demo-values' });
  it('come back as the same types', () => {
    const value = {
      at: new Timestamp(1_795_000_000, 123_456_000),
      ref: db.doc('schools/s/students/a'),
      where: new GeoPoint(51.5, -0.12),
      raw: Buffer.from([1, 2, 3]),
      list: [1, 'two', { three: new Timestamp(1, 0) }],
      plain: { n: 1, s: 'x', none: null },
    };
    const json = JSON.parse(JSON.stringify(encodeValue(value))) as unknown;
    const back = decodeValue(json, db) as typeof value;
    expect(back.at.isEqual(value.at)).toBe(true);
    expect(back.ref.path).toBe('schools/s/students/a');
    expect(back.where.isEqual(value.where)).toBe(true);
    expect(Buffer.from(back.raw)).toEqual(value.raw);
    expect((back.list[2] as { three: Timestamp }).three.toMillis()).toBe(1000);
    expect(back.plain).toEqual(value.plain);
  });
  it('read in a CSV cell as text a spreadsheet understands', () => {
    expect(cellOf(new Timestamp(0, 0))).toBe('1970-01-01T00:00:00.000Z');
    expect(cellOf(['a', 'b'])).toEqual(['a', 'b']);
    expect(cellOf({ amount: 5 })).toBe('{"amount":5}');
    expect(cellOf(7)).toBe(7);
  });
});
