import type { JobSource } from '../job-source.ts';
import { arbeitnow } from './arbeitnow.ts';
import { jobicy } from './jobicy.ts';
import { remoteOk } from './remote-ok.ts';
import { remotive } from './remotive.ts';
import { weWorkRemotely } from './we-work-remotely.ts';

/** Every source the importer knows, in the order a full import runs them. */
export const jobSources: readonly JobSource[] = [remotive, remoteOk, weWorkRemotely, jobicy, arbeitnow];

export function findJobSource(name: string): JobSource | undefined {
  return jobSources.find((source) => source.name === name);
}
