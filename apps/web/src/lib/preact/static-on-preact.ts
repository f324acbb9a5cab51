// What `react-dom/static` resolves to (preact-aliases.ts): the server entry's `prerender` on preact-render-to-string,
// so the server renders with the same renderer the browser hydrates with (matching useId values; Preact hydrates
// without comparing attributes, so a server render by React would leave React's ids in the DOM under Preact's).
// Like React's `prerender`, renderToStringAsync resolves every Suspense boundary before the first byte. Unlike React,
// an error thrown while rendering is not confined to its Suspense boundary: the whole render fails, and the server
// then sends the page with an empty #root (features/seo), as when the renderer fails.
import type { ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';

export async function prerender(
  element: ReactNode,
  options: { onError?: (error: unknown) => void; progressiveChunkSize?: number } = {},
): Promise<{ prelude: ReadableStream<Uint8Array> }> {
  try {
    const html = await renderToStringAsync(element as Parameters<typeof renderToStringAsync>[0]);
    return { prelude: new Response(html).body! };
  } catch (error) {
    options.onError?.(error);
    throw error;
  }
}
