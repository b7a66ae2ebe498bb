import { Box, Button, Card, DataList, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';

export interface Fact {
  label: string;
  value: ReactNode;
}

/**
 * A record's page: its facts, an Edit form in place, a Delete (or Archive) that the server may refuse with its
 * reason, and whatever the module adds below (a roster, an account).
 */
export function RecordDetail({
  title,
  backPath,
  backLabel,
  facts,
  renderEditForm,
  onDelete,
  deleteLabel,
  confirmLabel,
  children,
}: {
  title: string;
  backPath: string;
  backLabel: string;
  facts: Fact[];
  renderEditForm: (close: () => void) => ReactNode;
  onDelete?: () => Promise<string>;
  /** The delete button's label ("Delete" when absent) and its confirmation's ("Yes, delete"). */
  deleteLabel?: string;
  confirmLabel?: string;
  children?: ReactNode;
}) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { t } = useLingui();
  const { outcome, submit } = useSubmission(errorMessage(t`This could not be deleted.`));
  const action = deleteLabel ?? t`Delete`;
  // Older callers give only the button's label: the confirmation then repeats it.
  const lowered = action.toLocaleLowerCase();
  const confirm = confirmLabel ?? (deleteLabel ? t`Yes, ${lowered}` : t`Yes, delete`);
  const navigate = useNavigate();

  async function remove() {
    if (!onDelete) return;
    if (await submit(onDelete)) navigate(backPath);
    else setConfirming(false);
  }

  return (
    <Box>
      <Link asChild color="blue.700" fontSize="sm">
        <RouterLink to={backPath}>← {backLabel}</RouterLink>
      </Link>
      <Flex justify="space-between" align="center" mt="2" mb="4" wrap="wrap" gap="3">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <HStack>
          <Button variant="outline" bg="white" onClick={() => setEditing(!editing)}>
            {editing ? t`Stop editing` : t`Edit`}
          </Button>
          {onDelete &&
            (confirming ? (
              <>
                <Text fontSize="sm">
                  <Trans>Are you sure?</Trans>
                </Text>
                <Button colorPalette="red" onClick={() => void remove()}>
                  {confirm}
                </Button>
                <Button variant="ghost" onClick={() => setConfirming(false)}>
                  <Trans>Keep it</Trans>
                </Button>
              </>
            ) : (
              <Button variant="outline" bg="white" colorPalette="red" onClick={() => setConfirming(true)}>
                {action}
              </Button>
            ))}
        </HStack>
      </Flex>
      <Box mb="4">
        <FormStatus outcome={outcome} />
      </Box>
      {editing ? (
        <Card.Root mb="6">
          <Card.Body>{renderEditForm(() => setEditing(false))}</Card.Body>
        </Card.Root>
      ) : (
        <Card.Root mb="6">
          <Card.Body>
            <DataList.Root orientation="horizontal">
              {facts.map((f) => (
                <DataList.Item key={f.label}>
                  <DataList.ItemLabel>{f.label}</DataList.ItemLabel>
                  <DataList.ItemValue>{f.value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          </Card.Body>
        </Card.Root>
      )}
      {children}
    </Box>
  );
}
