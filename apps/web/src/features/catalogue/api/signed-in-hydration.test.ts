import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { parseJobFilters } from '../utils/job-filters.ts';
import { jobDetailQuery } from './job-detail-api.ts';
import { jobsPageQuery, type JobsPage } from './jobs-api.ts';

type JobDetail = NonNullable<Awaited<ReturnType<NonNullable<ReturnType<typeof jobDetailQuery>['queryFn']>>>>;

// No listener subscribes, so the observers never fetch: the test reads what each would show while its answer loads.
const filters = parseJobFilters(new URLSearchParams());
const job = { _id: 'j1', title: 'Data Engineer' } as JobsPage['jobs'][number];
const page: JobsPage = { jobs: [job], total: 1, currentPage: 1, totalPages: 1 };

describe('a signed-in seeker hydrating a page the server rendered for a visitor', () => {
  it('/jobs keeps the visitor list on screen while the session is checked and their own list loads', () => {
    const client = new QueryClient();
    client.setQueryData(jobsPageQuery(filters, 'visitor').queryKey, page);
    const observer = new QueryObserver(client, jobsPageQuery(filters, 'visitor'));
    expect(observer.getCurrentResult().isPlaceholderData).toBe(false);

    // The stored token is read right after hydration: the session is being checked.
    observer.setOptions(jobsPageQuery(filters, null));
    expect(observer.getCurrentResult()).toMatchObject({ data: page, isPlaceholderData: true, isPending: false });

    observer.setOptions(jobsPageQuery(filters, 'user:u1', 'NG'));
    expect(observer.getCurrentResult()).toMatchObject({ data: page, isPlaceholderData: true });
  });

  it("/jobs never shows a seeker's list to the visitor or seeker after them", () => {
    const client = new QueryClient();
    client.setQueryData(jobsPageQuery(filters, 'user:u1').queryKey, page);
    const observer = new QueryObserver(client, jobsPageQuery(filters, 'user:u1'));
    observer.setOptions(jobsPageQuery(filters, 'visitor'));
    expect(observer.getCurrentResult()).toMatchObject({ data: undefined, isPending: true });
    observer.setOptions(jobsPageQuery(filters, 'user:u1'));
    observer.setOptions(jobsPageQuery(filters, 'user:u2'));
    expect(observer.getCurrentResult()).toMatchObject({ data: undefined, isPending: true });
  });

  it('/jobs/{id} keeps the same job as the visitor saw it, never another job', () => {
    const client = new QueryClient();
    const detail = job as unknown as JobDetail;
    client.setQueryData<JobDetail>(jobDetailQuery('j1', 'visitor').queryKey, detail);
    const observer = new QueryObserver(client, jobDetailQuery('j1', 'visitor'));
    observer.setOptions(jobDetailQuery('j1', null));
    expect(observer.getCurrentResult()).toMatchObject({ data: detail, isPlaceholderData: true, isPending: false });
    observer.setOptions(jobDetailQuery('j1', 'user:u1'));
    expect(observer.getCurrentResult()).toMatchObject({ data: detail, isPlaceholderData: true });

    observer.setOptions(jobDetailQuery('j2', 'user:u1'));
    expect(observer.getCurrentResult()).toMatchObject({ data: undefined, isPending: true });
  });
});
