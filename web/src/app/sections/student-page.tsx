import type { DetailScreenProps } from '@/components/records/screen-props';
import { StudentDetail } from '@/features/students/students-screen';
import { useSession } from '@/lib/session';
import { StudentPanels } from './panel-slots';

/** The office's page of one student: the record, then each module's panel about the child. */
export function AdminStudentPage(props: DetailScreenProps) {
  const session = useSession();
  const user = session.status === 'signed-in' ? session.user : null;
  return (
    <StudentDetail {...props} panels={(student) => (user ? <StudentPanels user={user} student={student} /> : null)} />
  );
}
