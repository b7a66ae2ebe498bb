import { Button, Flex, HStack, Text } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { useAuthActions } from '@/features/auth/use-auth-actions';
import { useSchool } from '@/features/school/use-school';

export function Header({ user }: { user: UserRecord }) {
  const { signOut } = useAuthActions();
  const school = useSchool(user.school_id);
  return (
    <Flex as="header" align="center" justify="space-between" px="6" py="3" bg="white" borderBottomWidth="1px">
      <Text color="gray.700" fontSize="sm">
        <Text as="span" fontWeight="semibold" color="gray.900">
          {school?.name ?? ''}
        </Text>
        {school ? ' · ' : ''}
        {user.role}
      </Text>
      <HStack gap="4">
        <Text fontWeight="medium">{user.username}</Text>
        <Button variant="outline" size="sm" onClick={() => void signOut()}>
          Log out
        </Button>
      </HStack>
    </Flex>
  );
}
