import { Badge, Box, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { PublicCourse } from '@academy/shared/course';
import { formatMoney } from '@academy/shared/money';
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SchoolLogo } from '@/components/ui/school-logo';
import { callApi } from '@/lib/api';

/**
 * The courses schools have made public, on the Students page: title, school, subject, a summary and the price. Loaded
 * with this tab only, through the API (the landing page carries no Firestore); nothing shows if there are none.
 */
export function PublicCourses() {
  const [courses, setCourses] = useState<PublicCourse[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    callApi('publicCourses', {})
      .then((r) => current && setCourses(r.courses))
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, []);
  if (failed)
    return (
      <Text color="gray.700">
        <Trans>The courses could not be loaded just now.</Trans>
      </Text>
    );
  if (!courses) return <Box minH="40" aria-busy="true" />;
  if (courses.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="public-courses" mt="12">
      <Heading as="h2" size="lg" mb="2" id="public-courses">
        <Trans>Courses schools offer</Trans>
      </Heading>
      <Text color="gray.700" mb="4">
        <Trans>Ask your school to enrol you, or enrol yourself from your dashboard once you are signed in.</Trans>
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {courses.map((c) => (
          <Stack key={`${c.schoolId}-${c.courseId}`} p="5" borderWidth="1px" borderRadius="lg" gap="2">
            <Heading as="h3" size="md">
              {c.title}
            </Heading>
            <HStack gap="2">
              <SchoolLogo schoolId={c.schoolId} name={c.schoolName} size="6" optional />
              <Text fontSize="sm" color="gray.700">
                {c.schoolName} · {c.subjectName} · {c.code}
              </Text>
            </HStack>
            {c.summary ? <Text color="gray.800">{c.summary}</Text> : null}
            <Badge alignSelf="start" colorPalette={c.price === null ? 'green' : 'blue'}>
              {c.price === null ? <Trans>Free</Trans> : formatMoney(c.price, c.currency)}
            </Badge>
          </Stack>
        ))}
      </SimpleGrid>
    </Box>
  );
}
