import { describe, expect, it } from 'vitest';
import { jobSourceLabels, jobSourceNames, sourceLabel } from '@orbit/shared/job-sources';
import { jobSources } from './all-sources.ts';

describe('the importer’s sources', () => {
  it('are exactly the shared list (configuration and credits), in order', () => {
    expect(jobSources.map((source) => source.name)).toEqual([...jobSourceNames]);
  });

  it('are each credited by their own name', () => {
    for (const source of jobSources) expect(sourceLabel(source.name)).toBe(jobSourceLabels[source.name]);
    expect(sourceLabel('orbit')).toBe('Orbit Jobs');
    expect(sourceLabel('some-feed')).toBe('some-feed');
  });
});
