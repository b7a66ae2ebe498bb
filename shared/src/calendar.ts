/**
 * Calendar events: `schools/{id}/events`. Dates are the school's local calendar dates and times its wall-clock times
 * (`schools/{id}.timezone`), so "Sports day, 09:00" is 09:00 at the school wherever it is read.
 *
 * Every event keeps the fields the school-day check reads from closures (functions/src/lib/school-days.ts):
 * `category`, `startDate`/`endDate` (inclusive) and `audience.wholeSchool`/`audience.grades`. A repeating event's
 * `startDate`/`endDate` are its first occurrence and `lastDate` the last day any occurrence covers, so a month of the
 * calendar is one query: `startDate <= last day of the month` and `lastDate >= first day`.
 *
 * One date of a repeating event can be cancelled or changed on its own: the series keeps the exceptions,
 * `cancelledDates` (the first days of the cancelled occurrences) and `changedOccurrences` (each with the first day it
 * had, `occurrence`, and what it is now). A changed occurrence stays on or after the series' first day, and the
 * series' `lastDate` covers it, so the month query still finds it.
 */
import { addMonths, differenceInCalendarDays, format, parseISO } from 'date-fns';
import { z } from 'zod';
import { chosenDate } from './chosen-date';
import { type Audience, audienceKeys, audienceSchema, emptyAudienceProblem } from './audience';
import { formatDate, formatTimeOfDay, type SchoolLocale } from './date-format';
import { documentIdField } from './document-id';
import { fileRefSchema } from './files';
import { optionalNameText, proseText, nameText } from './plain-text';
import { addIsoDays, type IsoDate } from './school-time';

export const EVENT_CATEGORIES = ['term', 'holiday', 'closure', 'exam', 'trip', 'meeting', 'sport', 'other'] as const;
export type EventCategory = (typeof EVENT_CATEGORIES)[number];
export const EVENT_CATEGORY_WORDS: Record<EventCategory, string> = {
  term: 'Term date',
  holiday: 'Holiday',
  closure: 'Closure',
  exam: 'Exam',
  trip: 'Trip',
  meeting: 'Meeting',
  sport: 'Sport',
  other: 'Other',
};

export const REPEATS = ['none', 'weekly', 'monthly'] as const;
export type Repeat = (typeof REPEATS)[number];

/** A repetition runs at most this long, and one event spans at most this many days. */
export const MAX_REPEAT_DAYS = 731;
export const MAX_SPAN_DAYS = 366;

const time = (label: string) =>
  z
    .string(`${label} must be a time such as 09:30.`)
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, `${label} must be a 24-hour time such as 09:30.`)
    .nullable()
    .default(null);
const date = chosenDate;

const eventFields = {
  title: nameText('Title', 120),
  description: proseText('Description', 4000).default(''),
  location: optionalNameText('Location', 200).default(''),
  category: z.enum(EVENT_CATEGORIES, `category must be one of ${EVENT_CATEGORIES.join(', ')}.`),
  allDay: z.boolean('allDay must be true or false.'),
  startDate: date('Start date'),
  endDate: date('End date'),
  startTime: time('Start time'),
  endTime: time('End time'),
  repeat: z.enum(REPEATS, 'repeat must be none, weekly or monthly.').default('none'),
  repeatUntil: date('Repeat until').nullable().default(null),
  audience: audienceSchema,
};

type EventFields = z.output<z.ZodObject<typeof eventFields>>;

/** What is wrong with an event's dates, repetition or audience: [field, message], or undefined. */
export function eventProblem(e: EventFields): [string, string] | undefined {
  if (e.endDate < e.startDate) return ['endDate', 'End date must be on or after the start date.'];
  if (differenceInCalendarDays(parseISO(e.endDate), parseISO(e.startDate)) >= MAX_SPAN_DAYS)
    return ['endDate', `An event spans at most ${MAX_SPAN_DAYS} days.`];
  if (!e.allDay) {
    if (!e.startTime) return ['startTime', 'Start time is required for an event that is not all day.'];
    if (!e.endTime) return ['endTime', 'End time is required for an event that is not all day.'];
    if (`${e.endDate} ${e.endTime}` <= `${e.startDate} ${e.startTime}`)
      return ['endTime', 'The event must end after it starts.'];
  } else if (e.startTime || e.endTime) return ['startTime', 'An all-day event has no start or end time.'];
  if (e.repeat === 'none' && e.repeatUntil) return ['repeatUntil', 'Repeat until needs a repetition.'];
  if (e.repeat !== 'none') {
    if (!e.repeatUntil) return ['repeatUntil', 'Repeat until is required for a repeating event.'];
    if (e.repeatUntil < e.startDate) return ['repeatUntil', 'Repeat until must be on or after the start date.'];
    if (differenceInCalendarDays(parseISO(e.repeatUntil), parseISO(e.startDate)) > MAX_REPEAT_DAYS)
      return ['repeatUntil', 'A repetition runs at most two years.'];
    const period = e.repeat === 'weekly' ? 7 : 28;
    if (differenceInCalendarDays(parseISO(e.endDate), parseISO(e.startDate)) >= period)
      return ['endDate', 'A repeating event must end before it next begins.'];
  }
  const empty = emptyAudienceProblem(e.audience);
  if (empty) return ['audience', empty];
  if (e.category === 'closure') {
    if (e.audience.roles.length || e.audience.classIds.length)
      return ['audience', 'A closure is for the whole school or for some grades.'];
    if (!e.allDay) return ['allDay', 'A closure is all day.'];
    if (e.repeat !== 'none') return ['repeat', 'A closure does not repeat: mark each closed day or range.'];
  }
  return undefined;
}

