import { Box, Button, DataList, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Student } from '@academy/shared/people';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link as RouterLink } from 'react-router-dom';
import { NotFound } from '@/components/ui/not-found';
import { PageLoader } from '@/components/ui/page-loader';
import { RefusedRead } from '@/components/ui/refused-read';
import { ClassTimetable } from '@/components/timetable/timetable';
import { useRecord } from '@/components/records/use-record';
import { StudentFacts } from '@/components/people/student-facts';
import { useChildren, useClassTeachers } from './use-children';

const CHILD_PATH = (id: string) => `/app/parent/students/${id}`;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** The chosen child's week: their class's lessons, which the rules let a parent read. */
function ChildTimetable({ schoolId, classId }: { schoolId: string; classId: string }) {
  const { t } = useLingui();
  return (
    <Box mt="4">
      <Section title={t`Timetable`}>
        <ClassTimetable schoolId={schoolId} classId={classId} />
      </Section>
    </Box>
  );
}

/** The child's class (the rules let a parent read it through its guardianUids) and its teachers: homeroom and lessons. */
function ChildClass({ schoolId, classId }: { schoolId: string; classId: string }) {
  const { loading, record } = useRecord(schoolId, 'classes', classId);
  // Those who teach the class lessons, from its timetable.
  const teachers = useClassTeachers(schoolId, classId);
  const { t } = useLingui();
  if (loading) return <PageLoader label={t`Loading the class`} />;
  const homeroom = (record?.homeroomTeacherName as string | undefined) || t`Not named yet`;
  // Subjects are the lessons' titles, as the school wrote them.
  const subjectsOf = new Map(teachers.map((teacher) => [teacher.name, teacher.subjects.join(', ')]));
  const others = teachers.filter((teacher) => teacher.name !== record?.homeroomTeacherName);
  const homeroomSubjects = subjectsOf.get(homeroom);
  return (
    <>
      <Section title={t`Class`}>
        <DataList.Root orientation="horizontal">
          <DataList.Item>
            <DataList.ItemLabel minW="9rem">
              <Trans>Class</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{record ? String(record.name) : '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="9rem">
              <Trans>Grade</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{record ? String(record.grade) : '—'}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel minW="9rem">
              <Trans>Homeroom teacher</Trans>
            </DataList.ItemLabel>
            <DataList.ItemValue>{homeroom}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      </Section>
      <Section title={t`Teachers`}>
        <Stack as="ul" listStyleType="none" gap="1">
          {record?.homeroomTeacherName ? (
            <li>
              <Text as="span" fontWeight="medium">
                {homeroom}
              </Text>{' '}
              <Text as="span" color="gray.600">
                {homeroomSubjects ? t`· homeroom teacher; ${homeroomSubjects}` : t`· homeroom teacher`}
              </Text>
            </li>
          ) : null}
          {others.map((teacher) => {
            const subjects = teacher.subjects.join(', ');
            return (
              <li key={teacher.name}>
                <Text as="span" fontWeight="medium">
                  {teacher.name}
                </Text>{' '}
                <Text as="span" color="gray.600">
                  {subjects ? `· ${subjects}` : t`· teacher`}
                </Text>
              </li>
            );
          })}
          {!record?.homeroomTeacherName && !others.length && (
            <Text as="li" color="gray.600">
              <Trans>No teachers named yet.</Trans>
            </Text>
          )}
        </Stack>
      </Section>
    </>
  );
}

/**
 * Parent → Students: their own children only, a child switcher when there is more than one, and for the chosen child
 * the profile, class, teachers and timetable. /app/parent/students/{id} chooses a child; another family's child is
 * "not found", exactly like a missing record.
 */
export function ParentStudents({
  user,
  childId,
  below,
}: {
  user: UserRecord;
  childId?: string;
  /** What other modules show for the chosen child (attendance, work, fees), first: what a parent acts on. */
  below?: (student: Student) => React.ReactNode;
}) {
  const { loading, children } = useChildren(user);
  const { t } = useLingui();
  if (loading) return <PageLoader label={t`Loading your children`} />;
  const chosen = childId ? children.find((c) => c.id === childId) : children[0];
  if (childId && !chosen) return <NotFound homePath="/app/parent" />;
  if (!chosen) {
    return (
      <Box borderWidth="1px" borderStyle="dashed" borderRadius="md" p="8" mt="6" textAlign="center" bg="white">
        <Text color="gray.600">
          <Trans>No child is linked to your account yet. The school office links parents to children.</Trans>
        </Text>
      </Box>
    );
  }
  const firstName = chosen.firstName;
  const admissionNumber = chosen.admissionNumber;
  return (
    <Box mt={childId ? '0' : '6'}>
      {children.length > 1 && (
        <HStack as="nav" aria-label={t`Your children`} gap="2" mb="5" wrap="wrap">
          {children.map((c) => (
            <Button
              key={c.id}
              asChild
              size="sm"
              variant={c.id === chosen.id ? 'solid' : 'outline'}
              colorPalette="blue"
              bg={c.id === chosen.id ? undefined : 'white'}
            >
              <RouterLink to={CHILD_PATH(c.id)} aria-current={c.id === chosen.id ? 'page' : undefined}>
                {c.firstName} {c.lastName}
              </RouterLink>
            </Button>
          ))}
        </HStack>
      )}
      <Heading as={childId ? 'h1' : 'h2'} size="xl" mb="1">
        {chosen.firstName} {chosen.lastName}
      </Heading>
      <Text color="gray.600" mb="4">
        <Trans>Student · {admissionNumber}</Trans>
      </Text>
      {/* What a parent acts on comes first: attendance (with Report an absence), work, fees, courses. */}
      {below && <Box mb="4">{below(chosen)}</Box>}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <Section title={t`Profile`}>
          <StudentFacts schoolId={user.school_id} student={chosen} />
        </Section>
        <Stack gap="4">
          {chosen.classId ? (
            <RefusedRead
              key={chosen.classId}
              fallback={
                <Section title={t`Class`}>
                  <Text color="gray.600">
                    <Trans>The school has not shared {firstName}’s class with your account yet.</Trans>
                  </Text>
                </Section>
              }
            >
              <ChildClass schoolId={user.school_id} classId={chosen.classId} />
            </RefusedRead>
          ) : (
            <Section title={t`Class`}>
              <Text color="gray.600">
                <Trans>{firstName} is not in a class yet.</Trans>
              </Text>
            </Section>
          )}
        </Stack>
      </SimpleGrid>
      {chosen.classId && <ChildTimetable schoolId={user.school_id} classId={chosen.classId} />}
    </Box>
  );
}
