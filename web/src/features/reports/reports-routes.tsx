import type { UserRecord } from '@academy/shared/api';
import { useParams } from 'react-router-dom';
import { useModuleRoute } from '@/components/routes/use-module-route';
import { NotFound } from '@/components/ui/not-found';
import { RefusedRead } from '@/components/ui/refused-read';
import { GridPage } from './grid-page';
import { reportsPath } from './reports-paths';
import { AdminReportsHome, TeacherReportsHome } from './reports-home';
import { RoundEditPage, RoundPage } from './round-page';
import { ClassReviewPage, StudentReviewPage } from './review-page';

/**
 * /app/:role/reports[/…]: the office's scales, rounds, progress, review and publishing, and a teacher's grids.
 * - rounds/new, rounds/<round>/edit: the round's form (office);
 * - rounds/<round>: its progress, publishing and printing (office);
 * - rounds/<round>/review/<class>[/<student>]: reading a class's reports, one student's whole (office);
 * - rounds/<round>/write/<class>/<subject>: a grid (the subject's teacher; the office for the head's comment).
 */
export function ReportsRoute() {
  const route = useModuleRoute('Reports');
  if (!route.user) return null;
  if (route.refusal) return route.refusal;
  return <ReportsPage user={route.user} />;
}

function ReportsPage({ user }: { user: UserRecord }) {
  const params = useParams();
  const parts = (params['*'] ?? '').split('/').filter(Boolean).map(decodeURIComponent);
  const office = user.role === 'Admin';
  const home = reportsPath(user);
  const missing = <NotFound homePath={home} />;
  const [first, roundId, page, classId, last] = parts;
  if (!first) return office ? <AdminReportsHome user={user} /> : <TeacherReportsHome user={user} />;
  if (first !== 'rounds' || !roundId) return missing;
  if (roundId === 'new') return office && !page ? <RoundEditPage user={user} roundId={null} /> : missing;
  const page2 = (
    <RefusedRead key={parts.join('/')} fallback={missing}>
      {page === undefined && office ? (
        <RoundPage user={user} roundId={roundId} />
      ) : page === 'edit' && office && !classId ? (
        <RoundEditPage user={user} roundId={roundId} />
      ) : page === 'write' && classId && last && parts.length === 5 ? (
        <GridPage user={user} roundId={roundId} classId={classId} subjectId={last} />
      ) : page === 'review' && office && classId && !last ? (
        <ClassReviewPage user={user} roundId={roundId} classId={classId} />
      ) : page === 'review' && office && classId && last && parts.length === 5 ? (
        <StudentReviewPage user={user} roundId={roundId} classId={classId} studentId={last} />
      ) : (
        missing
      )}
    </RefusedRead>
  );
  return page2;
}
