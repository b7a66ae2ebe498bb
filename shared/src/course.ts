/**
 * The academy's courses: the stored shape, and what an Admin sends to create or change one. The syllabus is a list of
 * modules, each a list of lectures; a problem inside it names its place ("Module 2, lecture 3: Title is required.").
 *
 * Money: a price is stored as a whole number of the currency's minor units (pence, cents), never as a fraction, with
 * the school's currency beside it: 1250 with GBP is £12.50. A course without a price (null) is free.
 */
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { fileRefSchema } from './files';
import { formatMoney } from './money';
import { proseText, utf8Bytes } from './plain-text';
import { recordSearchTokens } from './search-tokens';
import { optionalText, recordId, text } from './structure-api';

export const MAX_MODULES = 20;
export const MAX_LECTURES = 30;
/** The most lecture text a course holds in all, so its document stays well under Firestore's 1 MiB. */
export const MAX_SYLLABUS_TEXT = 200_000;
/**
 * Firestore limits a document to 1 MiB counted in UTF-8 bytes, where a character of Chinese or Japanese is 3 bytes:
 * character limits alone let a syllabus of long non-Latin titles and links pass and then fail to save. The syllabus
 * (titles, content and links together) may use this many bytes, leaving room for the rest of the course.
 */
export const MAX_SYLLABUS_BYTES = 900_000;
export const MAX_CAPACITY = 10_000;
/** 100,000.00 in major units. */
export const MAX_PRICE_MINOR = 10_000_000;

/**
 * A lecture's id: kept through every reorder, so a student's progress stays with the lecture. Lectures stored before
 * ids existed were given their place then ("2.3"); a lecture added since gets the course's next number ("L7").
 */
export const LECTURE_ID = /^(?:[1-9]\d?\.[1-9]\d?|L[1-9]\d{0,5})$/;

const lectureSchema = z.object({
  id: z.string().regex(LECTURE_ID).optional(),
  title: z.string().min(1).max(120),
  order: z.number().int().min(1),
  content: z.string().max(10_000),
  link: z.string().max(500),
});
const moduleSchema = z.object({
  title: z.string().min(1).max(120),
  order: z.number().int().min(1),
  lectures: z.array(lectureSchema),
});
export const courseSchema = z.object({
  code: z.string().min(1).max(16),
  title: z.string().min(1).max(120),
  subjectId: z.string(),
  classIds: z.array(z.string()),
  teacherIds: z.array(z.string()),
  termId: z.string(),
  description: z.string().max(4000),
  modules: z.array(moduleSchema),
  /** Whole minor units of `currency`, or null for a free course. */
  price: z.number().int().min(1).max(MAX_PRICE_MINOR).nullable(),
  /** The school's currency (ISO 4217) when the course was saved. */
  currency: z.string().length(3),
  published: z.boolean(),
  searchTokens: z.array(z.string()).default([]),
  /** The most students enrolled at once, or null for no limit; a full course keeps a waiting list. */
  capacity: z.number().int().min(1).max(MAX_CAPACITY).nullable().default(null),
  /** The enrolment window, school-local dates (inclusive); null: open from the start, or never closing. */
  enrolFrom: z.iso.date().nullable().default(null),
  enrolUntil: z.iso.date().nullable().default(null),
  /** Shown on the landing site without signing in (as its public projection, never this document). */
  public: z.boolean().default(false),
  /** Copied by the API when the course is saved, for the catalogue students and parents read. */
  subjectName: z.string().optional(),
  instructors: z.array(z.object({ name: z.string(), subject: z.string() })).optional(),
  /** Kept by the enrolment routes in the same transaction: places taken, names waiting, money taken (minor units). */
  enrolled: z.number().int().min(0).optional(),
  waiting: z.number().int().min(0).optional(),
  revenue: z.number().int().min(0).optional(),
  /** The last lecture number given ("L7" is 7): a new lecture never takes the id of one removed. */
  lectureSeq: z.number().int().min(0).optional(),
  /** Each lecture's file (a PDF, a video…), by lectureFileKey; null once removed. Kept by the files API only. */
  lectureFiles: z.record(z.string(), fileRefSchema.nullable()).optional(),
});
export type CourseDoc = z.infer<typeof courseSchema>;
export type CourseModule = z.infer<typeof moduleSchema>;
export type CourseLecture = z.infer<typeof lectureSchema>;

