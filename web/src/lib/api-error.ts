/** Kept apart from the registry (and its zod) so pages that only show results load none of it. */
import type { ApiErrorBody } from '@academy/shared/api';

/** Spec §8: a response that is not ok raises an error carrying the status text, the response and the data. */
export class ApiError extends Error {
  constructor(
    readonly statusText: string,
    readonly response: Response,
    readonly data: ApiErrorBody | undefined,
  ) {
    super(data?.message ?? statusText);
    this.name = 'ApiError';
  }
  get status(): number {
    return this.response.status;
  }
}
