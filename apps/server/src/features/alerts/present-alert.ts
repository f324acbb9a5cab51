import type { Alert } from '@orbit/shared/alert-contracts';
import type { jobAlerts } from '../../db/schema/alerts.ts';

/** An alert as the API shows it: its search and timing, never its tokens. */
export function presentAlert(row: typeof jobAlerts.$inferSelect): Alert {
  return {
    _id: row.id,
    email: row.email,
    search: row.search,
    location: row.location,
    type: row.type,
    category: row.category,
    openTo: row.openTo,
    includeUnknown: row.includeUnknown,
    workplace: row.workplace,
    frequency: row.frequency,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
  };
}
