import { Badge, Box, Button, Flex, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { courseCartKeyFor } from '@academy/shared/fees';
import { type Enrolment, lectureCountOf, placesLeft } from '@academy/shared/enrolment';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { FormStatus } from '@/components/ui/form-status';
import { enrolmentWindowIn, priceIn } from './course-words';
import { Labelled } from './labelled';
import { paths } from '@/config/paths';
import { callApi } from '@/lib/api';
import { useCart } from '@/lib/cart-store';
import { useSchoolLocale, useSchoolToday } from '@/lib/use-school';

import {
  type CatalogueCursor,
  type CatalogueFilter,
  type Course,
  useCatalogue,
  useFamilyPlaces,
  useMyChildren,
  useStudentPlaces,
  useSubjects,
} from './use-course-store';

export const PLAYER_HOME = '/app/student/courses';

const PRICE_CHOICES = [
  { value: 'any', label: msg`Any price` },
  { value: 'free', label: msg`Free` },
  { value: 'priced', label: msg`Paid` },
] as const;

/** /app/student/courses and /app/parent/courses: the school's published courses, to enrol on. */
export function CataloguePage({ user }: { user: UserRecord }) {
  return (
    <Stack gap="4">
      <Box>
        <Heading as="h1" size="2xl" mb="1">
          <Trans>Courses</Trans>
        </Heading>
        <Text color="gray.600">
          {user.role === 'Student' ? (
            <Trans>Courses you can take: enrol on a free one; a parent can buy a paid one for you.</Trans>
          ) : (
            <Trans>Courses your children can take: enrol them on a free one, or add a paid one to your cart.</Trans>
          )}
        </Text>
      </Box>
      {user.role === 'Student' ? <StudentCatalogue user={user} /> : <ParentCatalogue user={user} />}
    </Stack>
  );
}

/** Each role reads only what its rules allow: a student their own places, a parent their children and theirs. */
function StudentCatalogue({ user }: { user: UserRecord }) {
  const places = placesByCourse(useStudentPlaces(user));
  return <Catalogue user={user} studentId={user.personId ?? ''} studentName={user.username} places={places} />;
}

function ParentCatalogue({ user }: { user: UserRecord }) {
  const children = useMyChildren(user);
  const family = useFamilyPlaces(user);
  const [childId, setChildId] = useState('');
  const forStudent = childId || (children[0]?.id ?? '');
  const child = children.find((c) => c.id === forStudent);
  const { t } = useLingui();
  return (
    <>
      <Labelled label={t`For which child`}>
        <SelectField
          value={forStudent}
          onChange={setChildId}
          options={children.map((c) => ({ value: c.id, label: `${c.firstName} ${c.lastName}` }))}
        />
      </Labelled>
      <Catalogue
        user={user}
        studentId={forStudent}
        studentName={child ? `${child.firstName} ${child.lastName}` : ''}
        places={placesByCourse(family.filter((p) => p.studentId === forStudent))}
      />
    </>
  );
}

const placesByCourse = (list: Enrolment[]) =>
  new Map(list.filter((p) => p.status !== 'withdrawn').map((p) => [p.courseId, p]));

function Catalogue({
  user,
  studentId,
  studentName,
  places,
}: {
  user: UserRecord;
  studentId: string;
  studentName: string;
  places: Map<string, Enrolment>;
}) {
  const subjects = useSubjects(user.school_id);
  const [filter, setFilter] = useState<CatalogueFilter>({ subjectId: '', price: 'any', words: '', after: null });
  const [pages, setPages] = useState<(CatalogueCursor | null)[]>([]);
  const { courses, more, loading, error } = useCatalogue(user.school_id, filter);
  const { t } = useLingui();
  const change = (c: Partial<CatalogueFilter>) => {
    setPages([]);
    setFilter({ ...filter, ...c, after: null });
  };
  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="end" role="search" aria-label={t`Find a course`}>
        <Box flex="2" minW="200px">
          <FormField
            label={t`Search`}
            bg="white"
            placeholder={t`Title or code`}
            value={filter.words}
            onChange={(e) => change({ words: e.target.value })}
          />
        </Box>
        <Box flex="1" minW="150px">
          <Labelled label={t`Subject`}>
            <SelectField
              value={filter.subjectId}
              onChange={(v) => change({ subjectId: v })}
              options={subjects.map((s) => ({ value: s.id, label: s.name }))}
              placeholder={t`All subjects`}
            />
          </Labelled>
        </Box>
        <Box flex="1" minW="150px">
          <Labelled label={t`Price`}>
            <SelectField
              value={filter.price}
              onChange={(v) => change({ price: v as CatalogueFilter['price'] })}
              options={PRICE_CHOICES.map((c) => ({ value: c.value, label: t(c.label) }))}
            />
          </Labelled>
        </Box>
      </Flex>
      {loading ? (
        <Text>
          <Trans>Loading…</Trans>
        </Text>
      ) : error ? (
        <Text color="red.700">
          <Trans>The courses could not be loaded.</Trans>
        </Text>
      ) : courses.length === 0 ? (
        <Text color="gray.600">
          <Trans>No course matches.</Trans>
        </Text>
      ) : (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
          {courses.map((c) => (
            <CourseCard
              key={c.id}
              user={user}
              course={c}
              studentId={studentId}
              studentName={studentName}
              place={places.get(c.id)}
            />
          ))}
        </SimpleGrid>
      )}
      <Flex gap="3">
        {pages.length > 0 && (
          <Button
            variant="outline"
            onClick={() => {
              setFilter({ ...filter, after: pages.at(-1) ?? null });
              setPages(pages.slice(0, -1));
            }}
          >
            <Trans>Previous page</Trans>
          </Button>
        )}
        {more && (
          <Button
            variant="outline"
            onClick={() => {
              const last = courses.at(-1);
              setPages([...pages, filter.after]);
              setFilter({ ...filter, after: last ? { title: last.title, price: last.price, id: last.id } : null });
            }}
          >
            <Trans>Next page</Trans>
          </Button>
        )}
      </Flex>
    </Stack>
  );
}

