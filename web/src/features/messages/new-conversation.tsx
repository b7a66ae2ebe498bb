import { Box, Button, Checkbox, Field, Fieldset, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import type { UserRecord } from '@academy/shared/api';
import type { Recipient, RecipientGroup } from '@academy/shared/messages';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormStatus } from '@/components/ui/form-status';
import { PageLoader } from '@/components/ui/page-loader';
import { SelectField } from '@/components/ui/select-field';
import { errorMessage, useSubmission } from '@/components/ui/use-submission';
import { callApi } from '@/lib/api';
import { isStaff, messagesPath } from './messages-paths';
import { StaffNotice } from './staff-notices';

/** A person (a conversation's `with` names each once). */
const personOf = (r: Pick<Recipient, 'kind' | 'id'>) => `${r.kind}:${r.id}`;
/** One ticked line: a guardian of two children is offered once for each. */
const keyOf = (r: Recipient) => `${personOf(r)}:${r.aboutStudentId ?? ''}`;

/**
 * Whom a Message button means: those it names (`to`, offered by the server), else for staff a student's guardians, for
 * a family the child's first teacher.
 */
function preChosen(staff: boolean, groups: RecipientGroup[], student: string | null, to: string[]): string[] {
  const offered = groups.flatMap((g) => g.recipients);
  const about = offered.filter((r) => r.aboutStudentId === student);
  const named = to.flatMap((person) => {
    const line = [...about, ...offered].find((r) => personOf(r) === person);
    return line ? [keyOf(line)] : [];
  });
  if (named.length) return named;
  if (!student) return [];
  if (staff) return about.filter((r) => r.kind === 'parents').map(keyOf);
  const teacher = about.find((r) => r.kind === 'teachers');
  return teacher ? [keyOf(teacher)] : [];
}

/**
 * A new conversation: whom to write to (only those the server offers), the child it is about, the text. A teacher
 * may write to all of a class's families at once: each family gets its own conversation. `?student=` and `?class=`
 * (the Message buttons) choose the people before the form opens.
 */
