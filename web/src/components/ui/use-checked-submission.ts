import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage, useSubmission } from './use-submission';

/**
 * A form sent to one route: its body is checked with the route's own input schema first (each field's first problem
 * shown beside it), and only a body that passes is sent. `failure` is what the form says when the server gives no reason.
 */
export function useCheckedSubmission<S extends z.ZodType>(schema: S, failure: string) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { outcome, busy, submit } = useSubmission(errorMessage(failure));

  async function send(body: z.input<S>, action: (body: z.input<S>) => Promise<string>): Promise<boolean> {
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[String(issue.path[0] ?? 'title')] ??= issue.message;
      setErrors(found);
      return false;
    }
    setErrors({});
    return submit(() => action(body));
  }

  return { errors, setErrors, outcome, busy, send };
}
