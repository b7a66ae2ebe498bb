import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { admissionNumberOf, inGroups, photosIn } from './photo-batch';

describe('a batch of students’ photos', () => {
  it('reads the admission number from each photo’s name, and skips what is not a photo', () => {
    expect(admissionNumberOf('A0042.jpg')).toBe('A0042');
    expect(admissionNumberOf('photos/7A/A0043.JPEG')).toBe('A0043');
    expect(admissionNumberOf('A 0044 .png')).toBe('A 0044');
    expect(admissionNumberOf('__MACOSX/photos/._A0042.jpg')).toBeNull();
    expect(admissionNumberOf('.hidden.jpg')).toBeNull();
    expect(admissionNumberOf('list.csv')).toBeNull();
    expect(admissionNumberOf('photos/')).toBeNull();
    expect(admissionNumberOf('.jpg')).toBeNull();
  });

  it('opens a ZIP and takes its photos beside photos chosen on their own', async () => {
    const zip = zipSync({
      'class 7A/A0002.jpg': new Uint8Array([0xff, 0xd8, 0xff, 1]),
      'class 7A/A0001.png': new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
      'class 7A/readme.txt': strToU8('Photos by the photographer'),
      '__MACOSX/class 7A/._A0001.png': new Uint8Array([0]),
    });
    const photos = await photosIn([
      new File([new Uint8Array(zip)], 'Year 7.zip', { type: 'application/zip' }),
      new File([new Uint8Array([0xff, 0xd8])], 'A0003.jpg', { type: 'image/jpeg' }),
      new File(['x'], 'notes.docx'),
    ]);
    expect(photos.map((p) => [p.admissionNumber, p.name, p.file.type, p.file.size])).toEqual([
      ['A0001', 'A0001.png', 'image/png', 4],
      ['A0002', 'A0002.jpg', 'image/jpeg', 4],
      ['A0003', 'A0003.jpg', 'image/jpeg', 2],
    ]);
  });

  it('asks for students thirty admission numbers at a time', () => {
    const groups = inGroups(Array.from({ length: 65 }, (_, i) => i));
    expect(groups.map((g) => g.length)).toEqual([30, 30, 5]);
  });
});