export function NewConversation({ user }: { user: UserRecord }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const student = params.get('student');
  const to = params.get('to') ?? '';
  const [groups, setGroups] = useState<RecipientGroup[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [classId, setClassId] = useState<string | null>(params.get('class'));
  const [child, setChild] = useState(student ?? '');
  const [text, setText] = useState('');
  const { outcome, busy, submit } = useSubmission(errorMessage(t`The message could not be sent.`));

  // Asked again only when the child changes: whom the server allows does not change while the form is open.
  const staff = isStaff(user);
  const loadFailed = t`Whom you may write to could not be loaded.`;
  useEffect(() => {
    let current = true;
    callApi('messageRecipients', student ? { aboutStudentId: student } : {}).then(
      (answer) => {
        if (!current) return;
        setGroups(answer.groups);
        setChosen(new Set(preChosen(staff, answer.groups, student, to ? to.split(',') : [])));
      },
      (e: unknown) => current && setFailed(errorMessage(loadFailed)(e)),
    );
    return () => {
      current = false;
    };
  }, [student, to, staff, loadFailed]);

  if (failed)
    return (
      <Text color="red.700" role="alert">
        {failed}
      </Text>
    );
  if (!groups) return <PageLoader label={t`Loading whom you may write to`} />;

  const everyone = groups.flatMap((g) => g.recipients);
  const picked = [...new Map(everyone.filter((r) => chosen.has(keyOf(r))).map((r) => [personOf(r), r])).values()];
  const children = new Map(
    everyone.flatMap((r) => (r.aboutStudentId ? [[r.aboutStudentId, r.aboutStudentName ?? '']] : [])),
  );
  const wholeClass = groups.find((g) => g.classId && g.classId === classId);
  const ready = !!text.trim() && (wholeClass ? true : picked.length > 0);

  function toggle(r: Recipient, on: boolean) {
    const next = new Set(chosen);
    // The guardians the child's record keeps in every conversation come and go with any guardian of that child.
    const family =
      r.kind === 'parents' && r.aboutStudentId
        ? everyone.filter((o) => o.kind === 'parents' && o.aboutStudentId === r.aboutStudentId)
        : [r];
    if (on) {
      next.add(keyOf(r));
      for (const g of family) if (g.alwaysIncluded) next.add(keyOf(g));
    } else if (r.alwaysIncluded) for (const g of family) next.delete(keyOf(g));
    else next.delete(keyOf(r));
    setChosen(next);
    if (on && !child && r.aboutStudentId) setChild(r.aboutStudentId);
  }

  async function send(e: React.FormEvent) {
    e.preventDefault();
    await submit(async () => {
      if (wholeClass?.classId) {
        const answer = await callApi('sendToClass', { classId: wholeClass.classId, text });
        navigate(messagesPath(user));
        return answer.message;
      }
      const answer = await callApi('startConversation', {
        with: picked.map(({ kind, id }) => ({ kind, id })),
        ...(child ? { aboutStudentId: child } : {}),
        text,
      });
      navigate(`${messagesPath(user)}/${answer.conversationId}`);
      return answer.message;
    });
  }

  return (
    <Box as="section" aria-labelledby="new-message-heading" bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" id="new-message-heading" mb="3">
        <Trans>New message</Trans>
      </Heading>
      <Stack as="form" gap="4" onSubmit={(e) => void send(e)}>
        {everyone.length === 0 && (
          <Text color="gray.600">
            <Trans>There is nobody you can write to yet.</Trans>
          </Text>
        )}
        {groups.map((g) => (
          <Fieldset.Root key={`${g.label}-${g.classId ?? ''}`}>
            <Fieldset.Legend fontWeight="semibold">{g.label}</Fieldset.Legend>
            <Stack gap="2" mt="1">
              {g.classId && isStaff(user) && (
                <Checkbox.Root
                  checked={classId === g.classId}
                  onCheckedChange={(e) => setClassId(e.checked === true ? g.classId : null)}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>
                    <Trans>Every family at once (each family its own private conversation)</Trans>
                  </Checkbox.Label>
                </Checkbox.Root>
              )}
              {classId !== g.classId || !g.classId
                ? g.recipients.map((r) => (
                    <Checkbox.Root
                      key={keyOf(r)}
                      checked={chosen.has(keyOf(r))}
                      disabled={!!wholeClass}
                      onCheckedChange={(e) => toggle(r, e.checked === true)}
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>
                        <bdi>{r.name}</bdi>
                        {r.detail ? (
                          <Text as="span" color="gray.600" fontWeight="normal">
                            {' · '}
                            <bdi>{r.detail}</bdi>
                          </Text>
                        ) : null}
                        {r.kind === 'parents' && !r.alwaysIncluded ? (
                          <Text as="span" color="gray.600" fontWeight="normal">
                            {' · '}
                            <Trans>may be left out, as the child’s record allows</Trans>
                          </Text>
                        ) : null}
                      </Checkbox.Label>
                    </Checkbox.Root>
                  ))
                : null}
            </Stack>
          </Fieldset.Root>
        ))}
        {!wholeClass && children.size > 0 && (
          <Field.Root>
            <Field.Label>
              <Trans>About</Trans>
            </Field.Label>
            <SelectField
              value={child}
              onChange={setChild}
              placeholder={t`No particular child`}
              options={[...children].map(([value, label]) => ({ value, label }))}
            />
          </Field.Root>
        )}
        {!wholeClass &&
          picked.map((r) => (
            <StaffNotice
              key={personOf(r)}
              name={r.name}
              awayNotice={r.awayNotice}
              outsideHours={r.outsideHours && !isStaff(user)}
            />
          ))}
        <Field.Root required>
          <Field.Label>
            <Trans>Your message</Trans>
          </Field.Label>
          <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={5} dir="auto" />
          <Field.HelperText>
            <Trans>You can use Markdown: **bold**, lists and links.</Trans>{' '}
            <Trans>Files can be attached once the conversation has begun.</Trans>
          </Field.HelperText>
        </Field.Root>
        <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy} disabled={!ready}>
          {wholeClass ? t`Send to every family` : t`Send`}
        </Button>
        <FormStatus outcome={outcome} />
      </Stack>
    </Box>
  );
}
