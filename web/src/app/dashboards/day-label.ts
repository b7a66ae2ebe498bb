import { formatSchoolInstant, zonedInstant } from '@academy/shared/school-time';

/** A school-local date as the dashboards show it: "Mon 23 Nov". */
export const dayLabel = (date: string, timeZone: string) =>
  formatSchoolInstant(zonedInstant(date, '12:00', timeZone), timeZone, 'EEE d MMM');
