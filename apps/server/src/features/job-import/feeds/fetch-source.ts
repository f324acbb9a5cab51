import { fetchText, type HttpFetchOptions } from './http-fetch.ts';
import type { JobSource, ParseResult } from './job-source.ts';

/**
 * fetch → parse for one source. The base URL is configurable per source (tests point it at a local server);
 * network failures surface as HttpFetchError and bad bodies as SourceParseError, both naming this source only.
 */
export interface FetchSourceOptions extends HttpFetchOptions {
  baseUrl?: string;
}

export interface FetchedSource extends ParseResult {
  source: string;
  url: string;
}

export async function fetchSource(source: JobSource, options: FetchSourceOptions): Promise<FetchedSource> {
  const { baseUrl, ...http } = options;
  const url = source.buildRequestUrl(baseUrl ?? source.defaultBaseUrl);
  const body = await fetchText(url, http);
  return { source: source.name, url, ...source.parse(body) };
}
