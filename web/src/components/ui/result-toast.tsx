/**
 * The toast host and the one hook every API result goes through. react-toastify loads with the first toast: most
 * visits show none, and it is not part of a page's first load. A toast asked for before the container has mounted
 * waits in react-toastify's queue and shows as soon as it mounts.
 */
import { Suspense, useCallback, useSyncExternalStore } from 'react';
import { type ApiResult, resultFromError, toastFor } from '@/lib/api-result';
import { lazyNamed } from '@/lib/lazy-named';

const ResultToastContainer = lazyNamed(() => import('./toast-container'), 'ResultToastContainer');

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function ToastHost() {
  const show = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!show) return null;
  return (
    <Suspense fallback={null}>
      <ResultToastContainer />
    </Suspense>
  );
}

/**
 * Every API result goes through here: shown once as a toast, never kept, so there is nothing left to clear.
 * `report` takes a result; `run` awaits a call and reports what came of it, returning the response or undefined.
 */
export function reportResult(result: ApiResult) {
  const { kind, message } = toastFor(result);
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  void import('react-toastify').then(({ toast }) => toast[kind](message));
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
