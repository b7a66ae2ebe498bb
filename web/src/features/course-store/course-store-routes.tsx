import { roleSegment } from '@academy/shared/roles';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { RefusedRead } from '@/components/ui/refused-read';
import { useSession } from '@/lib/session';
import { CataloguePage } from './catalogue-page';
import { CoursePlayer } from './course-player';

/** /app/student/courses[/:courseId] and /app/parent/courses: pages reached from the dashboard, not the sidebar. */
export function CourseStoreRoute() {
  const params = useParams();
  const location = useLocation();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user) return null;
  if (user.role !== 'Student' && user.role !== 'Parent')
    return <Navigate to={`/app/${roleSegment(user.role)}`} replace />;
  const home = `/app/${roleSegment(user.role)}/courses`;
  // A student's link opened by a parent, or the other way round: their own catalogue.
  if (!location.pathname.startsWith(home)) return <Navigate to={home} replace />;
  if (params.courseId && user.role === 'Student')
    return (
      <RefusedRead key={params.courseId} fallback={<NotFound homePath={home} />}>
        <CoursePlayer user={user} courseId={params.courseId} />
      </RefusedRead>
    );
  return <CataloguePage user={user} />;
}
