/** What the office's storage section reads: the school's figures (one document) and its ten largest files. */
import { FILE_USAGE_ID, type FileRecord, fileSchema, type FileUsageDoc, fileUsageSchema } from '@academy/shared/files';
import { collection, doc, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore, useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

export function useFileUsage(schoolId: string): { usage: FileUsageDoc | null; loading: boolean } {
  const firestore = useFirestore();
  const { data, status } = useFirestoreDocData(doc(firestore, 'schools', schoolId, 'fileUsage', FILE_USAGE_ID));
  const parsed = fileUsageSchema.safeParse(data);
  return { usage: parsed.success ? parsed.data : null, loading: status === 'loading' };
}

/** The largest ready files (index: status, bytes descending). */
export function useLargestFiles(schoolId: string, count = 10) {
  const firestore = useFirestore();
  const { data, status } = useFirestoreCollectionData(
    query(
      collection(firestore, 'schools', schoolId, 'files'),
      where('status', '==', 'ready'),
      orderBy('bytes', 'desc'),
      limit(count),
    ),
    { idField: 'id' },
  );
  const files: FileRecord[] = (data ?? []).flatMap((d) => {
    const parsed = fileSchema.safeParse(d);
    return parsed.success ? [{ ...parsed.data, id: String((d as { id: unknown }).id) }] : [];
  });
  return { files, status };
}
