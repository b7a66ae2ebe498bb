import { Box, Input, Link, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import type { StudentSearchHit, UserRecord } from '@academy/shared/api';
import { roleSegment } from '@academy/shared/roles';
import { ph } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SearchIcon } from '@/components/ui/icons';
import { useResultToast } from '@/components/ui/result-toast';
import { callApi } from '@/lib/api';

/** Spec §2/§7: required search text; 200 → results (type Student) in a panel, anything else → an error toast. */
export function StudentSearch({ user }: { user: UserRecord }) {
  const [text, setText] = useState('');
  const [results, setResults] = useState<StudentSearchHit[] | null>(null);
  const [busy, setBusy] = useState(false);
  const { run } = useResultToast();
  const { t } = useLingui();

  async function search(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const response = await run(callApi('getStudent', { params: text, school_id: user.school_id }), {
      quietOnSuccess: true,
    });
    setBusy(false);
    if (response?.type === 'Student') setResults(response.data);
  }

  return (
    <Popover.Root
      open={results !== null}
      onOpenChange={(e) => !e.open && setResults(null)}
      positioning={{ placement: 'bottom-start', sameWidth: true }}
      autoFocus={false}
    >
      <Popover.Anchor asChild>
        <Box as="form" role="search" aria-label={t`Students`} onSubmit={search} flex="1" maxW="md" position="relative">
          <Box
            position="absolute"
            insetStart="3"
            insetY="0"
            display="flex"
            alignItems="center"
            color="gray.500"
            pointerEvents="none"
            zIndex="1"
          >
            <SearchIcon />
          </Box>
          <Input
            type="search"
            name="q"
            required
            aria-label={t`Search students`}
            placeholder={t`Search students`}
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            aria-busy={busy}
            ps="10"
            bg="white"
          />
        </Box>
      </Popover.Anchor>
      <Portal>
        <Popover.Positioner>
          <Popover.Content aria-label={t`Student search results`} minW="xs">
            <Popover.Body p="2">
              {results && results.length === 0 && (
                <Text p="2" color="gray.600">
                  <Trans>No students match your search.</Trans>
                </Text>
              )}
              <Stack as="ul" gap="0" listStyleType="none">
                {results?.map((s) => (
                  <li key={s.id}>
                    <Link
                      asChild
                      display="block"
                      p="2"
                      borderRadius="md"
                      _hover={{ bg: 'gray.100', textDecoration: 'none' }}
                    >
                      <RouterLink
                        to={`/app/${roleSegment(user.role)}/students/${s.id}`}
                        onClick={() => setResults(null)}
                      >
                        <Text as="span" display="block" fontWeight="medium">
                          <bdi>
                            {s.firstName} {s.lastName}
                          </bdi>
                        </Text>
                        <Text as="span" display="block" fontSize="sm" color="gray.600">
                          {t`Student · ${ph({ admissionNumber: s.admissionNumber })}`}
                        </Text>
                      </RouterLink>
                    </Link>
                  </li>
                ))}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
