import { Box, Button, Container, Flex, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';
import { paths } from '@/config/paths';

const AUDIENCES = [
  { who: 'Head teachers', what: 'Every class, register and invoice of the school in one place, and only your school.' },
  { who: 'Teachers', what: 'Your classes, registers and assignments, ready when the bell goes.' },
  { who: 'Parents', what: 'Your children’s timetable, news and fees, without chasing the office.' },
  { who: 'Students', what: 'What is due, when, and where: your school day on one page.' },
];

export function LandingPage() {
  return (
    <Box minH="100vh" bg="white">
      <Flex
        as="header"
        align="center"
        justify="space-between"
        px={{ base: '4', md: '10' }}
        py="4"
        borderBottomWidth="1px"
      >
        <Brand />
        <Button asChild colorPalette="blue" size="sm">
          <RouterLink to={paths.app}>Login</RouterLink>
        </Button>
      </Flex>
      <Container as="main" maxW="5xl" py={{ base: '10', md: '20' }}>
        <Stack gap="6" maxW="2xl">
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} color="blue.900">
            The school system everyone opens every day
          </Heading>
          <Text fontSize="lg" color="gray.700">
            Academy runs students, classes, timetables, attendance, assignments, news and fees for your school, with a
            view made for each person who relies on it.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mt="14">
          {AUDIENCES.map((a) => (
            <Box key={a.who} p="6" borderWidth="1px" borderRadius="lg">
              <Heading as="h2" size="md" mb="2">
                {a.who}
              </Heading>
              <Text color="gray.700">{a.what}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
