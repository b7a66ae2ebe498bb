/**
 * The class and subject names a page of rounds shows: those the rounds keep (saveRound writes them), so the page reads
 * none of the school's classes; only a round saved before they were kept has the page read the school's names.
 */
import type { UserRecord } from '@academy/shared/api';
import type { ReportRound } from '@academy/shared/reports';
import type { ReactNode } from 'react';
import { type Names, useNames } from './use-reports';

type Label = { value: string; label: string };

function keptNames(rounds: readonly ReportRound[]): Names | null {
  if (rounds.some((r) => !r.classNames || !r.subjectNames)) return null;
  const labels = (pick: (r: ReportRound) => Record<string, string>): Label[] =>
    [...new Map(rounds.flatMap((r) => Object.entries(pick(r)))).entries()].map(([value, label]) => ({ value, label }));
  return {
    classes: labels((r) => r.classNames ?? {}).sort((a, b) => a.label.localeCompare(b.label)),
    subjects: labels((r) => r.subjectNames ?? {}),
    terms: [],
    loading: false,
  };
}

function SchoolNames({ user, children }: { user: UserRecord; children: (names: Names) => ReactNode }) {
  return children(useNames(user));
}

export function WithRoundNames({
  user,
  rounds,
  children,
}: {
  user: UserRecord;
  rounds: readonly ReportRound[];
  children: (names: Names) => ReactNode;
}) {
  const kept = keptNames(rounds);
  return kept ? children(kept) : <SchoolNames user={user}>{children}</SchoolNames>;
}
