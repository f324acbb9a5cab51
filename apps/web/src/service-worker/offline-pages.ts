/**
 * The HTML the service worker adds or answers when a page comes from this device instead of the server. Pure
 * functions of strings (no worker globals), so they are tested as such and shared with the page (register.ts).
 */

export const offlineMarkerText = 'You are offline — showing the page as last seen';

/**
 * The visible marker: outside #root, so the app (drawn into #root, or hydrating it) never touches it. Tailwind
 * classes that the built stylesheet holds, because this file is among the sources it is generated from.
 */
export const offlineMarkerHtml =
  '<div data-offline-marker role="status" class="sticky top-0 z-50 bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-900">' +
  `${offlineMarkerText}</div>`;

/** A page as last seen, with the marker first in its body. */
export function markAsLastSeen(html: string): string {
  if (html.includes('data-offline-marker')) return html;
  const body = /<body\b[^>]*>/i.exec(html);
  if (!body) return `${offlineMarkerHtml}${html}`;
  const end = body.index + body[0].length;
  return `${html.slice(0, end)}${offlineMarkerHtml}${html.slice(end)}`;
}

/** The <title> of a saved page, as text, or null. */
export function pageTitle(html: string): string | null {
  const match = /<title>([^<]*)<\/title>/i.exec(html);
  return match ? match[1]!.trim() || null : null;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface SavedPage {
  /** Path and query, same origin. */
  path: string;
  title: string | null;
}

/**
 * What an offline visit of a page never seen on this device gets instead of the browser's error page: a plain
 * explanation and links to the pages that were saved. No script; styled by the app's precached stylesheet.
 */
export function offlineFallbackPage(options: { stylesheet: string | null; savedPages: SavedPage[] }): string {
  const links = options.savedPages
    .map(
      (page) =>
        `<li><a class="text-brand-700 underline" href="${escapeHtml(page.path)}">${escapeHtml(page.title ?? page.path)}</a></li>`,
    )
    .join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1.0" />',
    '<title>You are offline — Orbit Jobs</title>',
    options.stylesheet ? `<link rel="stylesheet" href="${escapeHtml(options.stylesheet)}" />` : '',
    '</head><body class="bg-slate-50 text-slate-900 antialiased">',
    '<main class="mx-auto max-w-2xl px-4 py-10">',
    '<p class="text-lg font-bold tracking-tight"><a href="/">Orbit Jobs</a></p>',
    '<h1 class="mt-6 text-2xl font-bold">You are offline</h1>',
    '<p class="mt-3 text-slate-700">This page has not been saved on this device yet. Connect to the internet and try again.</p>',
    links
      ? `<h2 class="mt-8 text-lg font-semibold">Pages saved on this device</h2><ul class="mt-3 list-disc space-y-2 pl-6">${links}</ul>`
      : '',
    '</main></body></html>',
  ].join('');
}
