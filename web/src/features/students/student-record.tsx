import { Box, Heading, Link, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { roleSegment } from '@academy/shared/roles';
import { Link as RouterLink } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { StudentFacts } from '@/components/people/student-facts';
import { useStudent } from './use-student';

/** A student's read-only record, as a teacher or the student sees it. */
export function StudentRecord({
  user,
  studentId,
  className,
  panels,
}: {
  user: UserRecord;
  studentId: string;
  className?: (classId: string | null) => string | undefined;
  /** The modules' panels this reader may see about the student (a teacher: attendance and work). */
  panels?: (student: Student) => ReactNode;
}) {
  const home = `/app/${roleSegment(user.role)}`;
  const { status, student } = useStudent(user.school_id, studentId);
  const { t } = useLingui();
  if (status === 'loading') return <PageLoader label={t`Loading the student`} />;
  // A record the rules refuse (another class, another family, another school) looks exactly like a missing one.
  if (!student) return <NotFound homePath={home} />;
  const admissionNumber = student.admissionNumber;
  return (
    <Box>
      {user.role === 'Teacher' && (
        <Link asChild color="blue.700" mb="3" display="inline-block">
          <RouterLink to={`${home}/students`}>
            <Trans>← Students of your class</Trans>
          </RouterLink>
        </Link>
      )}
      <Heading as="h1" size="2xl" mb="1">
        {student.firstName} {student.lastName}
      </Heading>
      <Text color="gray.600" mb="6">
        <Trans>Student · {admissionNumber}</Trans>
      </Text>
      <StudentFacts schoolId={user.school_id} student={student} className={className?.(student.classId)} />
      {panels && <Box mt="6">{panels(student)}</Box>}
    </Box>
  );
}
