/** Spec §4 "Notifications": every API result ends as a status and a message, shown once as a toast and then cleared. */
import { t } from '@lingui/core/macro';
import { ApiError } from './api-error';

export interface ApiResult {
  status: number;
  message?: string;
}

export type ResultToast = { kind: 'success' | 'error'; message: string };

/** 200 → success with its message or "Success"; anything else → error with its message. */
export function toastFor(result: ApiResult): ResultToast {
  if (result.status === 200) return { kind: 'success', message: result.message || t`Success` };
  return { kind: 'error', message: result.message || t`Something went wrong. Please try again.` };
}

/** A failed call as a result: the server's own {status, message} when it sent one. */
export function resultFromError(error: unknown): ApiResult {
  if (error instanceof ApiError) return { status: error.status, message: error.data?.message ?? error.statusText };
  return { status: 0, message: t`We could not reach the server. Check your connection and try again.` };
}
