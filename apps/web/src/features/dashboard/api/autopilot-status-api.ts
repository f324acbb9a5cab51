import { queryOptions } from '@tanstack/react-query';
import { autopilotStatusSchema } from '@orbit/shared/autopilot-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { dashboardQueryKey } from '../../../lib/applications-api.ts';

/**
 * `GET /api/autopilot/status` for the dashboard's Autopilot card. Under the dashboard's key, which every Autopilot
 * change (save, scan, stop, a decision) invalidates, so the card never shows counts older than the last change.
 */
export const autopilotStatusCardQuery = queryOptions({
  queryKey: [...dashboardQueryKey, 'autopilot-status'],
  queryFn: ({ signal }) => apiClient.get('/autopilot/status', autopilotStatusSchema, signal),
});
