import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  autopilotActivityQuerySchema,
  autopilotActivitySchema,
  autopilotMessages,
  autopilotQueueDecisionResponseSchema,
  autopilotQueueDecisionSchema,
  autopilotQueueSchema,
  autopilotSaveResponseSchema,
  autopilotScanResponseSchema,
  autopilotSettingsResponseSchema,
  autopilotSettingsUpdateSchema,
  autopilotStatusSchema,
  autopilotStopResponseSchema,
} from '@orbit/shared/autopilot-contracts';
import { accessPolicy, signedInUser } from '../../lib/auth/access-policy.ts';
import type { AppDeps } from '../../lib/request-context.ts';
import { stopAutopilot } from './pause-autopilot.ts';
import { decideProposal, readActivity, readQueue } from './review-queue.ts';
import { loadSettings, saveSettings } from './settings.ts';
import { readStatus, requestScan } from './status.ts';

const seekersOnly = 'Autopilot is for job seekers';

/** Autopilot: settings, status, scan now, the review queue, the activity log and stop. */
export function autopilotRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const policy = accessPolicy(deps);
  const seeker = policy.requireSeeker(seekersOnly);
  return async (app) => {
    app.get(
      '/api/autopilot/settings',
      { preValidation: seeker, schema: { response: { 200: autopilotSettingsResponseSchema } } },
      async (request) => loadSettings(deps.db, signedInUser(request).userId),
    );

    app.post(
      '/api/autopilot/settings',
      {
        preValidation: seeker,
        schema: { body: autopilotSettingsUpdateSchema, response: { 200: autopilotSaveResponseSchema } },
      },
      async (request) => ({
        msg: autopilotMessages.saved,
        settings: await saveSettings(deps, signedInUser(request).userId, request.body),
      }),
    );

    app.get(
      '/api/autopilot/status',
      { preValidation: seeker, schema: { response: { 200: autopilotStatusSchema } } },
      async (request) => readStatus(deps, signedInUser(request).userId),
    );

    app.post(
      '/api/autopilot/scan',
      { preValidation: seeker, schema: { response: { 202: autopilotScanResponseSchema } } },
      async (request, reply) => {
        const { scanAvailableAt } = await requestScan(deps, signedInUser(request).userId);
        return reply
          .status(202)
          .send({ msg: autopilotMessages.scanQueued, scanAvailableAt: scanAvailableAt.toISOString() });
      },
    );

    app.get(
      '/api/autopilot/queue',
      { preValidation: seeker, schema: { response: { 200: autopilotQueueSchema } } },
      async (request) => readQueue(deps, signedInUser(request).userId),
    );

    app.post(
      '/api/autopilot/queue/:id',
      {
        preValidation: seeker,
        schema: {
          params: z.object({ id: z.string().max(64) }),
          body: autopilotQueueDecisionSchema,
          response: { 200: autopilotQueueDecisionResponseSchema },
        },
      },
      async (request) => {
        const decision = await decideProposal(deps, signedInUser(request).userId, request.params.id, request.body);
        return {
          msg: request.body.decision === 'approve' ? autopilotMessages.approved : autopilotMessages.skipped,
          decision,
        };
      },
    );

    app.get(
      '/api/autopilot/activity',
      {
        preValidation: seeker,
        schema: { querystring: autopilotActivityQuerySchema, response: { 200: autopilotActivitySchema } },
      },
      async (request) => readActivity(deps, signedInUser(request).userId, request.query),
    );

    app.post(
      '/api/autopilot/stop',
      { preValidation: seeker, schema: { response: { 200: autopilotStopResponseSchema } } },
      async (request) => {
        const cancelled = await stopAutopilot(deps.db, signedInUser(request).userId, deps.clock.now());
        return { msg: autopilotMessages.stopped, cancelled };
      },
    );
  };
}
