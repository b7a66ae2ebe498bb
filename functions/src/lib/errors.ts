import type { ApiErrorBody } from '@academy/shared/api';
import { formatMoney } from '@academy/shared/money';
import { englishOf } from '@academy/shared/sentence';
import type { MessageDescriptor } from '@lingui/core';

/**
 * A sentence from the catalogue with its values: what an error says, written out in the caller's language by the
 * router (`/*i18n*\/ { id: 'api.…', message: '…' }`). Names and typed text are values, never translated; a value
 * may also be a word or a sentence of the catalogue (see shared/src/sentence.ts), written in the same language.
 */
export interface Sentence {
  message: MessageDescriptor;
  values?: Record<string, unknown>;
  /** Values that are dates (YYYY-MM-DD or instants): written the caller's way, on the school's formats. */
  dates?: Record<string, string | number>;
  /** Values that are amounts of money (minor units): written the caller's way. */
  money?: Record<string, Money>;
}

/** An amount in minor units and its currency. */
export interface Money {
  amount: number;
  currency: string;
}

export const say = (
  message: MessageDescriptor,
  values?: Record<string, unknown>,
  dates?: Record<string, string | number>,
  money?: Record<string, Money>,
): Sentence => ({ message, values, dates, money });

/** The English of a sentence without the catalogue: its placeholders filled in (for logs; the router translates). */
function english({ message, values, dates, money }: Sentence): string {
  const amounts = Object.entries(money ?? {}).map(([name, m]) => [name, formatMoney(m.amount, m.currency)]);
  return englishOf({
    message: { id: message.id, message: message.message ?? message.id },
    values: { ...values, ...Object.fromEntries(amounts) },
    dates,
  });
}

/** An error the caller is meant to see: its status and message go out as `{status, message}`. */
export class HttpError extends Error {
  /** The message as a sentence of the catalogue, when it has one: the router answers it in the caller's language. */
  readonly sentence: Sentence | undefined;

  constructor(
    readonly status: number,
    message: string | Sentence,
    /** More for the caller beside status and message, e.g. an import's per-row errors. */
    readonly details?: Record<string, unknown>,
  ) {
    super(typeof message === 'string' ? message : english(message));
    this.sentence = typeof message === 'string' ? undefined : message;
  }
}

const MESSAGES = {
  signIn: /*i18n*/ { id: 'api.sign-in-to-continue', message: 'Sign in to continue.' },
  noAccess: /*i18n*/ { id: 'api.no-access', message: 'You do not have access to this.' },
  notFound: /*i18n*/ { id: 'api.not-found', message: 'Not found.' },
};

/** What a refusal is about beside its sentence: `field`, the input's field a form shows the message beside. */
export type Refusal = Pick<ApiErrorBody, 'field'>;

export const badRequest = (message: string | Sentence, about?: Refusal) => new HttpError(400, message, about);
export const unauthorized = (message: string | Sentence = say(MESSAGES.signIn)) => new HttpError(401, message);
export const forbidden = (message: string | Sentence = say(MESSAGES.noAccess)) => new HttpError(403, message);
export const notFound = (message: string | Sentence = say(MESSAGES.notFound), about?: Refusal) =>
  new HttpError(404, message, about);
export const conflict = (message: string | Sentence, about?: Refusal) => new HttpError(409, message, about);
