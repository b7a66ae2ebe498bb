import { useState } from 'react';
import type { z } from 'zod';
import { errorMessage, useSubmission } from './use-submission';

export interface CheckOptions<S extends z.ZodType> {
  /** Which field a schema problem belongs to (default: the first step of its path). */
  fieldOf?: (path: readonly PropertyKey[]) => string;
  /** Rules beyond the schema that the server applies too: the field and the problem, or null when none. */
  check?: (body: z.output<S>) => readonly [field: string, problem: string] | null;
}

/**
 * A form sent to one route: its body is checked with the route's own input schema first (each field's first problem
 * shown beside it), and only a body that passes is sent. `failure` is what the form says when the server gives no reason.
 */
export function useCheckedSubmission<S extends z.ZodType>(schema: S, failure: string, options: CheckOptions<S> = {}) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { outcome, busy, submit } = useSubmission(errorMessage(failure));
  const fieldOf = options.fieldOf ?? ((path: readonly PropertyKey[]) => String(path[0] ?? 'title'));

  async function send(body: z.input<S>, action: (body: z.input<S>) => Promise<string>): Promise<boolean> {
    const parsed = schema.safeParse(body);
    const found: Record<string, string> = {};
    if (!parsed.success) for (const issue of parsed.error.issues) found[fieldOf(issue.path)] ??= issue.message;
    else {
      const problem = options.check?.(parsed.data);
      if (problem) found[problem[0]] = problem[1];
    }
    setErrors(found);
    if (Object.keys(found).length) return false;
    return submit(() => action(body));
  }

  return { errors, setErrors, outcome, busy, send };
}
