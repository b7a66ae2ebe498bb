import { useState } from 'react';
import type { FormOutcome } from '@/components/ui/form-status';
import { authErrorMessage } from './auth-errors';

/** Runs one sign-in way's step at a time: its name marks its button busy, and its sentence (or error) is the outcome. */
export function useWayAttempt() {
  const [outcome, setOutcome] = useState<FormOutcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function attempt(way: string, run: () => Promise<string | void>) {
    setOutcome(null);
    setBusy(way);
    try {
      const message = await run();
      if (message) setOutcome({ ok: true, message });
    } catch (error) {
      setOutcome({ ok: false, message: authErrorMessage(error) });
    } finally {
      setBusy(null);
    }
  }
  return { outcome, busy, attempt };
}