function eventChecks<T extends z.ZodType<EventFields>>(schema: T) {
  return schema.superRefine((e, ctx) => {
    const problem = eventProblem(e);
    if (problem) ctx.addIssue({ code: 'custom', message: problem[1], path: [problem[0]] });
  });
}

const eventId = documentIdField('id');

/** `POST /api/calendar/saveEvent`: a new event, or (with id) a change to one. */
export const saveEventInput = eventChecks(z.strictObject({ id: eventId.optional(), ...eventFields }));
export type SaveEventInput = z.input<typeof saveEventInput>;
export const deleteEventInput = z.strictObject({ id: eventId });

export const eventSchema = z.object({
  title: z.string().min(1).max(120),
  description: z.string().max(4000),
  location: z.string().max(200),
  category: z.enum(EVENT_CATEGORIES),
  allDay: z.boolean(),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  repeat: z.enum(REPEATS),
  repeatUntil: z.iso.date().nullable(),
  /** The last day any occurrence covers. */
  lastDate: z.iso.date(),
  audience: z.object({
    wholeSchool: z.boolean(),
    roles: z.array(z.string()),
    grades: z.array(z.number().int()),
    classIds: z.array(z.string()),
    members: z.enum(['everyone', 'parents', 'students']).default('everyone'),
  }),
  audienceKeys: z.array(z.string()).min(1),
  authorUid: z.string(),
  authorName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  /** A repeating event's cancelled dates: the first day of each cancelled occurrence. */
  cancelledDates: z.array(z.iso.date()).default([]),
  /** A repeating event's occurrences changed on their own. */
  changedOccurrences: z.array(z.lazy(() => changedOccurrenceSchema)).default([]),
  /** Files attached through the files API (a trip letter); events from before files have none. */
  attachments: z.array(fileRefSchema).optional(),
});
export type EventDoc = z.infer<typeof eventSchema>;
export type CalendarEvent = EventDoc & { id: string };

/** The start date of each occurrence, first to last (at most 200). */
export function occurrenceStarts(e: Pick<EventDoc, 'startDate' | 'repeat' | 'repeatUntil'>): IsoDate[] {
  if (e.repeat === 'none' || !e.repeatUntil) return [e.startDate];
  const starts: IsoDate[] = [];
  const first = parseISO(e.startDate);
  for (let i = 0; starts.length < 200; i++) {
    const next = e.repeat === 'weekly' ? addIsoDays(e.startDate, 7 * i) : format(addMonths(first, i), 'yyyy-MM-dd');
    if (next > e.repeatUntil) break;
    // A monthly event on the 31st skips the months that have no 31st rather than moving to the 30th.
    if (e.repeat === 'monthly' && next.slice(8) !== e.startDate.slice(8)) continue;
    starts.push(next);
  }
  return starts;
}

