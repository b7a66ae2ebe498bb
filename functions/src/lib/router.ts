import {
  apiRoutes,
  describeValidationError,
  type ApiErrorBody,
  type ApiRoutes,
  type RawFile,
  type RawText,
  type RouteName,
  type RouteParsedInput,
  type RouteResponse,
  validationSentence,
} from '@academy/shared/api';
import { schoolLocaleOf } from '@academy/shared/date-format';
import { isSentence } from '@academy/shared/sentence';
import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { forwardedClientAddress } from '@academy/shared/client-address';
import { ROUTES_BEFORE_SECOND_STEP, SECOND_STEP_SENTENCE } from '@academy/shared/sign-in-methods';
import { API_PREFIX, EMULATOR_CLIENT_ADDRESS, IN_EMULATOR, TRUSTED_PROXY_HOPS } from '../config';
import { logs } from '../logs';
import { bearerToken, type Caller, verifyCaller } from './caller';
import { forbidden, HttpError, notFound, say, type Sentence, unauthorized } from './errors';
import { db } from './firebase';
import { chosenLanguage, readerIn } from './readers';

/** Who called: a route that requires sign-in always has one; the router refuses the request before the handler runs. */
export type RouteCaller<K extends RouteName> = ApiRoutes[K]['auth'] extends 'required' ? Caller : Caller | null;

export interface HandlerContext<C extends Caller | null = Caller | null> {
  caller: C;
  /**
   * The client's address as Google's proxies saw it (never a value the client wrote), or undefined when the request
   * did not come through them. Never defaults to a shared value: a limit keyed on it would be everyone's at once.
   */
  ip: string | undefined;
  /** Says how many documents the handler read, in the x-documents-read header (what bench:search measures). */
  reportReads: (count: number) => void;
  /** The request's exact bytes and headers, for a caller proved by a signature over them (a payment webhook). */
  raw: { body: Buffer | undefined; header: (name: string) => string | undefined };
}
/**
 * What a handler answers: the route's response, whose `message` may be a sentence of the catalogue (`say(…)`). The
 * router writes it out in the reader's language before sending, so the client still receives `message: string`.
 */
export type Answer<R> = R extends { message: string } ? Omit<R, 'message'> & { message: string | Sentence } : R;
export type Handler<K extends RouteName> = (
  input: RouteParsedInput<K>,
  ctx: HandlerContext<RouteCaller<K>>,
) => Promise<Answer<RouteResponse<K>>>;
export type Handlers = { [K in RouteName]: Handler<K> };

const routeNames = Object.keys(apiRoutes) as RouteName[];

/** A file a handler streams (RawFile in the route registry). */
function isRawFile(value: unknown): value is RawFile {
  return typeof value === 'object' && value !== null && (value as { file?: unknown }).file === true;
}

/** `attachment; filename="…"; filename*=UTF-8''…`: the name in plain ASCII for old clients and whole for the rest. */
function disposition(inline: boolean, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** A handler's answer that is not JSON (RawText in the route registry). */
function isRawText(value: unknown): value is RawText {
  return typeof value === 'object' && value !== null && (value as { raw?: unknown }).raw === true;
}

function send(res: Response, status: number, body: unknown, cacheControl = 'no-store') {
  res.status(status).set('Cache-Control', cacheControl).json(body);
}

/** gRPC status codes Firestore's errors carry. */
const ABORTED = 10;
const DEADLINE_EXCEEDED = 4;
const RESOURCE_EXHAUSTED = 8;
const INVALID_ARGUMENT = 3;
const NOT_FOUND = 5;

/**
 * What a caller should hear about an error from Firestore itself rather than from a handler's checks. Contention
 * (transactions aborted after their retries, lock timeouts) is not the caller's fault and not a bug: nothing was
 * written, and the same request a moment later succeeds. A document over Firestore's size limit is the caller's input.
 */
export function platformError(error: unknown): HttpError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const message = error instanceof Error ? error.message : '';
  if (
    code === ABORTED ||
    code === DEADLINE_EXCEEDED ||
    code === RESOURCE_EXHAUSTED ||
    /lock timeout|contention/i.test(message)
  )
    return new HttpError(503, say(MESSAGES.busy));
  // An update of a record another request removed meanwhile: the handler's own check passed before it went.
  if (code === NOT_FOUND) return new HttpError(409, say(MESSAGES.removed));
  if (code === INVALID_ARGUMENT && /entity size|exceeds the maximum allowed size|too large/i.test(message))
    return new HttpError(400, say(MESSAGES.tooLarge));
  return undefined;
}

/**
 * The language to answer a caller's error in: their own choice (`users/{uid}.language`, read only when an error is
 * answered, so a request that succeeds reads nothing more), else the language the app sends (Accept-Language: the one
 * its screens show), else the school's (read with the token's checks). English when none is known.
 */
export async function callerLanguage(caller: Caller | null, acceptLanguage: string | undefined): Promise<string> {
  if (caller && caller.signInProvider !== 'system') {
    const own = chosenLanguage((await db.doc(`users/${caller.uid}`).get()).data());
    if (own) return own;
  }
  return sentLanguage(acceptLanguage) ?? caller?.schoolLanguage ?? 'en';
}

/** The language tag a request's Accept-Language names first, if it names one. */
function sentLanguage(acceptLanguage: string | undefined): string | undefined {
  const sent = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  return sent && sent !== '*' ? sent : undefined;
}

