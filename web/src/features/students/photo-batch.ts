/**
 * Many students' photos at once: photos (or a ZIP of them) each named by the student's admission number, as a school
 * photographer delivers them ("A0042.jpg"). The ZIP is opened in the browser; each photo then goes up on its own,
 * through the same upload as one photo, so the server checks and cleans every one.
 */
import { collection, type Firestore, getDocs, query, where } from 'firebase/firestore';

/** Pictures by their names' endings; the server decides by the bytes, this only skips what is plainly not a photo. */
const PICTURE = /\.(jpe?g|png|webp|gif|avif)$/i;
const ZIP = /\.zip$/i;

export interface BatchPhoto {
  /** The name it had in the ZIP or on the computer, without its folders. */
  name: string;
  /** Its name without the ending: the admission number it is for. */
  admissionNumber: string;
  file: File;
}

const TYPES: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** The admission number a photo's name gives ("photos/A0042.JPG" gives "A0042"), or null for what is not a photo. */
export function admissionNumberOf(path: string): string | null {
  const name = path.split(/[\\/]/).pop() ?? '';
  // Folders, and the hidden copies some computers add to a ZIP (__MACOSX/._A0042.jpg), are not photos.
  if (!PICTURE.test(name) || name.startsWith('.') || path.includes('__MACOSX')) return null;
  const stem = name.replace(PICTURE, '').trim();
  return stem || null;
}

/** Every photo among the chosen files, a ZIP's opened (fflate is loaded only when a ZIP is chosen). */
export async function photosIn(chosen: readonly File[]): Promise<BatchPhoto[]> {
  const photos: BatchPhoto[] = [];
  for (const file of chosen) {
    if (ZIP.test(file.name)) {
      const { unzip } = await import('fflate');
      const zipped = new Uint8Array(await file.arrayBuffer());
      const entries = await new Promise<Record<string, Uint8Array>>((resolve, reject) =>
        unzip(zipped, (error, data) => (error ? reject(error) : resolve(data))),
      );
      for (const [path, bytes] of Object.entries(entries)) {
        const admissionNumber = admissionNumberOf(path);
        if (!admissionNumber) continue;
        const name = path.split('/').pop()!;
        const ending = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
        const copy = new Uint8Array(bytes);
        photos.push({ name, admissionNumber, file: new File([copy], name, { type: TYPES[ending] ?? '' }) });
      }
    } else {
      const admissionNumber = admissionNumberOf(file.name);
      if (admissionNumber) photos.push({ name: file.name, admissionNumber, file });
    }
  }
  return photos.sort((a, b) => a.admissionNumber.localeCompare(b.admissionNumber));
}

/** Lists of at most `size` (a Firestore `in` query takes 30 values). */
export function inGroups<T>(items: readonly T[], size = 30): T[][] {
  const groups: T[][] = [];
  for (let i = 0; i < items.length; i += size) groups.push(items.slice(i, i + size));
  return groups;
}

/** The students these admission numbers belong to, thirty numbers per query: the office reads only those students. */
export async function studentsByAdmissionNumber(
  firestore: Firestore,
  schoolId: string,
  numbers: readonly string[],
): Promise<Map<string, { id: string; name: string }>> {
  const students = new Map<string, { id: string; name: string }>();
  for (const group of inGroups([...new Set(numbers)])) {
    const found = await getDocs(
      query(collection(firestore, 'schools', schoolId, 'students'), where('admissionNumber', 'in', group)),
    );
    for (const d of found.docs)
      students.set(String(d.get('admissionNumber')), {
        id: d.id,
        name: `${String(d.get('firstName'))} ${String(d.get('lastName'))}`,
      });
  }
  return students;
}
