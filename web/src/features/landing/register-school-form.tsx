import { Box, Button, Field, Heading, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { schoolRegistrationInput } from '@academy/shared/landing';
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

/** Messages name the API's field; the form speaks to a person. */
const friendly = (message: string) =>
  message
    .replace('schoolName', 'School name')
    .replace('contactName', 'Your name')
    .replace(/^email/, 'E-mail')
    .replace(/^phone/, 'Phone')
    .replace(/^country/, 'Country')
    .replace('studentCount', 'Number of students')
    .replace(/^message/, 'Message');

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

  const set = (name: FieldName) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [name]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = schoolRegistrationInput.safeParse(toInput(values));
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as FieldName;
        next[field] ??= friendly(issue.message);
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
        Register your school
      </Heading>
      <Text color="gray.700" mb="6">
        Tell us about your school and we will set up a trial and call you to plan the move.
      </Text>
      {sent && (
        <Text role="status" mb="6" p="4" bg="green.50" borderRadius="md" color="green.900">
          {sent}
        </Text>
      )}
      <form onSubmit={submit} noValidate aria-label="Register your school">
        <Stack gap="5">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
            {field('schoolName', 'School name', { autoComplete: 'organization' })}
            {field('contactName', 'Your name', { autoComplete: 'name' })}
            {field('email', 'E-mail', { type: 'email', autoComplete: 'email' })}
            {field('phone', 'Phone', { type: 'tel', required: false, autoComplete: 'tel' })}
            {field('country', 'Country', { autoComplete: 'country-name' })}
            {field('studentCount', 'Number of students', { type: 'number' })}
          </SimpleGrid>
          {field('message', 'Anything we should know?', { required: false })}
          <Button type="submit" colorPalette="blue" alignSelf="start" loading={busy} loadingText="Sending…">
            Send the request
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
