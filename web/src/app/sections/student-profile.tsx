import type { UserRecord } from '@academy/shared/api';
import { roleFromSegment, roleSegment } from '@academy/shared/roles';
import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { RefusedRead } from '@/components/ui/refused-read';
import { useCurrentClass } from '@/features/my-students/use-current-class';
import { StudentRecord } from '@/features/students/student-record';
import { useSession } from '@/lib/session';
import { ParentStudentsPage, StudentPanels } from './panel-slots';
import { AdminStudentPage } from './student-page';

/** A teacher's classes name the class of a student they may read (the rules let them read no other). */
function TeacherStudentRecord({ user, studentId }: { user: UserRecord; studentId: string }) {
  const { choices } = useCurrentClass(user);
  const { t } = useLingui();
  const names = new Map(choices.map((c) => [c.classId, c.class]));
  return (
    <StudentRecord
      user={user}
      studentId={studentId}
      className={(id) => (id ? names.get(id) : t`No class`)}
      panels={(student) => <StudentPanels user={user} student={student} />}
    />
  );
}

/** /app/{role}/students/{id}: where a search result and the Students lists lead. */
export function StudentProfile() {
  const params = useParams();
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  if (!user || !params.studentId) return null;
  const home = `/app/${roleSegment(user.role)}`;
  if (roleFromSegment(params.role) !== user.role) return <Navigate to={home} replace />;
  // The office gets the student's full, editable record, the same page its Students list leads to.
  if (user.role === 'Admin')
    return <AdminStudentPage schoolId={user.school_id} basePath={`${home}/students`} id={params.studentId} />;
  // A parent gets their child's page with the child switcher; a teacher the read-only profile.
  if (user.role === 'Parent')
    return <ParentStudentsPage key={params.studentId} user={user} childId={params.studentId} />;
  return (
    <RefusedRead key={params.studentId} fallback={<NotFound homePath={home} />}>
      {user.role === 'Teacher' ? (
        <TeacherStudentRecord user={user} studentId={params.studentId} />
      ) : (
        <StudentRecord user={user} studentId={params.studentId} />
      )}
    </RefusedRead>
  );
}
