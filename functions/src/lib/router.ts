import {
  apiRoutes,
  describeValidationError,
  type ApiErrorBody,
  type ApiRoutes,
  type RouteName,
  type RouteParsedInput,
  type RouteResponse,
} from '@academy/shared/api';
import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { API_PREFIX } from '../config';
import { logs } from '../logs';
import { bearerToken, type Caller, verifyCaller } from './caller';
import { forbidden, HttpError, notFound, unauthorized } from './errors';

/** Who called: a route that requires sign-in always has one; the router refuses the request before the handler runs. */
export type RouteCaller<K extends RouteName> = ApiRoutes[K]['auth'] extends 'required' ? Caller : Caller | null;

export interface HandlerContext<C extends Caller | null = Caller | null> {
  caller: C;
  ip: string;
  /** Says how many documents the handler read, in the x-documents-read header (what bench:search measures). */
  reportReads: (count: number) => void;
}
export type Handler<K extends RouteName> = (
  input: RouteParsedInput<K>,
  ctx: HandlerContext<RouteCaller<K>>,
) => Promise<RouteResponse<K>>;
export type Handlers = { [K in RouteName]: Handler<K> };

const routeNames = Object.keys(apiRoutes) as RouteName[];

function send(res: Response, status: number, body: unknown) {
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

/** The `api` function: finds the route in the registry, checks token and role, validates input, runs the handler. */
export function createApi(handlers: Handlers) {
  return async (req: Request, res: Response): Promise<void> => {
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
      if (req.get('authorization') && !token)
        throw unauthorized('The Authorization header must be "Bearer <ID token>".');
      let caller: Caller | null = null;
      if (def.auth !== 'none' && token) caller = await verifyCaller(token);
      if (def.auth === 'required' && !caller) throw unauthorized();
      if (caller && !def.roles.includes(caller.role)) throw forbidden();

      const raw: unknown = def.method === 'GET' ? req.query : req.body;
      const parsed = def.input.safeParse(raw ?? {});
      if (!parsed.success) throw new HttpError(400, describeValidationError(parsed.error));

      // The checks above made `caller` non-null for every route whose auth is 'required'.
      const handler = handlers[name] as (input: unknown, ctx: HandlerContext) => Promise<unknown>;
      const result = await handler(parsed.data, {
        caller,
        ip: req.ip ?? 'unknown',
        reportReads: (count) => res.set('x-documents-read', String(count)),
      });
      send(res, 200, result);
    } catch (error) {
      if (error instanceof HttpError) {
        send(res, error.status, {
          ...error.details,
          status: error.status,
          message: error.message,
        } satisfies ApiErrorBody);
        return;
      }
      logs.unexpectedError(path, error);
      send(res, 500, {
        status: 500,
        message: 'Something went wrong on our side. Please try again.',
      } satisfies ApiErrorBody);
    }
  };
}
