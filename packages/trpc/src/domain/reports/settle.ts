import { reportCases, type Database } from '@promptshelf/db';
import type { ReportOutcome, ReportTargetKind } from '@promptshelf/validators';
import { and, eq, isNull } from 'drizzle-orm';

export type Settlement = { outcome: ReportOutcome; actorId: string; reason?: string };

/** The open case on a target, locked for this transaction; undefined when nobody reported it. */
export async function lockOpenCase(tx: Database, kind: ReportTargetKind, targetId: string) {
  const [openCase] = await tx
    .select({ id: reportCases.id })
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

/** Settles every open report on a target with one outcome, whoever filed them. */
export async function settleCase(tx: Database, caseId: number, settlement: Settlement) {
  await tx
    .update(reportCases)
    .set({
      resolvedAt: new Date(),
      outcome: settlement.outcome,
      resolvedBy: settlement.actorId,
      reason: settlement.reason ?? null,
    })
    .where(eq(reportCases.id, caseId));
}

/** Settles the open case on a target, if there is one: moderation outside the report list. */
export async function settleOpenCase(
  tx: Database,
  kind: ReportTargetKind,
  targetId: string,
  settlement: Settlement,
) {
  const openCase = await lockOpenCase(tx, kind, targetId);
  if (openCase) await settleCase(tx, openCase.id, settlement);
}
