/** Finding a family by a child's or a payer's name: the desk's search and the invoice list's family filter. */
import { Input, Stack, Text } from '@chakra-ui/react';
import type { FamilyDoc } from '@academy/shared/fees';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useState } from 'react';
import { useFamilySearch, type WithId } from './use-fees';

/**
 * A search box and the families it finds (10 at most), each shown as `renderFamily` says: a link to the family's
 * page, or a button that chooses it. "No family matches" only once the search has answered.
 */
export function FamilyPicker({
  schoolId,
  label,
  placeholder,
  renderFamily,
}: {
  schoolId: string;
  /** The box's accessible name. */
  label: string;
  placeholder: string;
  renderFamily: (family: WithId<FamilyDoc>) => ReactNode;
}) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const { rows, loading } = useFamilySearch(schoolId, text);
  const searching = text.trim() !== '';
  return (
    <Stack gap="2" flex="1" minW="14rem">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(e) => setText(e.target.value)}
        bg="white"
      />
      {searching && rows.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" aria-label={t`Families found`}>
          {rows.map((f) => (
            <li key={f.id}>{renderFamily(f)}</li>
          ))}
        </Stack>
      ) : null}
      {searching && !loading && rows.length === 0 ? (
        <Text color="gray.700">
          <Trans>No family matches.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}
