import { reportCases, reports, type Database } from '@promptshelf/db';
import type { ReportOutcome, ReportTargetKind } from '@promptshelf/validators';
import { and, eq, isNull } from 'drizzle-orm';
import { notify } from '../notifications/notify';

export type Settlement = {
  outcome: ReportOutcome;
  actorId: string;
  reason?: string;
  /** The reported prompt, when it still exists after the outcome: the reporters' link. */
  promptId?: number;
};

/** The open case on a target, locked for this transaction; undefined when nobody reported it. */
export async function lockOpenCase(tx: Database, kind: ReportTargetKind, targetId: string) {
  const [openCase] = await tx
    .select({ id: reportCases.id, targetKind: reportCases.targetKind })
    .from(reportCases)
    .where(
      and(
        eq(reportCases.targetKind, kind),
        eq(reportCases.targetId, targetId),
        isNull(reportCases.resolvedAt),
      ),
    )
    .for('update');
  return openCase;
}

/**
 * Settles every open report on a target with one outcome, whoever filed them, and tells each
 * reporter the outcome. The superadmin stays unnamed: a moderation decision is the site's.
 */
export async function settleCase(
  tx: Database,
  openCase: { id: number; targetKind: ReportTargetKind },
  settlement: Settlement,
) {
  await tx
    .update(reportCases)
    .set({
      resolvedAt: new Date(),
      outcome: settlement.outcome,
      resolvedBy: settlement.actorId,
      reason: settlement.reason ?? null,
    })
    .where(eq(reportCases.id, openCase.id));
  const reporters = await tx
    .select({ id: reports.reporterId })
    .from(reports)
    .where(eq(reports.caseId, openCase.id));
  for (const reporter of reporters) {
    await notify(tx, {
      recipientId: reporter.id,
      actorId: null,
      kind: 'report_outcome',
      promptId: settlement.promptId,
      data: { outcome: settlement.outcome, target: openCase.targetKind },
    });
  }
}

/** Settles the open case on a target, if there is one: moderation outside the report list. */
export async function settleOpenCase(
  tx: Database,
  kind: ReportTargetKind,
  targetId: string,
  settlement: Settlement,
) {
  const openCase = await lockOpenCase(tx, kind, targetId);
  if (openCase) await settleCase(tx, openCase, settlement);
}
