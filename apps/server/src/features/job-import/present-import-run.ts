import type { ImportRun } from '@orbit/shared/job-contracts';
import { jobSources } from './feeds/sources/all-sources.ts';
import type { ImportRunRow } from './request-import.ts';

const order = (name: string) => {
  const index = jobSources.findIndex((source) => source.name === name);
  return index === -1 ? jobSources.length : index;
};

/** The run with its sources in import order (jsonb does not keep key order). */
export function presentImportRun(row: ImportRunRow): ImportRun {
  const sources = Object.fromEntries(Object.entries(row.summary).sort(([a], [b]) => order(a) - order(b)));
  const entries = Object.values(sources);
  const sum = (field: 'fetched' | 'created' | 'updated' | 'expired') =>
    entries.reduce((total, entry) => total + entry[field], 0);
  return {
    _id: row.id,
    trigger: row.trigger,
    status: row.status,
    startedAt: row.startedAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    sources,
    totals: {
      fetched: sum('fetched'),
      created: sum('created'),
      updated: sum('updated'),
      expired: sum('expired'),
      failedSources: entries.filter((entry) => entry.status === 'failed').length,
    },
  };
}