export interface Occurrence {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The occurrences that touch the dates from..to (inclusive). */
export function occurrencesBetween(
  e: Pick<EventDoc, 'startDate' | 'endDate' | 'repeat' | 'repeatUntil'>,
  from: IsoDate,
  to: IsoDate,
): Occurrence[] {
  const span = differenceInCalendarDays(parseISO(e.endDate), parseISO(e.startDate));
  return occurrenceStarts(e)
    .map((start) => ({ startDate: start, endDate: addIsoDays(start, span) }))
    .filter((o) => o.startDate <= to && o.endDate >= from);
}

/** The stored event from what was sent. */
export function eventRecord(
  input: Omit<z.output<typeof saveEventInput>, 'id'>,
  author: { uid: string; name: string },
  now: number,
  createdAt: number = now,
): EventDoc {
  const audience: Audience = input.audience;
  const occurrences = occurrencesBetween(input, input.startDate, '9999-12-31');
  const lastDate = occurrences.at(-1)?.endDate ?? input.endDate;
  return {
    title: input.title,
    description: input.description,
    location: input.location,
    category: input.category,
    allDay: input.allDay,
    startDate: input.startDate,
    endDate: input.endDate,
    startTime: input.allDay ? null : input.startTime,
    endTime: input.allDay ? null : input.endTime,
    repeat: input.repeat,
    repeatUntil: input.repeat === 'none' ? null : input.repeatUntil,
    lastDate,
    audience: {
      wholeSchool: audience.wholeSchool,
      roles: audience.wholeSchool ? [] : audience.roles,
      grades: audience.wholeSchool ? [] : audience.grades,
      classIds: audience.wholeSchool ? [] : audience.classIds,
      members: audience.wholeSchool ? 'everyone' : audience.members,
    },
    audienceKeys: audienceKeys(audience),
    authorUid: author.uid,
    authorName: author.name,
    createdAt,
    updatedAt: now,
    cancelledDates: [],
    changedOccurrences: [],
  };
}

/** "Mon, 7 Dec 2026" or "Mon, 7 Dec 2026 – Wed, 9 Dec 2026", with times when it has them, in the school's style. */
export function describeWhen(
  e: Pick<EventDoc, 'startDate' | 'endDate' | 'allDay' | 'startTime' | 'endTime'>,
  where: Pick<SchoolLocale, 'locale'>,
): string {
  const day = (d: IsoDate) => formatDate(d, where);
  const time = (t: string | null) => (t ? formatTimeOfDay(t, where) : '');
  const start = `${day(e.startDate)}${e.allDay ? '' : `, ${time(e.startTime)}`}`;
  if (e.startDate === e.endDate) return e.allDay ? start : `${start}–${time(e.endTime)}`;
  return `${start} – ${day(e.endDate)}${e.allDay ? '' : `, ${time(e.endTime)}`}`;
}

/** At most this many dates of one series are cancelled or changed on their own. */
export const MAX_OCCURRENCE_EXCEPTIONS = 100;

const occurrenceFields = {
  title: nameText('Title', 120),
  description: proseText('Description', 4000).default(''),
  location: optionalNameText('Location', 200).default(''),
  startDate: date('Start date'),
  endDate: date('End date'),
  startTime: time('Start time'),
  endTime: time('End time'),
};

export const changedOccurrenceSchema = z.object({
  /** The first day the occurrence had in the series: which one it is. */
  occurrence: z.iso.date(),
  title: z.string().min(1).max(120),
  description: z.string().max(4000),
  location: z.string().max(200),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
});
export type ChangedOccurrence = z.infer<typeof changedOccurrenceSchema>;

/**
 * `POST /api/calendar/changeOccurrence`: one date of a repeating event cancelled, changed (`change`), or put back as
 * the series has it (neither).
 */
export const changeOccurrenceInput = z
  .strictObject({
    id: eventId,
    occurrence: date('occurrence'),
    cancelled: z.boolean('cancelled must be true or false.').default(false),
    change: z.strictObject(occurrenceFields).nullable().default(null),
  })
  .superRefine((input, ctx) => {
    if (input.cancelled && input.change)
      ctx.addIssue({
        code: 'custom',
        message: 'A cancelled date has no change: send one or the other.',
        path: ['change'],
      });
  });
export type ChangeOccurrenceInput = z.input<typeof changeOccurrenceInput>;
type OccurrenceRequest = z.output<typeof changeOccurrenceInput>;

/** What is wrong with changing one date of this event: [field, message], or undefined. */
export function occurrenceChangeProblem(
  event: Pick<
    EventDoc,
    'startDate' | 'endDate' | 'repeat' | 'repeatUntil' | 'allDay' | 'cancelledDates' | 'changedOccurrences'
  >,
  input: OccurrenceRequest,
): [string, string] | undefined {
  if (event.repeat === 'none')
    return ['id', 'Only a repeating event has dates to change one by one: change the event itself.'];
  if (!occurrenceStarts(event).includes(input.occurrence))
    return ['occurrence', `${input.occurrence} is not a date of this event.`];
  const excepted = new Set([...event.cancelledDates, ...event.changedOccurrences.map((c) => c.occurrence)]);
  if (!excepted.has(input.occurrence) && excepted.size >= MAX_OCCURRENCE_EXCEPTIONS)
    return ['occurrence', `At most ${MAX_OCCURRENCE_EXCEPTIONS} dates of one event can be changed or cancelled.`];
  const c = input.change;
  if (!c) return undefined;
  if (c.endDate < c.startDate) return ['change.endDate', 'End date must be on or after the start date.'];
  if (c.startDate < event.startDate)
    return ['change.startDate', `A changed date stays on or after the event's first day (${event.startDate}).`];
  const period = event.repeat === 'weekly' ? 7 : 28;
  if (differenceInCalendarDays(parseISO(c.endDate), parseISO(c.startDate)) >= period)
    return ['change.endDate', 'A changed date must end before the event next begins.'];
  if (differenceInCalendarDays(parseISO(c.startDate), parseISO(input.occurrence)) > MAX_SPAN_DAYS)
    return ['change.startDate', `A date moves at most ${MAX_SPAN_DAYS} days.`];
  if (event.allDay) {
    if (c.startTime || c.endTime) return ['change.startTime', 'An all-day event has no start or end time.'];
  } else {
    if (!c.startTime) return ['change.startTime', 'Start time is required for an event that is not all day.'];
    if (!c.endTime) return ['change.endTime', 'End time is required for an event that is not all day.'];
    if (`${c.endDate} ${c.endTime}` <= `${c.startDate} ${c.startTime}`)
      return ['change.endTime', 'The event must end after it starts.'];
  }
  return undefined;
}

/** The last day any occurrence covers, changed ones included. */
function lastDateOf(e: Pick<EventDoc, 'startDate' | 'endDate' | 'repeat' | 'repeatUntil' | 'changedOccurrences'>) {
  const last = occurrencesBetween(e, e.startDate, '9999-12-31').at(-1)?.endDate ?? e.endDate;
  return e.changedOccurrences.reduce((max, c) => (c.endDate > max ? c.endDate : max), last);
}

/** The series with one date cancelled, changed, or put back. */
export function withOccurrenceChange<T extends EventDoc>(event: T, input: OccurrenceRequest, now: number): T {
  const cancelledDates = event.cancelledDates.filter((d) => d !== input.occurrence);
  const changedOccurrences = event.changedOccurrences.filter((c) => c.occurrence !== input.occurrence);
  if (input.cancelled) cancelledDates.push(input.occurrence);
  if (input.change)
    changedOccurrences.push({
      occurrence: input.occurrence,
      title: input.change.title,
      description: input.change.description,
      location: input.change.location,
      startDate: input.change.startDate,
      endDate: input.change.endDate,
      startTime: event.allDay ? null : input.change.startTime,
      endTime: event.allDay ? null : input.change.endTime,
    });
  cancelledDates.sort();
  changedOccurrences.sort((a, b) => (a.occurrence < b.occurrence ? -1 : 1));
  const next = { ...event, cancelledDates, changedOccurrences, updatedAt: now };
  return { ...next, lastDate: lastDateOf(next) };
}

/** A changed series keeps the exceptions of the dates it still has; the others go with the dates. */
export function keepExceptions(
  record: EventDoc,
  before: Pick<EventDoc, 'cancelledDates' | 'changedOccurrences'> | null,
): EventDoc {
  if (!before || record.repeat === 'none') return record;
  const dates = new Set(occurrenceStarts(record));
  const next = {
    ...record,
    cancelledDates: (before.cancelledDates ?? []).filter((d) => dates.has(d)),
    changedOccurrences: (before.changedOccurrences ?? []).filter((c) => dates.has(c.occurrence)),
  };
  return { ...next, lastDate: lastDateOf(next) };
}

/** One occurrence as it now is: the series' fields, or its own when it was changed. */
export interface SeriesOccurrence {
  /** The first day it has in the series (which occurrence it is). */
  occurrence: IsoDate;
  startDate: IsoDate;
  endDate: IsoDate;
  startTime: string | null;
  endTime: string | null;
  title: string;
  description: string;
  location: string;
  changed: boolean;
}

/** The occurrences, as they now are, that touch the dates from..to: cancelled ones left out, changed ones moved. */
export function seriesOccurrencesBetween(
  e: Pick<
    EventDoc,
    | 'startDate'
    | 'endDate'
    | 'repeat'
    | 'repeatUntil'
    | 'startTime'
    | 'endTime'
    | 'title'
    | 'description'
    | 'location'
    | 'cancelledDates'
    | 'changedOccurrences'
  >,
  from: IsoDate,
  to: IsoDate,
): SeriesOccurrence[] {
  const span = differenceInCalendarDays(parseISO(e.endDate), parseISO(e.startDate));
  const cancelled = new Set(e.cancelledDates ?? []);
  const changed = new Map((e.changedOccurrences ?? []).map((c) => [c.occurrence, c]));
  return occurrenceStarts(e)
    .filter((start) => !cancelled.has(start))
    .map((start): SeriesOccurrence => {
      const c = changed.get(start);
      if (c) return { ...c, changed: true };
      return {
        occurrence: start,
        startDate: start,
        endDate: addIsoDays(start, span),
        startTime: e.startTime,
        endTime: e.endTime,
        title: e.title,
        description: e.description,
        location: e.location,
        changed: false,
      };
    })
    .filter((o) => o.startDate <= to && o.endDate >= from)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
}
