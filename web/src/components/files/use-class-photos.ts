import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api';
import { keepLinks } from '@/lib/files';

/**
 * The photos of a class's students (staff only), asked for in one call: each student's photo file by their id. Empty
 * while it is asked for, or when it could not be: photos help a teacher put faces to names, and the list works without.
 */
export function useClassPhotos(classId: string | null | undefined, enabled = true): ReadonlyMap<string, string> {
  const [photos, setPhotos] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    if (!classId || !enabled) return;
    let live = true;
    callApi('classPhotos', { classId }).then(
      (answer) => {
        keepLinks(answer.photos);
        if (live) setPhotos(new Map(answer.photos.map((p) => [p.studentId, p.fileId])));
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [classId, enabled]);
  return photos;
}