async function sayIn(language: string, sentence: Sentence, caller: Caller | null): Promise<string> {
  const where = caller?.schoolWhere ?? schoolLocaleOf(undefined);
  return (await readerIn(language, { language: caller?.schoolLanguage ?? 'en', where })).say(sentence);
}

async function answerIn(sentence: Sentence, caller: Caller | null, req: Request): Promise<string> {
  return sayIn(await callerLanguage(caller, req.get('accept-language')).catch(() => 'en'), sentence, caller);
}

/**
 * A success message in the language the app's screen shows: the request's Accept-Language (the web client sends its
 * screens' language), else the caller's choice or the school's. A caller's record is read only for a request that
 * names no language.
 */
async function successIn(sentence: Sentence, caller: Caller | null, req: Request): Promise<string> {
  const language =
    sentLanguage(req.get('accept-language')) ?? (await callerLanguage(caller, undefined).catch(() => 'en'));
  return sayIn(language, sentence, caller);
}

const MESSAGES = {
  bearer: /*i18n*/ {
    id: 'api.authorization-header',
    message: 'The Authorization header must be "Bearer <ID token>".',
  },
  wrong: /*i18n*/ { id: 'api.something-went-wrong', message: 'Something went wrong on our side. Please try again.' },
  busy: /*i18n*/ {
    id: 'api.busy',
    message: 'Many changes are being made to these records at once, and yours was not saved. Try again in a moment.',
  },
  removed: /*i18n*/ {
    id: 'api.removed-meanwhile',
    message: 'A record this change needs was removed meanwhile. Reload the page and try again.',
  },
  tooLarge: /*i18n*/ {
    id: 'api.too-large',
    message:
      'This is too large to store: a record holds at most 1 MiB (1,048,576 bytes of text). Shorten it or split it.',
  },
};

function clientAddress(req: Request): string | undefined {
  if (IN_EMULATOR) return EMULATOR_CLIENT_ADDRESS;
  return forwardedClientAddress(req.get('x-forwarded-for'), TRUSTED_PROXY_HOPS);
}

/** The `api` function: finds the route in the registry, checks token and role, validates input, runs the handler. */
export function createApi(handlers: Handlers) {
  return async (req: Request, res: Response): Promise<void> => {
    let caller: Caller | null = null;
    const path = req.path.startsWith(`${API_PREFIX}/`) ? req.path.slice(API_PREFIX.length) : req.path;
    try {
      const name = routeNames.find((n) => apiRoutes[n].path === path);
      if (!name) throw notFound(`No API route ${path}.`);
      const def = apiRoutes[name];
      if (req.method !== def.method) {
        res.set('Allow', def.method);
        throw new HttpError(405, `${path} takes ${def.method}.`);
      }

      const token = bearerToken(req.get('authorization'));
      if (req.get('authorization') && !token) throw unauthorized(say(MESSAGES.bearer));
      if (def.auth !== 'none' && token) caller = await verifyCaller(token);
      if (def.auth === 'required' && !caller) throw unauthorized();
      if (caller && !def.roles.includes(caller.role)) throw forbidden();
      if (caller?.secondStepMissing && !ROUTES_BEFORE_SECOND_STEP.includes(name)) throw forbidden(SECOND_STEP_SENTENCE);

      const raw: unknown = def.method === 'GET' || def.inputFrom === 'query' ? req.query : req.body;
      const parsed = def.input.safeParse(raw ?? {});
      if (!parsed.success)
        throw new HttpError(400, validationSentence(parsed.error) ?? describeValidationError(parsed.error));

      // The checks above made `caller` non-null for every route whose auth is 'required'.
      const handler = handlers[name] as (input: unknown, ctx: HandlerContext) => Promise<unknown>;
      const result = await handler(parsed.data, {
        caller,
        ip: clientAddress(req),
        reportReads: (count) => res.set('x-documents-read', String(count)),
        raw: { body: (req as { rawBody?: Buffer }).rawBody, header: (h) => req.get(h) },
      });
      if (isRawFile(result)) {
        res.status(200).set({
          'Cache-Control': result.cacheControl ?? 'private, no-store',
          'Content-Type': result.contentType,
          'Content-Length': String(result.bytes),
          'Content-Disposition': disposition(result.inline, result.name),
          // Never read as anything but what it was stored as, and never able to run a script or reach anything.
          'X-Content-Type-Options': 'nosniff',
          'Content-Security-Policy':
            "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox",
          'Cross-Origin-Resource-Policy': 'same-origin',
        });
        await pipeline(result.body as Readable, res);
        return;
      }
      if (isRawText(result)) {
        res.status(200).set('Cache-Control', 'no-store').type(result.contentType).send(result.body);
        return;
      }
      const message = (result as { message?: unknown } | null)?.message;
      send(
        res,
        200,
        isSentence(message) ? { ...(result as object), message: await successIn(message, caller, req) } : result,
        def.cacheControl,
      );
    } catch (thrown) {
      // A download that failed after its first bytes went out can only be cut short.
      if (res.headersSent) {
        logs.unexpectedError(path, thrown);
        res.destroy();
        return;
      }
      const error = platformError(thrown) ?? thrown;
      if (error instanceof HttpError) {
        send(res, error.status, {
          ...error.details,
          status: error.status,
          message: error.sentence ? await answerIn(error.sentence, caller, req) : error.message,
        } satisfies ApiErrorBody);
        return;
      }
      logs.unexpectedError(path, error);
      send(res, 500, {
        status: 500,
        message: await answerIn(say(MESSAGES.wrong), caller, req),
      } satisfies ApiErrorBody);
    }
  };
}
