import {
  countOutcomes,
  type ImportKind,
  type ImportReport,
  importSummary,
  MAX_IMPORT_WRITES,
} from '@academy/shared/people-import';
import { writeAudit } from '../../lib/audit';
import { badRequest, HttpError } from '../../lib/errors';
import { db } from '../../lib/firebase';
import type { ImportPlanner } from '../../lib/import-rows';
import { plural } from '../../lib/records';
import type { Handler } from '../../lib/router';
import { planStaffImport, planTeacherImport } from './import-employees';
import { planParentImport } from './import-parents';
import { planStudentImport } from './import-students';

const PLANNERS: Record<ImportKind, ImportPlanner> = {
  students: planStudentImport,
  parents: planParentImport,
  teachers: planTeacherImport,
  staff: planStaffImport,
};

/**
 * A CSV file's rows, checked (commit: false, nothing written) or imported (commit: true). The import is one
 * transaction: every row is read and checked first, and if any row has an error nothing is written and the answer
 * is 400 with every row's outcome. Unchanged rows are not written; one audit entry sums the import up.
 */
export const importPeople: Handler<'importPeople'> = async ({ kind, rows, commit }, { caller }) => {
  return db.runTransaction(async (tx): Promise<ImportReport> => {
    const plan = await PLANNERS[kind](tx, caller, rows);
    const results = plan.rows.map((r) => r.result);
    const counts = countOutcomes(results);
    const summary = importSummary(counts);
    const writes = plan.rows.reduce((n, r) => n + r.writes, plan.extraWrites) + 1;
    if (writes > MAX_IMPORT_WRITES) {
      throw badRequest(
        `This file would change ${writes} records at once, and at most ${MAX_IMPORT_WRITES} can be imported together: split it into smaller files.`,
      );
    }
    if (!commit) {
      const errors = counts.error ? `, ${plural(counts.error, 'row')} with errors` : '';
      return {
        status: 200,
        message: `Checked ${plural(rows.length, 'row')}: ${summary}${errors}.`,
        committed: false,
        counts,
        rows: results,
      };
    }
    if (counts.error) {
      throw new HttpError(
        400,
        `${plural(counts.error, 'row')} ${counts.error === 1 ? 'has' : 'have'} errors, so nothing was imported: fix the file or leave those rows out.`,
        { committed: false, counts, rows: results },
      );
    }
    const written = plan.rows.filter((r) => r.write);
    for (const r of written) r.write?.(tx);
    plan.finish?.(tx);
    const ids = (outcome: string) =>
      plan.rows.filter((r) => r.result.outcome === outcome && r.id).map((r) => r.id as string);
    if (written.length) {
      writeAudit(tx, caller, {
        action: `${kind}.imported`,
        target: kind,
        before: null,
        after: {
          kind,
          created: counts.new,
          updated: counts.update,
          unchanged: counts.unchanged,
          createdIds: ids('new'),
          updatedIds: ids('update'),
        },
      });
    }
    return {
      status: 200,
      message: `Imported: ${summary}.`,
      committed: true,
      counts,
      rows: results,
      createdIds: ids('new'),
    };
  });
};
