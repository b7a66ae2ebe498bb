/** The toast container and the one hook every API result goes through. */
import { useCallback } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import { type ApiResult, resultFromError, toastFor } from '@/lib/api-result';

export const TOAST_AUTO_CLOSE_MS = 10_000;

export function ToastHost() {
  return <ToastContainer position="bottom-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop />;
}

/**
 * Every API result goes through here: shown once as a toast, never kept, so there is nothing left to clear.
 * `report` takes a result; `run` awaits a call and reports what came of it, returning the response or undefined.
 */
export function reportResult(result: ApiResult) {
  const { kind, message } = toastFor(result);
  toast[kind](message);
}

export function useResultToast() {
  const run = useCallback(async <T extends ApiResult>(call: Promise<T>, { quietOnSuccess = false } = {}) => {
    try {
      const response = await call;
      if (!quietOnSuccess) reportResult(response);
      return response;
    } catch (error) {
      reportResult(resultFromError(error));
      return undefined;
    }
  }, []);
  return { report: reportResult, run };
}
