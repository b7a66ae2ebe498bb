import { Box, Link, Stack } from '@chakra-ui/react';
import { type ModuleName, type Role, sectionPath } from '@academy/shared/roles';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from '@/components/ui/brand';

export function Sidebar({ role, items, active }: { role: Role; items: ModuleName[]; active: ModuleName }) {
  return (
    <Box as="nav" aria-label="Sections" w="250px" flexShrink={0} bg="blue.900" color="white" minH="100vh" px="3" py="4">
      <Box px="3" pb="6" color="white">
        <Brand onDark />
      </Box>
      <Stack as="ul" gap="1" listStyleType="none">
        {items.map((item) => {
          const current = item === active;
          return (
            <li key={item}>
              <Link
                asChild
                display="block"
                px="3"
                py="2"
                borderRadius="md"
                color="white"
                fontWeight={current ? 'semibold' : 'normal'}
                bg={current ? 'whiteAlpha.300' : undefined}
                _hover={{ bg: 'whiteAlpha.200', textDecoration: 'none' }}
              >
                <RouterLink to={sectionPath(role, item)} aria-current={current ? 'page' : undefined}>
                  {item}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
