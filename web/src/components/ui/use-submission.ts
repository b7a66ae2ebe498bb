import { useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { resultFromError } from '@/lib/api-result';
import type { FormOutcome } from './form-status';
import { useResultToast } from './result-toast';

/**
 * One form submission: busy while it runs, its outcome shown in the form, and any API result also reported as a toast.
 * `describeError` turns a failure into the sentence the form shows.
 */
export function useSubmission(describeError: (error: unknown) => string) {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState(false);
  const { report } = useResultToast();

  async function submit(action: () => Promise<string>): Promise<boolean> {
    setOutcome(null);
    setBusy(true);
    try {
      const message = await action();
      setOutcome({ ok: true, message });
      report({ status: 200, message });
      return true;
    } catch (error) {
      if (error instanceof ApiError) report(resultFromError(error));
      setOutcome({ ok: false, message: describeError(error) });
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { outcome, busy, submit, clear: () => setOutcome(null) };
}

/** The sentence a failed API call shows: the server's own message, or `fallback` when there is none. */
export const errorMessage = (fallback: string) => (error: unknown) =>
  error instanceof Error && error.message ? error.message : fallback;
