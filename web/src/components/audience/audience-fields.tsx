import { Checkbox, Field, Fieldset, Stack, Text, Wrap } from '@chakra-ui/react';
import { type Audience, type AudienceMembers, AUDIENCE_ROLES, audienceKeys } from '@academy/shared/audience';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { callApi } from '@/lib/api';
import type { Role } from '@academy/shared/roles';
import { ALL_OF_ROLE } from './audience-words';
import type { ClassChoices } from './use-reach';

const GRADES = Array.from({ length: 14 }, (_, g) => g);
const toggle = <T,>(list: readonly T[], item: T, on: boolean) =>
  on ? [...list, item] : list.filter((x) => x !== item);

/**
 * Who an event or a post is for: an Admin picks the whole school, roles, grades or classes; a Teacher only their
 * classes. `grades` limits the groups to whole school and grades (a closure).
 */
export function AudienceFields({
  role,
  value,
  onChange,
  classes: { status, classes },
  error,
  gradesOnly = false,
}: {
  role: Role;
  value: Audience;
  onChange: (audience: Audience) => void;
  classes: ClassChoices;
  error?: string | undefined;
  gradesOnly?: boolean;
}) {
  const { t } = useLingui();
  const admin = role === 'Admin';
  const usedGrades = [...new Set(classes.map((c) => c.grade))].sort((a, b) => a - b);
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>
        <Trans>Who is it for?</Trans>
      </Fieldset.Legend>
      <Stack gap="3">
        {admin && (
          <Checkbox.Root
            checked={value.wholeSchool}
            onCheckedChange={(e) => onChange({ ...value, wholeSchool: e.checked === true })}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>
              <Trans>The whole school</Trans>
            </Checkbox.Label>
          </Checkbox.Root>
        )}
        {admin && !value.wholeSchool && !gradesOnly && (
          <Wrap gap="4" role="group" aria-label={t`Roles`}>
            {AUDIENCE_ROLES.map((r) => (
              <Checkbox.Root
                key={r}
                checked={value.roles.includes(r)}
                onCheckedChange={(e) => onChange({ ...value, roles: toggle(value.roles, r, e.checked === true) })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{t(ALL_OF_ROLE[r])}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        )}
        {admin && !value.wholeSchool && (
          <Wrap gap="4" role="group" aria-label={t`Grades`}>
            {(usedGrades.length ? usedGrades : GRADES).map((g) => (
              <Checkbox.Root
                key={g}
                checked={value.grades.includes(g)}
                onCheckedChange={(e) => onChange({ ...value, grades: toggle(value.grades, g, e.checked === true) })}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>
                  <Trans>Grade {g}</Trans>
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        )}
        {!value.wholeSchool && !gradesOnly && (
          <Wrap gap="4" role="group" aria-label={t`Classes`}>
            <ClassesNotShown status={status} empty={classes.length === 0} admin={admin} />
            {classes.map((c) => (
              <Checkbox.Root
                key={c.id}
                checked={value.classIds.includes(c.id)}
                onCheckedChange={(e) =>
                  onChange({ ...value, classIds: toggle(value.classIds, c.id, e.checked === true) })
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{c.name}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Wrap>
        )}
        {!value.wholeSchool && !gradesOnly && (value.grades.length > 0 || value.classIds.length > 0) && (
          <Field.Root>
            <Field.Label>
              <Trans>Who in the chosen grades and classes</Trans>
            </Field.Label>
            <SelectField
              value={value.members}
              onChange={(v) => onChange({ ...value, members: v as AudienceMembers })}
              options={[
                { value: 'everyone', label: t`Everyone in them: students, their parents and teachers` },
                { value: 'parents', label: t`Only their parents` },
                { value: 'students', label: t`Only their students` },
              ]}
            />
          </Field.Root>
        )}
        {!gradesOnly && <AudienceReach audience={value} />}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

/**
 * Who the audience reaches now, counted by the server from the members' reach, before anything is sent: asked again
 * a moment after each change of choice.
 */
function AudienceReach({ audience }: { audience: Audience }) {
  const { t } = useLingui();
  const keys = audienceKeys(audience).join(' ');
  const [answer, setAnswer] = useState<{ keys: string; text: string } | null>(null);
  useEffect(() => {
    if (!keys) return;
    let live = true;
    const timer = setTimeout(() => {
      callApi('audienceSize', { audience }).then(
        (r) => live && setAnswer({ keys, text: r.message }),
        () => live && setAnswer({ keys, text: t`Who it reaches could not be counted just now.` }),
      );
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The audience is compared by its words: the same choice made again asks nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keys]);
  if (!keys) return null;
  return (
    <Text role="status" data-testid="audience-reach" color="gray.700">
      {answer?.keys === keys ? answer.text : t`Counting who it reaches…`}
    </Text>
  );
}

/** While the classes are read, or when they could not be: never "no classes" before the read has answered. */
export function ClassesNotShown({
  status,
  empty,
  admin,
}: {
  status: ClassChoices['status'];
  empty: boolean;
  admin: boolean;
}) {
  const { t } = useLingui();
  if (status === 'loading')
    return (
      <Text color="gray.600" role="status" aria-label={t`Loading your classes`}>
        <Trans>Loading classes…</Trans>
      </Text>
    );
  if (status === 'error')
    return (
      <Text color="red.700">
        <Trans>Your classes could not be loaded. Reload the page to try again.</Trans>
      </Text>
    );
  if (!empty) return null;
  return <Text color="gray.600">{admin ? t`No classes yet.` : t`You have no classes yet.`}</Text>;
}