/** How many public courses the landing site shows. */
export const PUBLIC_COURSES_SHOWN = 12;

/**
 * `publicCourses/<schoolId>_<courseId>`: what the landing site shows of a course its school made public: no syllabus,
 * classes, teachers' ids or counts. Kept by the course's save and delete in the same transaction; only the API reads it.
 */
export const publicCourseSchema = z.object({
  schoolId: z.string(),
  schoolName: z.string(),
  courseId: z.string(),
  code: z.string(),
  title: z.string(),
  subjectName: z.string(),
  /** The start of the course's description. */
  summary: z.string().max(300),
  price: z.number().int().nullable(),
  currency: z.string().length(3),
  updatedAt: z.number(),
});
export type PublicCourse = z.infer<typeof publicCourseSchema>;
export const publicCourseId = (schoolId: string, courseId: string) => `${schoolId}_${courseId}`;

/** The projection of a public, published course; null when the course is not to be shown. */
export function publicCourseOf(
  school: { id: string; name: string },
  courseId: string,
  course: Pick<
    CourseDoc,
    'code' | 'title' | 'subjectName' | 'description' | 'price' | 'currency' | 'public' | 'published'
  >,
  now: number,
): PublicCourse | null {
  if (!course.public || !course.published) return null;
  const summary = course.description.length > 300 ? `${course.description.slice(0, 299)}…` : course.description;
  return {
    schoolId: school.id,
    schoolName: school.name,
    courseId,
    code: course.code,
    title: course.title,
    subjectName: course.subjectName ?? '',
    summary,
    price: course.price,
    currency: course.currency,
    updatedAt: now,
  };
}

const order = (max: number) =>
  z
    .number('Order must be a number.')
    .int('Order must be a whole number.')
    .min(1, 'Order must be at least 1.')
    .max(max, `Order must be at most ${max}.`);

const isWebLink = (link: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(link).protocol);
  } catch {
    return false;
  }
};

const lectureInput = z
  .strictObject({
    /** Left out for a new lecture: the server gives it the next id. */
    id: z.string('Id must be text.').regex(LECTURE_ID, 'Id is not a lecture id of this course.').optional(),
    title: text('Title', 120),
    order: order(MAX_LECTURES),
    content: proseText('Content', 10_000),
    link: optionalText('Link', 500).refine(
      (link) => link === '' || isWebLink(link),
      'Link must be a web address starting with http:// or https://.',
    ),
  })
  .superRefine((lecture, ctx) => {
    if (lecture.content === '' && lecture.link === '')
      ctx.addIssue({ code: 'custom', message: 'Give the lecture’s content or a link.', path: ['content'] });
    if (lecture.content !== '' && lecture.link !== '')
      ctx.addIssue({ code: 'custom', message: 'Give content or a link, not both.', path: ['link'] });
  });

/** Sorted by order and numbered 1, 2, 3 … so the stored order has no gaps; running it again changes nothing. */
function inOrder<T extends { order: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.order - b.order).map((item, i) => ({ ...item, order: i + 1 }));
}

/** "Order 2 is given twice.": two items cannot share a place. */
function repeatedOrder(items: { order: number }[]): number | undefined {
  const seen = new Set<number>();
  for (const { order } of items) {
    if (seen.has(order)) return order;
    seen.add(order);
  }
  return undefined;
}

const moduleInput = z
  .strictObject({
    title: text('Title', 120),
    order: order(MAX_MODULES),
    lectures: z
      .array(lectureInput, 'Lectures must be a list of lectures.')
      .max(MAX_LECTURES, `A module can have at most ${MAX_LECTURES} lectures.`),
  })
  .superRefine((module, ctx) => {
    const twice = repeatedOrder(module.lectures);
    if (twice !== undefined)
      ctx.addIssue({ code: 'custom', message: `Order ${twice} is given to two lectures.`, path: ['lectures'] });
  })
  .transform((module) => ({ ...module, lectures: inOrder(module.lectures) }));

