import { sql } from 'drizzle-orm';
import type { AuditAction } from '@orbit/shared/team-contracts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { auditEntries } from '../../db/schema/team.ts';

export interface AuditFact {
  companyId: string;
  actorId: string;
  action: AuditAction;
  at: Date;
  jobId?: string | null | undefined;
  applicationId?: string | null | undefined;
  /** A short line a person reads ("Applied → Reviewing", the invited address); never a seeker's private text. */
  detail?: string;
}

/**
 * Writes one audit entry in the caller's transaction, so the trail holds an action exactly when the action was
 * committed. The actor's name is copied in (one statement): the entry still reads after their account is gone.
 */
export async function recordAudit(tx: Pick<Db, 'insert'>, fact: AuditFact): Promise<void> {
  await tx.insert(auditEntries).values({
    companyId: fact.companyId,
    at: fact.at,
    actorId: fact.actorId,
    actorName: sql`coalesce((select ${users.name} from ${users} where ${users.id} = ${fact.actorId}), '')`,
    action: fact.action,
    jobId: fact.jobId ?? null,
    applicationId: fact.applicationId ?? null,
    detail: (fact.detail ?? '').slice(0, 500),
  });
}
