/**
 * A zip archive written as a stream: entries one after another, each compressed as it comes, into any writable (a
 * Storage object), waiting for the writable to drain so that memory holds a chunk, never the archive. Each entry's
 * SHA-256 and size are kept for the manifest, and the whole archive's as it leaves.
 */
import { createHash, type Hash } from 'node:crypto';
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface EntryWritten {
  bytes: number;
  sha256: string;
}

export class ArchiveWriter {
  private readonly zip: Zip;
  private readonly hash = createHash('sha256');
  private failure: Error | undefined;
  /** Bytes of the archive written so far. */
  bytes = 0;
  readonly entries: Record<string, EntryWritten> = {};

  constructor(private readonly out: Writable) {
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.failure = error;
        return;
      }
      this.hash.update(chunk);
      this.bytes += chunk.length;
      out.write(chunk);
      if (final) out.end();
    });
    out.on('error', (error: Error) => (this.failure ??= error));
  }

  /** Opens an entry; `compress: false` for what is already compressed (photos, PDFs, video). */
  open(name: string, compress = true): ArchiveEntry {
    this.check();
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
    this.zip.add(file);
    return new ArchiveEntry(this, name, (data, final) => file.push(data, final));
  }

  /** Writes a whole entry at once (a small one: the manifest, the school's own document). */
  async add(name: string, data: string | Uint8Array) {
    const entry = this.open(name);
    await entry.write(data);
    return entry.close();
  }

  /** Waits until the output has taken what was written, so that memory never holds more than a chunk or two. */
  async drained() {
    this.check();
    if (this.out.writableNeedDrain) await once(this.out, 'drain');
    this.check();
  }

  /** Ends the archive and waits until the output has it all; answers its size and SHA-256. */
  async finish(): Promise<EntryWritten> {
    this.zip.end();
    await finished(this.out);
    this.check();
    return { bytes: this.bytes, sha256: this.hash.digest('hex') };
  }

  /** Stops the archive after a failure, leaving the output to be removed by the caller. */
  abort() {
    this.zip.terminate();
    this.out.destroy();
  }

  private check() {
    if (this.failure) throw this.failure;
  }
}

const encoder = new TextEncoder();

export class ArchiveEntry {
  private readonly hash: Hash = createHash('sha256');
  private bytes = 0;

  constructor(
    private readonly archive: ArchiveWriter,
    private readonly name: string,
    private readonly push: (data: Uint8Array, final: boolean) => void,
  ) {}

  async write(data: string | Uint8Array) {
    const bytes = typeof data === 'string' ? encoder.encode(data) : data;
    if (!bytes.length) return;
    this.hash.update(bytes);
    this.bytes += bytes.length;
    this.push(bytes, false);
    await this.archive.drained();
  }

  async close(): Promise<EntryWritten> {
    this.push(new Uint8Array(0), true);
    await this.archive.drained();
    const written = { bytes: this.bytes, sha256: this.hash.digest('hex') };
    this.archive.entries[this.name] = written;
    return written;
  }
}
