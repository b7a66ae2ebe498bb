import { existsSync, mkdtempSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasKeptData, keptDataDir, setAside } from './kept-data';

describe('the data npm start keeps', () => {
  it('is there to load only once a save has finished writing it', () => {
    const root = mkdtempSync(join(tmpdir(), 'kept-'));
    const kept = keptDataDir(root, {});
    expect(hasKeptData(kept)).toBe(false);
    mkdirSync(join(kept, 'firestore_export'), { recursive: true });
    expect(hasKeptData(kept)).toBe(false);
    writeFileSync(join(kept, 'firebase-export-metadata.json'), '{}');
    expect(hasKeptData(kept)).toBe(true);
  });

  it('is in .emulator-data/ unless ACADEMY_DATA_DIR names another folder', () => {
    expect(keptDataDir('/repo', {})).toBe('/repo/.emulator-data');
    expect(keptDataDir('/repo', { ACADEMY_DATA_DIR: '/tmp/restart/data' })).toBe('/tmp/restart/data');
    expect(keptDataDir('/repo', { ACADEMY_DATA_DIR: 'other' })).toBe('/repo/other');
  });

  it('is set aside by --fresh under a name with the time, never deleted', () => {
    const root = mkdtempSync(join(tmpdir(), 'kept-'));
    const kept = keptDataDir(root, {});
    mkdirSync(kept);
    writeFileSync(join(kept, 'firebase-export-metadata.json'), '{"mine":true}');
    const aside = setAside(kept, new Date('2026-11-27T17:35:32.841Z'));
    expect(aside).toBe(`${kept}.set-aside-2026-11-27T17-35-32-841Z`);
    expect(existsSync(kept)).toBe(false);
    expect(readdirSync(aside)).toEqual(['firebase-export-metadata.json']);
  });
});
