import type { FileRef } from '@academy/shared/files';
import { useCallback, useEffect, useState } from 'react';
import { callApi } from '@/lib/api';

export interface StudentFilesState {
  status: 'loading' | 'ready' | 'failed';
  photo: FileRef | null;
  documents: FileRef[];
  /** Asks again, after the office added, shared or removed something. */
  reload: () => void;
}

/**
 * A student's photo and documents as this reader may see them (staff: all; a guardian: the documents shared with
 * them), from the API in one call: no client reads the record that keeps them.
 */
export function useStudentFiles(studentId: string): StudentFilesState {
  const [answer, setAnswer] = useState<Omit<StudentFilesState, 'reload'>>({
    status: 'loading',
    photo: null,
    documents: [],
  });
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let live = true;
    callApi('studentFiles', { studentId }).then(
      (a) => live && setAnswer({ status: 'ready', photo: a.photo, documents: a.documents }),
      () => live && setAnswer((before) => ({ ...before, status: 'failed' })),
    );
    return () => {
      live = false;
    };
  }, [studentId, asked]);
  const reload = useCallback(() => setAsked((n) => n + 1), []);
  return { ...answer, reload };
}
