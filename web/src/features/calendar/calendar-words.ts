/** The calendar's own words for an event's kind, as every reader sees them. */
import type { EventCategory } from '@academy/shared/calendar';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const CATEGORY_NAMES: Record<EventCategory, MessageDescriptor> = {
  term: msg`Term date`,
  holiday: msg`Holiday`,
  closure: msg`Closure`,
  exam: msg`Exam`,
  trip: msg`Trip`,
  meeting: msg`Meeting`,
  sport: msg`Sport`,
  other: msg`Other`,
};

/** Work due: its own word beside the events' kinds. */
export const DUE_WORK_WORD = msg`Work due`;
