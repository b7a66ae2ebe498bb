/** The module's own pages under /app: an assignment's marking page, a class gradebook, the Student's My work. */
import { roleFromSegment, roleSegment } from '@academy/shared/roles';
import { Navigate, useParams } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { RefusedRead } from '@/components/ui/refused-read';
import { useSession } from '@/lib/session';
import { AssignmentPage } from './assignment-page';
import { GradebookPage } from './gradebook';
import { MyWorkPage, WorkPage } from './my-work';

function useStaff() {
  const params = useParams();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user) return { user: null, params, redirect: null };
  const home = `/app/${roleSegment(user.role)}`;
  const allowed = roleFromSegment(params.role) === user.role && (user.role === 'Admin' || user.role === 'Teacher');
  return { user, params, redirect: allowed && user.modules.Assignments === true ? null : home };
}

export function AssignmentRoute() {
  const { user, params, redirect } = useStaff();
  if (!user) return null;
  if (redirect) return <Navigate to={redirect} replace />;
  // Another teacher's work, or none with that id: the rules refuse the read, and it is "not found".
  return (
    <RefusedRead key={params.assignmentId} fallback={<NotFound homePath={`/app/${roleSegment(user.role)}`} />}>
      <AssignmentPage user={user} id={params.assignmentId ?? ''} />
    </RefusedRead>
  );
}

export function GradebookRoute() {
  const { user, params, redirect } = useStaff();
  if (!user) return null;
  if (redirect) return <Navigate to={redirect} replace />;
  return <GradebookPage key={params.classId} user={user} classId={params.classId ?? ''} />;
}

export function MyWorkRoute() {
  const params = useParams();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user) return null;
  if (user.role !== 'Student') return <Navigate to={`/app/${roleSegment(user.role)}`} replace />;
  return params.assignmentId ? (
    <RefusedRead key={params.assignmentId} fallback={<NotFound homePath="/app/student" />}>
      <WorkPage user={user} assignmentId={params.assignmentId} />
    </RefusedRead>
  ) : (
    <MyWorkPage user={user} />
  );
}
