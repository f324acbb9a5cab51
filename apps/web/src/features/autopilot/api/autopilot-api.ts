import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  autopilotSaveResponseSchema,
  autopilotScanResponseSchema,
  autopilotSettingsResponseSchema,
  autopilotStatusSchema,
  autopilotStopResponseSchema,
  type AutopilotSettings,
  type AutopilotSettingsResponse,
} from '@orbit/shared/autopilot-contracts';
import { apiClient } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { applicationsQueryKey, dashboardQueryKey } from '../../../lib/applications-api.ts';

/** Every Autopilot query starts with this key, so one change (save, stop, a decision) refreshes them all. */
export const autopilotQueryKey = ['autopilot'] as const;
const settingsKey = [...autopilotQueryKey, 'settings'] as const;

/** Counts move as sends go out through the day; a minute keeps the panel honest without hammering the API. */
const statusRefreshMs = 60_000;

/**
 * After anything that changes what Autopilot does: its own screens, the dashboard's card, and the seeker's
 * applications (an approved proposal or a stop changes what My Applications will show).
 */
export function invalidateAutopilotQueries(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [autopilotQueryKey, dashboardQueryKey, applicationsQueryKey].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  ).then(() => undefined);
}

/**
 * `GET /api/autopilot/settings`. Spec section 7: a 404 is tolerated and the defaults are kept — answered here as
 * `null` (no saved settings), so the form starts from the shared defaults.
 */
export const autopilotSettingsQuery = queryOptions({
  queryKey: settingsKey,
  queryFn: async ({ signal }): Promise<AutopilotSettingsResponse | null> => {
    try {
      return await apiClient.get('/autopilot/settings', autopilotSettingsResponseSchema, signal);
    } catch (error) {
      if (isApiError(error, 404)) return null;
      throw error;
    }
  },
});

/** `GET /api/autopilot/status`: the real counts, requirements and scan times behind the status panel. */
export const autopilotStatusQuery = queryOptions({
  queryKey: [...autopilotQueryKey, 'status'],
  queryFn: ({ signal }) => apiClient.get('/autopilot/status', autopilotStatusSchema, signal),
  refetchInterval: statusRefreshMs,
});

/**
 * `POST /api/autopilot/settings` with the whole object. The saved copy goes straight into the cache (the form shows
 * what the server kept); a refusal ('Autopilot cannot start yet') refreshes the status, whose requirements say why.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: AutopilotSettings) =>
      apiClient.post('/autopilot/settings', autopilotSaveResponseSchema, settings),
    onSuccess: ({ settings }) => queryClient.setQueryData(settingsKey, settings),
    onSettled: () => invalidateAutopilotQueries(queryClient),
  });
}

/** `POST /api/autopilot/scan`: 202 with when the next one is allowed; 429 too soon; 400 while inactive. */
export function useScanNow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/autopilot/scan', autopilotScanResponseSchema),
    onSettled: () => invalidateAutopilotQueries(queryClient),
  });
}

/** `POST /api/autopilot/stop`: off at once, and every queued send cancelled (the answer counts them). */
export function useStopAutopilot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiClient.post('/autopilot/stop', autopilotStopResponseSchema),
    onSettled: () => invalidateAutopilotQueries(queryClient),
  });
}
