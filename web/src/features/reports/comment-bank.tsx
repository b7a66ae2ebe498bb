/**
 * The comment bank: the school's sentences and the teacher's own, each shown filled in for the child, inserted into
 * their comment with one click; and the form where a teacher keeps their own sentences (the office keeps the school's).
 */
import { Box, Button, Heading, Input, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import { fillPlaceholders, MAX_BANK_SENTENCES, PLACEHOLDERS, type Pronouns } from '@academy/shared/reports';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/form-dialog';
import { FormStatus } from '@/components/ui/form-status';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { useCommentBanks } from './use-reports';

export interface BankChild {
  firstName: string;
  fullName: string;
  pronouns: Pronouns;
}

/** A row's *Comment bank* button and its dialog: choosing a sentence puts it, filled in, into the child's comment. */
export function CommentBankButton({
  user,
  child,
  disabled,
  onInsert,
  returnFocus,
}: {
  user: UserRecord;
  child: BankChild;
  disabled?: boolean;
  onInsert: (sentence: string) => void;
  returnFocus: () => HTMLElement | null;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const fullName = child.fullName;
  return (
    <>
      <Button size="xs" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Trans>Comment bank</Trans>{' '}
        <Box as="span" srOnly>
          {t`for ${fullName}`}
        </Box>
      </Button>
      {open && (
        <FormDialog title={t`Comment bank: ${fullName}`} onClose={() => setOpen(false)} finalFocusEl={returnFocus}>
          <BankSentences
            user={user}
            child={child}
            onChoose={(sentence) => {
              onInsert(sentence);
              setOpen(false);
            }}
          />
        </FormDialog>
      )}
    </>
  );
}

function BankSentences({
  user,
  child,
  onChoose,
}: {
  user: UserRecord;
  child: BankChild;
  onChoose: (sentence: string) => void;
}) {
  const { t } = useLingui();
  const banks = useCommentBanks(user);
  const [search, setSearch] = useState('');
  const wanted = search.trim().toLocaleLowerCase();
  const filled = (list: readonly string[]) =>
    list.map((s) => fillPlaceholders(s, child)).filter((s) => !wanted || s.toLocaleLowerCase().includes(wanted));
  const groups = [
    { key: 'mine', title: t`Your sentences`, sentences: filled(banks.mine) },
    { key: 'school', title: t`The school’s sentences`, sentences: filled(banks.school) },
  ];
  if (banks.loading)
    return (
      <Text role="status">
        <Trans>Loading the comment bank…</Trans>
      </Text>
    );
  return (
    <Stack gap="4">
      <Input
        aria-label={t`Find a sentence`}
        placeholder={t`Find a sentence`}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {groups.map((g) => (
        <Stack key={g.key} gap="2">
          <Heading as="h3" size="sm">
            {g.title}
          </Heading>
          {g.sentences.length === 0 ? (
            <Text color="gray.600" fontSize="sm">
              {wanted ? <Trans>No sentence matches.</Trans> : <Trans>No sentences yet.</Trans>}
            </Text>
          ) : (
            <Stack as="ul" gap="1" listStyleType="none" m="0" p="0">
              {g.sentences.map((s, i) => (
                <li key={`${g.key}-${i}`}>
                  <Button
                    variant="outline"
                    size="sm"
                    h="auto"
                    py="2"
                    w="full"
                    justifyContent="start"
                    textAlign="start"
                    whiteSpace="normal"
                    onClick={() => onChoose(s)}
                  >
                    {s}
                  </Button>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      ))}
    </Stack>
  );
}

/**
 * A bank's sentences to change, one a line: a teacher's own (`mine`) or, for the office, the school's. The
 * placeholders `{name}`, `{he}`, `{his}` and `{him}` are filled in for each child as a sentence is inserted.
 */
export function BankForm({
  owner,
  sentences,
  onDone,
}: {
  owner: 'mine' | 'school';
  sentences: readonly string[];
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(sentences.join('\n'));
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The sentences could not be saved. Try again.`));
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const max = MAX_BANK_SENTENCES;
  const count = lines.length;
  const [nameMark, ...pronouns] = PLACEHOLDERS;
  const pronounMarks = pronouns.join(', ');
  const capitalMark = (pronouns[0] ?? '').replace(/^\{(.)/, (_, c: string) => `{${c.toUpperCase()}`);
  return (
    <Stack
      as="form"
      gap="3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(async () => (await callApi('saveCommentBank', { owner, sentences: lines })).message).then(
          (ok) => ok && onDone(),
        );
      }}
    >
      <Text fontSize="sm" color="gray.700">
        <Trans>
          One sentence a line. Write {nameMark} for the child’s first name and {pronounMarks} for their pronouns, with a
          capital to start a sentence, as in {capitalMark}. They are filled in as each sentence is inserted.
        </Trans>
      </Text>
      <Textarea
        aria-label={owner === 'mine' ? t`Your sentences` : t`The school’s sentences`}
        rows={10}
        value={text}
        onChange={(e) => setText(e.target.value)}
        bg="white"
      />
      <Text fontSize="sm" color={lines.length > max ? 'red.700' : 'gray.600'}>
        <Trans>
          Sentences: {count} of at most {max}
        </Trans>
      </Text>
      <FormStatus outcome={outcome} />
      <Stack direction="row" gap="2">
        <Button type="submit" colorPalette="blue" loading={busy}>
          <Trans>Save the sentences</Trans>
        </Button>
        <Button variant="outline" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </Stack>
    </Stack>
  );
}
