/** Keeps each class's week of registers (lib/class-weeks.ts) in step with the registers themselves. */
import { onDocumentWritten } from 'firebase-functions/firestore';
import { REGION } from './config';
import { refreshClassWeek } from './lib/class-weeks';
import { db } from './lib/firebase';

export const onRegisterWeek = onDocumentWritten(
  { document: 'schools/{schoolId}/registers/{registerId}', region: REGION },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    // A change to the marks' names or reasons alone leaves the counts as they were.
    if (before && after && JSON.stringify(before.counts) === JSON.stringify(after.counts)) return;
    await refreshClassWeek(db, event.params.schoolId, event.params.registerId);
  },
);
