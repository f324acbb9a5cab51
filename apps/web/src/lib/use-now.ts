import { createContext, useContext, useEffect, useState } from 'react';

/**
 * The moment a server-rendered page was drawn (entry-server.tsx), while it is being hydrated: the browser's first
 * pass must show the times it showed ("Today", "29 days remaining"), or React finds text that does not match; the
 * page may have been kept a while (features/seo/page-cache.ts). Null once hydrated, and in a page drawn in the browser.
 */
export const RenderedAtContext = createContext<RenderedMoment>({ at: () => null, forget: () => undefined });

export interface RenderedMoment {
  at: () => Date | null;
  /** Called once hydrated: screens drawn later start from the present. */
  forget: () => void;
}

export function renderedMoment(at: Date | null): RenderedMoment {
  let moment = at;
  return {
    at: () => moment,
    forget: () => {
      moment = null;
    },
  };
}

/** The current time, refreshed every `intervalMs` so "Today" or "3 days remaining" do not go stale. */
export function useNow(intervalMs = 60_000): Date {
  const renderedAt = useContext(RenderedAtContext).at();
  const [now, setNow] = useState(() => renderedAt ?? new Date());
  const [drawnAsRendered] = useState(renderedAt !== null);
  useEffect(() => {
    const tick = () => setNow(new Date());
    // Hydrated with the server's moment: today's right after.
    const catchUp = drawnAsRendered ? setTimeout(tick, 0) : undefined;
    const timer = setInterval(tick, intervalMs);
    return () => {
      clearTimeout(catchUp);
      clearInterval(timer);
    };
  }, [intervalMs, drawnAsRendered]);
  return now;
}
