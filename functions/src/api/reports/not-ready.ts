import { HttpError } from '../../lib/errors';
import type { Handler, Handlers } from '../../lib/router';

type ReportRoute =
  | 'saveScale'
  | 'saveRound'
  | 'saveEntries'
  | 'reviewReport'
  | 'publishReports'
  | 'remindReportTeachers'
  | 'saveCommentBank'
  | 'reportLink'
  | 'classReportsPdf';

// The routes are declared first so the screens can be built on them; their handlers follow.
const notReady: Handler<ReportRoute> = () => Promise.reject(new HttpError(501, 'Reports are not ready yet.'));

export const reportHandlers = Object.fromEntries(
  (
    [
      'saveScale',
      'saveRound',
      'saveEntries',
      'reviewReport',
      'publishReports',
      'remindReportTeachers',
      'saveCommentBank',
      'reportLink',
      'classReportsPdf',
    ] as const
  ).map((name) => [name, notReady]),
) as Pick<Handlers, ReportRoute>;
