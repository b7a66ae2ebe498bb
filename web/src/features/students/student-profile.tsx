import { Box, DataList, Heading, Link, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { roleFromSegment, roleSegment } from '@academy/shared/roles';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { RefusedRead } from '@/components/ui/refused-read';
import { useSession } from '@/features/auth/session';
import { useCurrentClass } from '@/features/current-class/use-current-class';
import { ParentStudents } from '@/features/my-students/parent-students';
import { StudentDetail } from './students-screen';
import { useStudent } from './use-student';

/** A student's profile as a teacher or a family sees it: read-only. The class shows when its name is given. */
export function StudentFacts({ student, className }: { student: Student; className?: string }) {
  const facts: [string, string][] = [
    ['Admission number', student.admissionNumber],
    ...(className === undefined ? [] : [['Class', className] as [string, string]]),
    ['Status', student.status],
    ['Date of birth', student.dateOfBirth],
    ['Gender', student.gender || '—'],
    ['Enrolled', student.enrolmentDate],
    ['Medical notes', student.medicalNotes || 'None recorded'],
    [
      'Emergency contact',
      [student.emergencyContact.name, student.emergencyContact.phone].filter(Boolean).join(', ') || '—',
    ],
  ];
  return (
    <DataList.Root orientation="horizontal">
      {facts.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="9rem">{label}</DataList.ItemLabel>
          <DataList.ItemValue>{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function StudentRecord({
  user,
  studentId,
  className,
}: {
  user: UserRecord;
  studentId: string;
  className?: (classId: string | null) => string | undefined;
}) {
  const home = `/app/${roleSegment(user.role)}`;
  const { status, student } = useStudent(user.school_id, studentId);
  if (status === 'loading') return <PageLoader label="Loading the student" />;
  // A record the rules refuse (another class, another family, another school) looks exactly like a missing one.
  if (!student) return <NotFound homePath={home} />;
  return (
    <Box>
      {user.role === 'Teacher' && (
        <Link asChild color="blue.700" mb="3" display="inline-block">
          <RouterLink to={`${home}/students`}>← Students of your class</RouterLink>
        </Link>
      )}
      <Heading as="h1" size="2xl" mb="1">
        {student.firstName} {student.lastName}
      </Heading>
      <Text color="gray.600" mb="6">
        Student · {student.admissionNumber}
      </Text>
      <StudentFacts student={student} className={className?.(student.classId)} />
    </Box>
  );
}

/** A teacher's classes name the class of a student they may read (the rules let them read no other). */
function TeacherStudentRecord({ user, studentId }: { user: UserRecord; studentId: string }) {
  const { choices } = useCurrentClass(user);
  const names = new Map(choices.map((c) => [c.classId, c.class]));
  return <StudentRecord user={user} studentId={studentId} className={(id) => (id ? names.get(id) : 'No class')} />;
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
    return <StudentDetail schoolId={user.school_id} basePath={`${home}/students`} id={params.studentId} />;
  // A parent gets their child's page with the child switcher; a teacher the read-only profile.
  if (user.role === 'Parent') return <ParentStudents key={params.studentId} user={user} childId={params.studentId} />;
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
