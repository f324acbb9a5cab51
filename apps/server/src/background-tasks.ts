import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { alertDigestsTask, alertMatchingTask, type AlertTaskDeps } from './features/alerts/alert-tasks.ts';
import { applicationEmailOutcomes } from './features/applications/application-email-outcomes.ts';
import { matchBreakdownBackfillTask } from './features/applications/backfill-match-breakdowns.ts';
import { applicationDigestTask, type DigestDeps } from './features/applications/employer-application-emails.ts';
import { statusEmailTask, type StatusEmailDeps } from './features/applications/status-email.ts';
import { unreadEmailTask, type UnreadEmailDeps } from './features/conversations/unread-email.ts';
import { contactRequestExpiryTask, type ExpiryDeps } from './features/contact-requests/expire-requests.ts';
import { dataExportSweepTask, dataExportTask, type DataExportDeps } from './features/data-rights/data-export-task.ts';
import { autopilotRoundTask, autopilotScanTask, autopilotSendTask } from './features/autopilot/autopilot-tasks.ts';
import type { ScanDeps } from './features/autopilot/scan-seeker.ts';
import type { SendDeps } from './features/autopilot/send-application.ts';
import { autopilotDigestTask, type AutopilotDigestDeps } from './features/autopilot/autopilot-digest.ts';
import { followUpTask, type FollowUpDeps } from './features/autopilot/follow-up.ts';
import { skipRetentionTask, type SkipRetentionDeps } from './features/autopilot/skip-retention.ts';
import { importJobsTask } from './features/job-import/import-worker.ts';
import { readEligibilityTask } from './features/job-import/read-eligibility-task.ts';
import type { ImportDeps } from './features/job-import/run-import.ts';
import type { AnalyseResumeDeps } from './features/resumes/analyse-resume.ts';
import { analyseResumeTask } from './features/resumes/resume-worker.ts';
import { auditRetentionTask, type AuditRetentionDeps } from './features/team/audit-retention.ts';
import type { Clock } from './lib/clock.ts';
import { createMailTransport, messageIdDomainOf, sendEmailTask, type SendEmailDeps } from './lib/mail/email-worker.ts';
import type { RunnableTask, TaskSender } from './lib/tasks/define-task.ts';
import { startTasks, type StartTasksOptions, type TaskBoss } from './lib/tasks/start-tasks.ts';

/** Everything any background task's handler depends on: the compiler checks it satisfies each task below. */
export type BackgroundTaskDeps = SendEmailDeps &
  ImportDeps &
  AnalyseResumeDeps &
  StatusEmailDeps &
  DigestDeps &
  ScanDeps &
  SendDeps &
  FollowUpDeps &
  AutopilotDigestDeps &
  DataExportDeps &
  AlertTaskDeps &
  UnreadEmailDeps &
  ExpiryDeps &
  AuditRetentionDeps &
  SkipRetentionDeps;

/**
 * Every background task the server works, in start order. A new task is one entry here;
 * its dependencies, if new, are added to BackgroundTaskDeps and built in backgroundTaskDeps.
 */
export const backgroundTasks: readonly RunnableTask<BackgroundTaskDeps>[] = [
  sendEmailTask,
  importJobsTask,
  readEligibilityTask,
  analyseResumeTask,
  statusEmailTask,
  applicationDigestTask,
  matchBreakdownBackfillTask,
  autopilotRoundTask,
  autopilotScanTask,
  autopilotSendTask,
  followUpTask,
  autopilotDigestTask,
  dataExportTask,
  dataExportSweepTask,
  alertMatchingTask,
  alertDigestsTask,
  unreadEmailTask,
  contactRequestExpiryTask,
  auditRetentionTask,
  skipRetentionTask,
];

/** `boss`: tasks that queue further work (an e-mail, themselves again) send through it. */
export function backgroundTaskDeps(base: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  config: Config;
  boss: TaskSender;
}): BackgroundTaskDeps {
  const { config } = base;
  return {
    ...base,
    transport: createMailTransport(config.smtpUrl),
    mailFrom: config.mailFrom,
    uploadDir: config.uploadDir,
    resumeReading: config.resumeReading,
    // Mail reports outcomes; what they mean for an application is the applications feature's call.
    emailOutcomes: [applicationEmailOutcomes],
    messageIdDomain: messageIdDomainOf(config.publicUrl),
  };
}

/** Creates, works and schedules every task's queue, then runs their onStart (see startTasks). */
export async function startBackgroundTasks(
  boss: TaskBoss,
  base: Omit<Parameters<typeof backgroundTaskDeps>[0], 'boss'>,
  options: StartTasksOptions = {},
): Promise<void> {
  await startTasks(boss, backgroundTasks, backgroundTaskDeps({ ...base, boss }), options);
}
