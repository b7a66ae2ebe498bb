import {
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { createCourseInput, priceFromText, storedLectureId, updateCourseInput } from '@academy/shared/course';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import type { z } from 'zod';
import { DateField } from '@/components/ui/date-field';
import { type FormOutcome, FormStatus } from '@/components/ui/form-status';
import { MultiSelectField, SelectField, type SelectOption } from '@/components/ui/select-field';
import { callApi } from '@/lib/api';
import type { RecordRow } from '@/components/records/use-record-list';

type Option = SelectOption;

const LECTURE_KINDS = [
  { value: 'content', label: msg`Written content` },
  { value: 'link', label: msg`A link` },
];
export interface CourseChoices {
  subjects: Option[];
  terms: Option[];
  /** Every class with its term, so the form offers only the classes of the chosen term. */
  classes: (Option & { termId: string })[];
  teachers: Option[];
}

interface LectureDraft {
  key: number;
  title: string;
  kind: 'content' | 'link';
  content: string;
  link: string;
  /** The stored lecture's id, kept through moves so progress stays with it; none for a new lecture. */
  id?: string;
}
interface ModuleDraft {
  key: number;
  title: string;
  lectures: LectureDraft[];
}

let nextKey = 1;
const newLecture = (): LectureDraft => ({ key: nextKey++, title: '', kind: 'content', content: '', link: '' });
const newModule = (): ModuleDraft => ({ key: nextKey++, title: '', lectures: [newLecture()] });

type StoredModule = {
  title: string;
  order: number;
  lectures: { id?: string; title: string; order: number; content: string; link: string }[];
};

function draftsOf(modules: StoredModule[]): ModuleDraft[] {
  return [...modules]
    .sort((a, b) => a.order - b.order)
    .map((m) => ({
      key: nextKey++,
      title: m.title,
      lectures: [...m.lectures]
        .sort((a, b) => a.order - b.order)
        .map((l) => ({
          key: nextKey++,
          id: storedLectureId(m, l),
          title: l.title,
          kind: l.link ? 'link' : 'content',
          content: l.content,
          link: l.link,
        })),
    }));
}

/** The syllabus as the schema takes it: the order is the place on the screen. */
function syllabusOf(modules: ModuleDraft[]) {
  return modules.map((m, i) => ({
    title: m.title,
    order: i + 1,
    lectures: m.lectures.map((l, j) => ({
      ...(l.id ? { id: l.id } : {}),
      title: l.title,
      order: j + 1,
      content: l.kind === 'content' ? l.content : '',
      link: l.kind === 'link' ? l.link : '',
    })),
  }));
}

/** Each problem under the input it is about: "title", "modules.1.lectures.0.link" … (the first problem of each). */
function errorsByPlace(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path[0] === 'modules' ? issue.path.join('.') : String(issue.path[0] ?? '');
    if (!(key in out)) out[key] = issue.message.endsWith('.') ? issue.message : `${issue.message}.`;
  }
  return out;
}

function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const out = [...list];
  const [item] = out.splice(from, 1);
  if (item !== undefined) out.splice(to, 0, item);
  return out;
}

