import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { schoolRegistrationInput } from '@academy/shared/landing';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { useResultToast } from '@/components/ui/result-toast';
import { callApi } from '@/lib/api';

type FieldName = 'schoolName' | 'contactName' | 'email' | 'phone' | 'country' | 'studentCount' | 'message';
type Values = Record<FieldName, string>;
const EMPTY: Values = {
  schoolName: '',
  contactName: '',
  email: '',
  phone: '',
  country: '',
  studentCount: '',
  message: '',
};

/**
 * What the form says about a field the API's schema refuses: the schema's messages name the API's field, the form
 * speaks to a person, in their language. A field left empty is "required"; anything else says what the field takes.
 */
const PROBLEMS: Record<FieldName, { required: MessageDescriptor; invalid: MessageDescriptor }> = {
  schoolName: { required: msg`School name is required.`, invalid: msg`School name must be 2 to 120 characters.` },
  contactName: { required: msg`Your name is required.`, invalid: msg`Your name must be 2 to 120 characters.` },
  email: {
    required: msg`E-mail must be a valid e-mail address.`,
    invalid: msg`E-mail must be a valid e-mail address.`,
  },
  phone: {
    required: msg`Phone may only hold digits, spaces, +, - and brackets, up to 40 characters.`,
    invalid: msg`Phone may only hold digits, spaces, +, - and brackets, up to 40 characters.`,
  },
  country: { required: msg`Country is required.`, invalid: msg`Country must be 2 to 80 characters.` },
  studentCount: {
    required: msg`Number of students is required.`,
    invalid: msg`Number of students must be a whole number from 1 to 100000.`,
  },
  message: {
    required: msg`Message must be at most 2000 characters.`,
    invalid: msg`Message must be at most 2000 characters.`,
  },
};

function problemOf(field: FieldName, values: Values): MessageDescriptor {
  return values[field].trim() === '' ? PROBLEMS[field].required : PROBLEMS[field].invalid;
}

function toInput(v: Values) {
  return {
    // An empty box is a missing field, so the message says "is required".
    schoolName: v.schoolName.trim() || undefined,
    contactName: v.contactName.trim() || undefined,
    email: v.email.trim() || undefined,
    phone: v.phone.trim() || undefined,
    country: v.country.trim() || undefined,
    studentCount: v.studentCount.trim() === '' ? Number.NaN : Number(v.studentCount),
    message: v.message.trim() || undefined,
  };
}

/** Institutions: "register your school", checked here with the API's own schema, then sent (rate-limited server-side). */
export function RegisterSchoolForm() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const { run } = useResultToast();
  const { t } = useLingui();

  const set = (name: FieldName) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schoolRegistrationInput.safeParse(toInput(values));
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= t(problemOf(field, values));
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setBusy(true);
    const result = await run(callApi('registerSchool', parsed.data));
    setBusy(false);
    if (result) {
      setSent(result.message);
      setValues(EMPTY);
    }
  }

  const field = (
    name: FieldName,
    label: string,
    props: { type?: string; required?: boolean; autoComplete?: string } = {},
  ) => (
    <Field.Root required={props.required ?? true} invalid={!!errors[name]}>
      <Field.Label>
        {label}
        {props.required !== false && <Field.RequiredIndicator />}
      </Field.Label>
      {name === 'message' ? (
        <Textarea name={name} value={values[name]} onChange={set(name)} rows={4} />
      ) : (
        <Input
          name={name}
          type={props.type ?? 'text'}
          autoComplete={props.autoComplete}
          value={values[name]}
          onChange={set(name)}
        />
      )}
      <Field.ErrorText>{errors[name]}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <Box
      as="section"
      aria-labelledby="register-school"
      mt="14"
      p={{ base: '5', md: '8' }}
      borderWidth="1px"
      borderRadius="lg"
      bg="gray.50"
    >
      <Heading as="h2" id="register-school" size="xl" mb="2">
        <Trans>Register your school</Trans>
      </Heading>
      <Text color="gray.700" mb="6">
        <Trans>Tell us about your school and we will set up a trial and call you to plan the move.</Trans>
      </Text>
      {sent && (
        <Text role="status" mb="6" p="4" bg="green.50" borderRadius="md" color="green.900">
          {sent}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label={t`Register your school`}>
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {}
            {field('schoolName', t`School name`, { autoComplete: 'organization' })}
            {field('contactName', t`Your name`, { autoComplete: 'name' })}
            {field('email', t`E-mail`, { type: 'email', autoComplete: 'email' })}
            {field('phone', t`Phone`, { type: 'tel', required: false, autoComplete: 'tel' })}
            {field('country', t`Country`, { autoComplete: 'country-name' })}
            {field('studentCount', t`Number of students`, { type: 'number' })}
            {}
          </SimpleGrid>
          {field('message', t`Anything we should know?`, { required: false })}
          <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy} loadingText={t`Sending…`}>
            <Trans>Send the request</Trans>
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
