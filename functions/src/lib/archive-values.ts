/**
 * Firestore values as plain JSON and back, so that an export's JSON restores exactly: a timestamp, a document
 * reference, bytes and a point on the map each become a one-key object (`{ "$timestamp": "…" }`), and everything else
 * stays as it is. The same values read in a CSV cell as text a spreadsheet understands.
 */
import { DocumentReference, type Firestore, GeoPoint, Timestamp } from 'firebase-admin/firestore';

export function encodeValue(value: unknown): unknown {
  if (value instanceof Timestamp) return { $timestamp: value.toDate().toISOString(), $nanos: value.nanoseconds };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (value instanceof GeoPoint) return { $geo: [value.latitude, value.longitude] };
  if (value instanceof Uint8Array) return { $bytes: Buffer.from(value).toString('base64') };
  if (Array.isArray(value)) return value.map(encodeValue);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encodeValue(v)]));
  return value;
}

export function decodeValue(value: unknown, db: Firestore): unknown {
  if (Array.isArray(value)) return value.map((v) => decodeValue(v, db));
  if (!value || typeof value !== 'object') return value;
  const o = value as Record<string, unknown>;
  if (typeof o.$timestamp === 'string') {
    const ms = Date.parse(o.$timestamp);
    return new Timestamp(Math.floor(ms / 1000), typeof o.$nanos === 'number' ? o.$nanos : (ms % 1000) * 1e6);
  }
  if (typeof o.$ref === 'string') return db.doc(o.$ref);
  if (Array.isArray(o.$geo)) return new GeoPoint(Number(o.$geo[0]), Number(o.$geo[1]));
  if (typeof o.$bytes === 'string') return Buffer.from(o.$bytes, 'base64');
  return Object.fromEntries(Object.entries(o).map(([k, v]) => [k, decodeValue(v, db)]));
}

/** A value in a CSV cell: times in ISO 8601, lists of words joined, anything nested as its JSON. */
export function cellOf(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (value === null || value === undefined || typeof value !== 'object') return value;
  if (Array.isArray(value) && value.every((v) => v === null || typeof v !== 'object')) return value;
  return JSON.stringify(encodeValue(value));
}