function Labelled({
  label,
  error,
  helper,
  children,
}: {
  label: string;
  error?: string;
  helper?: string;
  children: ReactNode;
}) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      {/* Darker than the theme's red, which is below 4.5:1 on white. */}
      {error && <Field.ErrorText color="red.700">{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** Move up, move down and remove for one module or lecture; `names` says which, for screen readers. */
function OrderButtons({
  names,
  index,
  count,
  onMove,
  onRemove,
}: {
  names: { up: string; down: string; remove: string };
  index: number;
  count: number;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <HStack gap="1">
      <Button
        size="xs"
        variant="outline"
        aria-label={names.up}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        ↑
      </Button>
      <Button
        size="xs"
        variant="outline"
        aria-label={names.down}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        ↓
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" aria-label={names.remove} onClick={onRemove}>
        <Trans>Remove</Trans>
      </Button>
    </HStack>
  );
}

/**
 * Creates a course, or edits `course` when given: its details, price and published flag, and a syllabus editor that
 * adds, removes and reorders modules and their lectures. Checked with the route's own schema before it is sent.
 */
export function CourseForm({
  choices,
  course,
  defaultTermId,
  onDone,
}: {
  choices: CourseChoices;
  course?: RecordRow;
  defaultTermId?: string;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const [values, setValues] = useState({
    code: (course?.code as string) ?? '',
    title: (course?.title as string) ?? '',
    subjectId: (course?.subjectId as string) ?? '',
    termId: (course?.termId as string) ?? defaultTermId ?? '',
    classIds: (course?.classIds as string[]) ?? [],
    teacherIds: (course?.teacherIds as string[]) ?? [],
    description: (course?.description as string) ?? '',
    price: course?.price ? ((course.price as number) / 100).toFixed(2) : '',
    published: course?.published === true,
    capacity: typeof course?.capacity === 'number' ? String(course.capacity) : '',
    enrolFrom: (course?.enrolFrom as string | null) ?? '',
    enrolUntil: (course?.enrolUntil as string | null) ?? '',
    public: course?.public === true,
  });
  const [modules, setModules] = useState<ModuleDraft[]>(() =>
    course ? draftsOf(course.modules as StoredModule[]) : [newModule()],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof typeof values>(name: K, value: (typeof values)[K]) =>
    setValues({ ...values, [name]: value });
  const setModule = (i: number, change: Partial<ModuleDraft>) =>
    setModules(modules.map((m, k) => (k === i ? { ...m, ...change } : m)));
  const setLecture = (i: number, j: number, change: Partial<LectureDraft>) =>
    setModule(i, { lectures: (modules[i]?.lectures ?? []).map((l, k) => (k === j ? { ...l, ...change } : l)) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(null);
    const price = priceFromText(values.price);
    const body = {
      ...values,
      price: price ?? null,
      capacity: values.capacity.trim() === '' ? null : Number(values.capacity),
      enrolFrom: values.enrolFrom || null,
      enrolUntil: values.enrolUntil || null,
      modules: syllabusOf(modules),
      ...(course ? { id: course.id } : {}),
    };
    const parsed = (course ? updateCourseInput : createCourseInput).safeParse(body);
    const found = parsed.success ? {} : errorsByPlace(parsed.error);
    if (price === undefined) found.price = t`Price must be an amount such as 12.50, with at most two decimals.`;
    setErrors(found);
    if (!parsed.success || price === undefined) return;
    setBusy(true);
    try {
      const result = course
        ? await callApi('updateCourse', { ...parsed.data, id: course.id })
        : await callApi('createCourse', parsed.data);
      setOutcome({ ok: true, message: result.message });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : t`This could not be saved.` });
    } finally {
      setBusy(false);
    }
  }

  const termClasses = choices.classes.filter((c) => c.termId === values.termId);
  const syllabusProblems = Object.keys(errors).some((k) => k.startsWith('modules.'));
  const done = !course && outcome?.ok;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          <Labelled label={t`Code`} error={errors.code} helper={t`Unique in the school, e.g. PY-101.`}>
            <Input bg="white" value={values.code} onChange={(e) => set('code', e.target.value)} />
          </Labelled>
          <Labelled label={t`Title`} error={errors.title}>
            <Input bg="white" value={values.title} onChange={(e) => set('title', e.target.value)} />
          </Labelled>
          <Labelled label={t`Subject`} error={errors.subjectId}>
            <SelectField
              value={values.subjectId}
              onChange={(v) => set('subjectId', v)}
              options={choices.subjects}
              placeholder={t`Choose…`}
            />
          </Labelled>
          <Labelled label={t`Term`} error={errors.termId}>
            <SelectField
              value={values.termId}
              onChange={(v) => setValues({ ...values, termId: v, classIds: [] })}
              options={choices.terms}
              placeholder={t`Choose…`}
            />
          </Labelled>
          <Labelled
            label={t`Classes`}
            error={errors.classIds}
            helper={t`Classes of the chosen term. Hold Ctrl (or ⌘) to choose several.`}
          >
            <MultiSelectField value={values.classIds} onChange={(v) => set('classIds', v)} options={termClasses} />
          </Labelled>
          <Labelled label={t`Teachers`} error={errors.teacherIds} helper={t`Hold Ctrl (or ⌘) to choose several.`}>
            <MultiSelectField
              value={values.teacherIds}
              onChange={(v) => set('teacherIds', v)}
              options={choices.teachers}
            />
          </Labelled>
          <Labelled
            label={t`Price`}
            error={errors.price}
            helper={t`In the school’s currency, e.g. 12.50. Leave empty for a free course.`}
          >
            <Input bg="white" inputMode="decimal" value={values.price} onChange={(e) => set('price', e.target.value)} />
          </Labelled>
          <Field.Root invalid={!!errors.published} justifyContent="end">
            <Checkbox.Root checked={values.published} onCheckedChange={(e) => set('published', e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Published</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
            {errors.published ? (
              <Field.ErrorText>{errors.published}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                <Trans>Published courses can be offered to students and families.</Trans>
              </Field.HelperText>
            )}
          </Field.Root>
          <Labelled label={t`Capacity`} error={errors.capacity} helper={t`Most students at once; empty for no limit.`}>
            <Input
              bg="white"
              inputMode="numeric"
              value={values.capacity}
              onChange={(e) => set('capacity', e.target.value)}
            />
          </Labelled>
          <Field.Root invalid={!!errors.public} justifyContent="end">
            <Checkbox.Root checked={values.public} onCheckedChange={(e) => set('public', e.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Trans>Public</Trans>
              </Checkbox.Label>
            </Checkbox.Root>
            {errors.public ? (
              <Field.ErrorText>{errors.public}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                <Trans>Shown on the public site’s Students tab.</Trans>
              </Field.HelperText>
            )}
          </Field.Root>
          <Labelled label={t`Enrolment opens`} error={errors.enrolFrom} helper={t`Empty: open now.`}>
            <DateField value={values.enrolFrom} onChange={(v) => set('enrolFrom', v)} />
          </Labelled>
          <Labelled label={t`Enrolment closes`} error={errors.enrolUntil} helper={t`Empty: never closes.`}>
            <DateField value={values.enrolUntil} onChange={(v) => set('enrolUntil', v)} />
          </Labelled>
        </SimpleGrid>
        <Labelled label={t`Description`} error={errors.description}>
          <Textarea
            dir="auto"
            bg="white"
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Labelled>

        <Box as="fieldset">
          <Heading as="legend" size="md" mb="2">
            <Trans>Syllabus</Trans>
          </Heading>
          {(errors.modules || syllabusProblems) && (
            <Text color="red.700" mb="2" role="alert">
              {errors.modules ?? t`The syllabus has problems: see the marked modules and lectures below.`}
            </Text>
          )}
          <Stack gap="4">
            {modules.map((m, i) => {
              const number = i + 1;
              return (
                <Box
                  key={m.key}
                  role="group"
                  aria-label={t`Module ${number}`}
                  borderWidth="1px"
                  borderRadius="md"
                  p="4"
                  bg="gray.50"
                >
                  <Flex justify="space-between" align="end" gap="3" wrap="wrap" mb="3">
                    <Box flex="1" minW="220px">
                      <Labelled
                        label={t`Module ${number} title`}
                        error={errors[`modules.${i}.title`] ?? errors[`modules.${i}`]}
                      >
                        <Input bg="white" value={m.title} onChange={(e) => setModule(i, { title: e.target.value })} />
                      </Labelled>
                    </Box>
                    <OrderButtons
                      names={{
                        up: t`Move module ${number} up`,
                        down: t`Move module ${number} down`,
                        remove: t`Remove module ${number}`,
                      }}
                      index={i}
                      count={modules.length}
                      onMove={(to) => setModules(move(modules, i, to))}
                      onRemove={() => setModules(modules.filter((_, k) => k !== i))}
                    />
                  </Flex>
                  {errors[`modules.${i}.lectures`] && (
                    <Text color="red.700" fontSize="sm" mb="2">
                      {errors[`modules.${i}.lectures`]}
                    </Text>
                  )}
                  <Stack gap="3" ps={{ base: 0, md: 4 }}>
                    {m.lectures.map((l, j) => {
                      const at = `modules.${i}.lectures.${j}`;
                      const lecture = j + 1;
                      return (
                        <Box
                          key={l.key}
                          role="group"
                          aria-label={t`Module ${number}, lecture ${lecture}`}
                          borderWidth="1px"
                          borderRadius="md"
                          p="3"
                          bg="white"
                        >
                          <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
                            <Labelled label={t`Lecture ${lecture} title`} error={errors[`${at}.title`] ?? errors[at]}>
                              <Input value={l.title} onChange={(e) => setLecture(i, j, { title: e.target.value })} />
                            </Labelled>
                            <Labelled label={t`Lecture is`}>
                              <SelectField
                                value={l.kind}
                                onChange={(kind) => setLecture(i, j, { kind: kind as LectureDraft['kind'] })}
                                options={LECTURE_KINDS.map((k) => ({ value: k.value, label: t(k.label) }))}
                              />
                            </Labelled>
                          </SimpleGrid>
                          <Box mt="3">
                            {l.kind === 'content' ? (
                              <Labelled label={t`Content`} error={errors[`${at}.content`] ?? errors[`${at}.link`]}>
                                <Textarea
                                  dir="auto"
                                  value={l.content}
                                  onChange={(e) => setLecture(i, j, { content: e.target.value })}
                                />
                              </Labelled>
                            ) : (
                              <Labelled
                                label={t`Link`}
                                error={errors[`${at}.link`] ?? errors[`${at}.content`]}
                                helper={t`A web address starting with https://.`}
                              >
                                <Input
                                  type="url"
                                  value={l.link}
                                  onChange={(e) => setLecture(i, j, { link: e.target.value })}
                                />
                              </Labelled>
                            )}
                          </Box>
                          <Flex justify="end" mt="2">
                            <OrderButtons
                              names={{
                                up: t`Move lecture ${lecture} of module ${number} up`,
                                down: t`Move lecture ${lecture} of module ${number} down`,
                                remove: t`Remove lecture ${lecture} of module ${number}`,
                              }}
                              index={j}
                              count={m.lectures.length}
                              onMove={(to) => setModule(i, { lectures: move(m.lectures, j, to) })}
                              onRemove={() => setModule(i, { lectures: m.lectures.filter((_, k) => k !== j) })}
                            />
                          </Flex>
                        </Box>
                      );
                    })}
                    <HStack>
                      <Button
                        size="sm"
                        variant="outline"
                        bg="white"
                        onClick={() => setModule(i, { lectures: [...m.lectures, newLecture()] })}
                      >
                        <Trans>Add a lecture to module {number}</Trans>
                      </Button>
                    </HStack>
                  </Stack>
                </Box>
              );
            })}
            <HStack>
              <Button size="sm" variant="outline" bg="white" onClick={() => setModules([...modules, newModule()])}>
                <Trans>Add a module</Trans>
              </Button>
            </HStack>
          </Stack>
        </Box>

        <FormStatus outcome={outcome} />
        <HStack>
          {!done && (
            <Button type="submit" colorPalette="blue" loading={busy}>
              {course ? t`Save course` : t`Create course`}
            </Button>
          )}
          <Button variant="outline" onClick={onDone}>
            {outcome?.ok ? t`Close` : t`Cancel`}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