function CourseCard({
  user,
  course,
  studentId,
  studentName,
  place,
}: {
  user: UserRecord;
  course: Course;
  studentId: string;
  studentName: string;
  place: Enrolment | undefined;
}) {
  const { t, i18n } = useLingui();
  const lectures = lectureCountOf(course);
  const modules = course.modules.length;
  const left = placesLeft(course);
  const titleId = `course-${course.id}`;
  // Separate facts, each whole: the code, the subject, the course's size, the places left.
  const facts = [
    course.code,
    course.subjectName || null,
    t`${plural(modules, { one: '# module', other: '# modules' })}, ${plural(lectures, { one: '# lecture', other: '# lectures' })}`,
    left === null ? null : left === 0 ? t`full` : t`${plural(left, { one: '# place left', other: '# places left' })}`,
  ].filter(Boolean);
  const instructors = (course.instructors ?? [])
    .map((i) => (i.subject ? `${i.name} (${i.subject})` : i.name))
    .join(', ');
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4" bg="white">
      <Flex justify="space-between" gap="2" wrap="wrap">
        <Heading as="h2" size="md" id={titleId} dir="auto">
          {course.title}
        </Heading>
        <Badge colorPalette={course.price === null ? 'green' : 'blue'}>
          {priceIn(i18n, course.price, course.currency)}
        </Badge>
      </Flex>
      <Text fontSize="sm" color="gray.700">
        {facts.join(' · ')}
      </Text>
      {instructors && (
        <Text fontSize="sm" color="gray.700">
          <Trans>
            With <bdi>{instructors}</bdi>
          </Trans>
        </Text>
      )}
      <Text mt="2" dir="auto">
        {course.description}
      </Text>
      <details>
        <summary>
          <Trans>Syllabus</Trans>
        </summary>
        <Box as="ol" ps="5" dir="auto">
          {course.modules.map((m) => (
            <li key={m.order}>
              {m.title}
              <Box as="ul" ps="5" fontSize="sm" color="gray.700">
                {m.lectures.map((l) => (
                  <li key={l.order}>{l.title}</li>
                ))}
              </Box>
            </li>
          ))}
        </Box>
      </details>
      <Box mt="3">
        <CourseAction user={user} course={course} studentId={studentId} studentName={studentName} place={place} />
      </Box>
    </Box>
  );
}

function CourseAction({
  user,
  course,
  studentId,
  studentName,
  place,
}: {
  user: UserRecord;
  course: Course;
  studentId: string;
  studentName: string;
  place: Enrolment | undefined;
}) {
  const today = useSchoolToday(user.school_id);
  const schoolLocale = useSchoolLocale(user.school_id);
  const { t, i18n } = useLingui();
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The enrolment could not be made.`));
  if (!studentId) return null;
  if (place?.status === 'enrolled')
    return user.role === 'Student' ? (
      <ChakraLink asChild color="blue.700" fontWeight="medium">
        <Link to={`${PLAYER_HOME}/${course.id}`}>
          <Trans>Enrolled: open the course</Trans>
        </Link>
      </ChakraLink>
    ) : (
      <Badge colorPalette="green">
        <Trans>Enrolled</Trans>
      </Badge>
    );
  if (place?.status === 'waiting')
    return (
      <Badge colorPalette="orange">
        <Trans>On the waiting list</Trans>
      </Badge>
    );
  const closed = enrolmentWindowIn(i18n, course, today, schoolLocale);
  if (closed) return <Text color="gray.700">{closed}</Text>;
  const full = placesLeft(course) === 0;
  if (course.price !== null) {
    if (full)
      return (
        <Text color="gray.700">
          <Trans>This course is full.</Trans>
        </Text>
      );
    // A parent pays through the cart (the server prices it again); a student asks a parent to.
    if (user.role !== 'Parent')
      return (
        <Text color="gray.700">
          <Trans>A paid course: a parent can buy it for you from their account.</Trans>
        </Text>
      );
    return <AddCourseToCart course={course} studentId={studentId} studentName={studentName} />;
  }
  return (
    <Stack gap="2" align="start">
      <Button
        colorPalette="blue"
        loading={busy}
        onClick={() => submit(async () => (await callApi('enrol', { courseId: course.id, studentId })).message)}
      >
        {full ? t`Join the waiting list` : user.role === 'Parent' ? t`Enrol ${studentName}` : t`Enrol`}
      </Button>
      <FormStatus outcome={outcome} />
    </Stack>
  );
}

/** One entry per course per child: the cart's key is the course and the child, so the same place is never in it twice. */
function AddCourseToCart({
  course,
  studentId,
  studentName,
}: {
  course: Course;
  studentId: string;
  studentName: string;
}) {
  const { cart, add } = useCart();
  const { t } = useLingui();
  const key = courseCartKeyFor(course.id, studentId);
  const title = course.title;
  if (cart[key])
    return (
      <Button asChild size="sm" variant="outline">
        <Link to={paths.cart}>{t`${studentName}’s place is in your cart`}</Link>
      </Button>
    );
  return (
    <Button
      colorPalette="blue"
      onClick={() =>
        add(key, { name: t`${studentName}: ${title} (course)`, price: course.price!, currency: course.currency })
      }
    >
      {t`Add to cart for ${studentName}`}
    </Button>
  );
}