/** "Module 2, lecture 3", from where in a module the problem is. */
function place(moduleIndex: number, path: PropertyKey[]): string {
  const lecture = path[0] === 'lectures' && typeof path[1] === 'number' ? `, lecture ${path[1] + 1}` : '';
  return `Module ${moduleIndex + 1}${lecture}`;
}

function sentence(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `Unknown field: ${issue.keys.join(', ')}.`;
  if (issue.message.endsWith('.')) return issue.message;
  const field = issue.path.filter((p) => typeof p === 'string').at(-1);
  return field ? `${String(field)} is not valid.` : 'Must be a module with a title, an order and lectures.';
}

/**
 * Each module is checked on its own so its problems carry its place; the path keeps the exact spot, so a form can
 * show the message beside the input.
 */
const syllabusInput = z
  .array(z.unknown(), 'Syllabus must be a list of modules.')
  .max(MAX_MODULES, `A syllabus can have at most ${MAX_MODULES} modules.`)
  .transform((items, ctx) => {
    const modules: CourseModule[] = [];
    items.forEach((item, i) => {
      const result = moduleInput.safeParse(item);
      if (result.success) modules.push(result.data);
      else
        for (const issue of result.error.issues)
          ctx.issues.push({
            code: 'custom',
            message: `${place(i, issue.path)}: ${sentence(issue)}`,
            path: [i, ...issue.path],
            input: item,
          });
    });
    const twice = repeatedOrder(modules);
    if (twice !== undefined)
      ctx.issues.push({ code: 'custom', message: `Order ${twice} is given to two modules.`, input: items });
    const text = modules.flatMap((m) => m.lectures).reduce((n, l) => n + l.content.length, 0);
    if (text > MAX_SYLLABUS_TEXT)
      ctx.issues.push({
        code: 'custom',
        message: `The syllabus holds ${text.toLocaleString('en')} characters of lecture content: at most ${MAX_SYLLABUS_TEXT.toLocaleString('en')} in all.`,
        input: items,
      });
    const bytes = modules.reduce(
      (n, m) => n + utf8Bytes(m.title) + m.lectures.reduce((k, l) => k + utf8Bytes(l.title + l.content + l.link), 0),
      0,
    );
    if (bytes > MAX_SYLLABUS_BYTES)
      ctx.issues.push({
        code: 'custom',
        message: `The syllabus is too large to store: ${Math.ceil(bytes / 1000).toLocaleString('en')} kB of text, at most ${(MAX_SYLLABUS_BYTES / 1000).toLocaleString('en')} kB in all (a character of Chinese or Japanese counts 3 bytes). Shorten some lectures or split the course.`,
        input: items,
      });
    return inOrder(modules);
  });

const courseFields = {
  code: z
    .string('Code is required.')
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{1,16}$/, 'Code must be 1 to 16 letters, digits or dashes.'),
  title: text('Title', 120),
  subjectId: recordId('Subject'),
  classIds: z
    .array(recordId('Class'), 'Classes must be a list of classes.')
    .max(30, 'A course can be taught to at most 30 classes.'),
  teacherIds: z
    .array(recordId('Teacher'), 'Teachers must be a list of teachers.')
    .max(10, 'A course can have at most 10 teachers.'),
  termId: recordId('Term'),
  description: proseText('Description', 4000),
  modules: syllabusInput,
  price: z
    .number('Price must be a whole number of minor units (pence or cents), or null for a free course.')
    .int('Price must be a whole number of minor units (pence or cents): 1250 is 12.50.')
    .min(1, 'Price must be at least 0.01; leave it empty for a free course.')
    .max(MAX_PRICE_MINOR, `Price must be at most ${(MAX_PRICE_MINOR / 100).toFixed(2)}.`)
    .nullable(),
  published: z.boolean('Published must be true or false.'),
  capacity: z
    .number('Capacity must be a whole number of students, or null for no limit.')
    .int('Capacity must be a whole number of students.')
    .min(1, 'Capacity must be at least 1; leave it empty for no limit.')
    .max(MAX_CAPACITY, `Capacity must be at most ${MAX_CAPACITY}.`)
    .nullable()
    .default(null),
  enrolFrom: chosenDate('Enrolment opens').nullable().default(null),
  enrolUntil: chosenDate('Enrolment closes').nullable().default(null),
  public: z.boolean('Public must be true or false.').default(false),
};
function courseChecks<
  T extends z.ZodType<{
    published: boolean;
    public: boolean;
    modules: CourseModule[];
    enrolFrom: string | null;
    enrolUntil: string | null;
  }>,
