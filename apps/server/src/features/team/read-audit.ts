import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { auditPageSize, type AuditQuery, type AuditResponse } from '@orbit/shared/team-contracts';
import { auditEntries } from '../../db/schema/team.ts';
import type { AppDeps } from '../../lib/request-context.ts';

/**
 * `GET /api/team/audit`: the company's trail, newest first, 25 a page, filtered by the member who acted and by job.
 * Read through the (company, at) index; entries older than a year are already gone (audit-retention.ts).
 */
export async function readAudit(
  deps: Pick<AppDeps, 'db'>,
  companyId: string,
  query: AuditQuery,
): Promise<AuditResponse> {
  const filters: SQL[] = [eq(auditEntries.companyId, companyId)];
  if (query.member) filters.push(eq(auditEntries.actorId, query.member));
  if (query.jobId) filters.push(eq(auditEntries.jobId, query.jobId));
  const where = and(...filters);
  const [[total], rows] = await Promise.all([
    deps.db.select({ n: count() }).from(auditEntries).where(where),
    deps.db
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .limit(auditPageSize)
      .offset((query.page - 1) * auditPageSize),
  ]);
  const n = total?.n ?? 0;
  return {
    entries: rows.map((row) => ({
      at: row.at.toISOString(),
      actor: { userId: row.actorId, name: row.actorName },
      action: row.action,
      ...(row.jobId ? { jobId: row.jobId } : {}),
      ...(row.applicationId ? { applicationId: row.applicationId } : {}),
      detail: row.detail,
    })),
    total: n,
    page: query.page,
    totalPages: Math.max(1, Math.ceil(n / auditPageSize)),
  };
}
