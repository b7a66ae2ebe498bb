/** The module's own pages under /app: an assignment's marking page, a class gradebook, the Student's My work. */
import { roleSegment } from '@academy/shared/roles';
import { Navigate, useParams } from 'react-router-dom';
import { useModuleRoute } from '@/components/routes/use-module-route';
import { NotFound } from '@/components/ui/not-found';
import { RefusedRead } from '@/components/ui/refused-read';
import { useSession } from '@/lib/session';
import { AssignmentPage } from './assignment-page';
import { GradebookPage } from './gradebook';
import { MyWorkPage, WorkPage } from './my-work';

/** The marking page and the gradebook: the staff's, with the Assignments module on. */

const useStaff = () => useModuleRoute('Assignments', ['Admin', 'Teacher']);

export function AssignmentRoute() {
  const { user, params, refusal } = useStaff();
  if (!user) return null;
  if (refusal) return refusal;
  // Another teacher's work, or none with that id: the rules refuse the read, and it is "not found".
  return (
    <RefusedRead key={params.assignmentId} fallback={<NotFound homePath={`/app/${roleSegment(user.role)}`} />}>
      <AssignmentPage user={user} id={params.assignmentId ?? ''} />
    </RefusedRead>
  );
}

export function GradebookRoute() {
  const { user, params, refusal } = useStaff();
  if (!user) return null;
  if (refusal) return refusal;
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
