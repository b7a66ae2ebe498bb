/** How a date field is refused: in words that say what to do, naming the format only where a person types it. */
import { z } from 'zod';

/**
 * A date a form sends from its date picker, refused in words that say what to do: "Due date: choose a date." The
 * format is the form's business, not the person's; only a typed file names it (see `typedDateRefusal`).
 */
export const chosenDate = (label: string) => z.iso.date(`${label}: choose a date.`);

/** The same refusal for a date typed into a file (a CSV import), where the format is the person's to get right. */
export function typedDateRefusal(message: string): string {
  const chosen = /^(.+): choose a date\.$/u.exec(message);
  return chosen ? `${chosen[1]} must be a date (YYYY-MM-DD).` : message;
}
