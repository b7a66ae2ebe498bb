import { Badge, Box, HStack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { StudentPhoto } from '@/components/files/student-photo';
import { useClassPhotos } from '@/components/files/use-class-photos';
import { MessageClassButton } from '@/components/messages/message-class-button';
import { PageLoader } from '@/components/ui/page-loader';
import { ClassBoxPlaceholder } from '@/features/my-students/class-box-placeholder';
import { CurrentClassSwitcher } from '@/features/my-students/current-class-switcher';
import { useCurrentClass } from '@/features/my-students/use-current-class';
import { RecordList } from '@/components/records/record-list';
import { studentStatus } from '@/components/records/student-status';
import type { RecordRow } from '@/components/records/use-record-list';

const fullName = (s: RecordRow) => `${s.firstName} ${s.lastName}`;
const STUDENT_PATH = (id: string) => `/app/teacher/students/${id}`;
const STATUS_COLOUR = { enrolled: 'green', withdrawn: 'orange', graduated: 'blue' } as const;

/**
 * Teacher → Students: the students of the teacher's current class, read live and read-only (the rules let a teacher
 * read only the students of classes whose teacherUids hold them, one class per query).
 */
export function TeacherStudents({ user }: { user: UserRecord }) {
  const state = useCurrentClass(user);
  const { t } = useLingui();
  const photos = useClassPhotos(state.current?.classId);
  if (state.loading) return <PageLoader label={t`Loading your classes`} />;
  const current = state.current;
  if (!current) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="8" mt="6" textAlign="center" bg="white">
        <Text color="gray.600">
          <Trans>You do not teach a class yet. The office adds teachers to classes.</Trans>
        </Text>
      </Box>
    );
  }
  const className = current.class;
  return (
    <Box mt="6">
      <CurrentClassSwitcher state={state} />
      <Box mt="3">
        <MessageClassButton user={user} classId={current.classId} className={className} />
      </Box>
      <RecordList
        // A new class is a new list: search, page and count start again.
        key={current.classId}
        schoolId={user.school_id}
        collectionName="students"
        words={{
          things: t`students in ${className}`,
          list: t`List of students in ${className}`,
          searchLabel: t`Search the list of students in ${className}`,
          searchHint: t`Search students in ${className}`,
          loading: t`Loading students in ${className}`,
          empty: t`There are no students in ${className} yet.`,
          noMatch: t`No students in ${className} match this search.`,
          shown: (first, last, total) =>
            total === null
              ? t`${first}–${last} students in ${className}`
              : t`${plural(total, { one: `${first}–${last} of # student in ${className}`, other: `${first}–${last} of # students in ${className}` })}`,
        }}

        defaultSort={{ field: 'lastName', direction: 'asc' }}
        initialFilters={{ classId: current.classId, archived: false }}
        detailPath={(row) => STUDENT_PATH(row.id)}
        columns={[
          {
            key: 'lastName',
            label: t`Name`,
            // The photo says nothing the name beside it does not: the link's name stays the student's.
            render: (row) => (
              <HStack as="span" gap="2">
                <StudentPhoto fileId={photos.get(row.id)} alt="" size="8" />
                <span>{fullName(row)}</span>
              </HStack>
            ),
            csv: fullName,
          },
          { key: 'admissionNumber', label: t`Admission number` },
          {
            key: 'status',
            label: t`Status`,
            render: (row) => (
              <Badge colorPalette={STATUS_COLOUR[row.status as keyof typeof STATUS_COLOUR] ?? 'gray'}>
                {studentStatus(row.status, t)}
              </Badge>
            ),
          },
          { key: 'dateOfBirth', label: t`Date of birth`, date: true },
        ]}
      />
    </Box>
  );
}

/** The teacher's Dashboard shows the class they are working with, and lets them switch it. */
export function TeacherDashboardClass({ user }: { user: UserRecord }) {
  const state = useCurrentClass(user);
  const { t } = useLingui();
  if (state.loading) return <ClassBoxPlaceholder label={t`Loading your current class`} />;
  if (!state.current) return null;
  return (
    <Box gridColumn="1 / -1" p="4" bg="white" borderWidth="1px" borderRadius="md">
      <CurrentClassSwitcher state={state} />
    </Box>
  );
}
