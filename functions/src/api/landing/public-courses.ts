import { PUBLIC_COURSES_SHOWN, type PublicCourse, publicCourseSchema } from '@academy/shared/course';
import { db } from '../../lib/firebase';
import type { Handler } from '../../lib/router';

/**
 * The courses schools have made public, for the landing site: their projections (`publicCourses`, kept with each
 * course), never the courses themselves. A bounded read, whatever the number of schools.
 */
export const publicCourses: Handler<'publicCourses'> = async () => {
  const snap = await db.collection('publicCourses').orderBy('title').limit(PUBLIC_COURSES_SHOWN).get();
  const courses = snap.docs.flatMap((d): PublicCourse[] => {
    const parsed = publicCourseSchema.safeParse(d.data());
    return parsed.success ? [parsed.data] : [];
  });
  return { status: 200 as const, courses };
};