>(schema: T) {
  return schema
    .refine((c) => !c.published || c.modules.some((m) => m.lectures.length > 0), {
      message: 'A course needs at least one lecture before it is published.',
      path: ['published'],
    })
    .refine((c) => !c.public || c.published, {
      message: 'Only a published course can be shown on the public site.',
      path: ['public'],
    })
    .refine((c) => !c.enrolFrom || !c.enrolUntil || c.enrolFrom <= c.enrolUntil, {
      message: 'Enrolment closes must be on or after the day it opens.',
      path: ['enrolUntil'],
    });
}
export const createCourseInput = courseChecks(z.strictObject(courseFields));
export const updateCourseInput = courseChecks(z.strictObject({ id: recordId('id'), ...courseFields }));

export const courseSearchTokens = (c: Pick<CourseDoc, 'code' | 'title'>) => recordSearchTokens(c.code, c.title);

/**
 * A price typed in major units ("12.50", "12") as whole minor units (1250), or null when empty. Undefined when the
 * text is not an amount with at most two decimals: the form says so before anything is sent.
 */
export function priceFromText(text: string): number | null | undefined {
  const t = text.trim().replace(/,/g, '');
  if (t === '') return null;
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(t);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Whole minor units as everyone reads them, in the currency's own digits: 1250 and GBP give "£12.50"; null is "Free". */
export function formatPrice(minor: number | null, currency: string): string {
  return minor === null ? 'Free' : formatMoney(minor, currency);
}

/** A stored lecture's id: its own, or, for one stored before ids existed, its place then ("2.3"). */
export const storedLectureId = (m: { order: number }, l: { order: number; id?: string | undefined }) =>
  l.id ?? `${m.order}.${l.order}`;

/**
 * The syllabus to store, every lecture with an id: a lecture sent with an id keeps it (it must be one of the course's
 * own, once), and one sent without is new and gets the next number. Answers the problem instead when an id is not
 * the course's or is given twice.
 */
export function withLectureIds(
  before: Pick<CourseDoc, 'modules' | 'lectureSeq'> | null,
  modules: readonly CourseModule[],
): { modules: CourseModule[]; lectureSeq: number } | { problem: string } {
  const known = new Set(before?.modules.flatMap((m) => m.lectures.map((l) => storedLectureId(m, l))) ?? []);
  const numbers = [...known].flatMap((id) => (id.startsWith('L') ? [Number(id.slice(1))] : []));
  let seq = Math.max(before?.lectureSeq ?? 0, ...numbers);
  const used = new Set<string>();
  for (const [i, m] of modules.entries())
    for (const [j, l] of m.lectures.entries()) {
      if (l.id === undefined) continue;
      if (!known.has(l.id))
        return { problem: `Module ${i + 1}, lecture ${j + 1}: ${l.id} is not one of this course’s lectures.` };
      if (used.has(l.id)) return { problem: `Module ${i + 1}, lecture ${j + 1}: lecture ${l.id} is given twice.` };
      used.add(l.id);
    }
  const out = modules.map((m) => ({
    ...m,
    lectures: m.lectures.map((l) => (l.id === undefined ? { ...l, id: `L${++seq}` } : l)),
  }));
  return { modules: out, lectureSeq: seq };
}

/**
 * A lecture's file is kept in its course's `lectureFiles`, under the lecture's id with its dot made a dash ("2.3" is
 * "2-3"), and the file's record names it `<course>_<that key>`.
 */
export const lectureFileKey = (lectureId: string) => lectureId.replace('.', '-');
export const lectureRecordId = (courseId: string, lectureId: string) => `${courseId}_${lectureFileKey(lectureId)}`;
