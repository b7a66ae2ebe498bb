/** An error the caller is meant to see: its status and message go out as `{status, message}`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** More for the caller beside status and message, e.g. an import's per-row errors. */
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'You do not have access to this.') => new HttpError(403, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
