import { Box, DataList, Heading, Text } from '@chakra-ui/react';
import { roleFromSegment, roleSegment } from '@academy/shared/roles';
import { Navigate, useParams } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { useSession } from '@/features/auth/session';
import { StudentDetail } from './students-screen';
import { useStudent } from './use-student';

function StudentRecord({ schoolId, studentId, home }: { schoolId: string; studentId: string; home: string }) {
  const { status, student } = useStudent(schoolId, studentId);
  if (status === 'loading') return <PageLoader label="Loading the student" />;
  if (!student) return <NotFound homePath={home} />;
  return (
    <Box>
      <Heading as="h1" size="2xl" mb="1">
        {student.firstName} {student.lastName}
      </Heading>
      <Text color="gray.600" mb="6">
        Student · {student.admissionNumber}
      </Text>
      <DataList.Root orientation="horizontal">
        {[
          ['Admission number', student.admissionNumber],
          ['Status', student.status],
          ['Date of birth', student.dateOfBirth],
          ['Enrolled', student.enrolmentDate],
          ['Emergency contact', `${student.emergencyContact.name} ${student.emergencyContact.phone}`.trim()],
        ].map(([label, value]) => (
          <DataList.Item key={label}>
            <DataList.ItemLabel>{label}</DataList.ItemLabel>
            <DataList.ItemValue>{value}</DataList.ItemValue>
          </DataList.Item>
        ))}
      </DataList.Root>
    </Box>
  );
}

/** /app/{role}/students/{id}: where a search result leads. */
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
  return <StudentRecord schoolId={user.school_id} studentId={params.studentId} home={home} />;
}
