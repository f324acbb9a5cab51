import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router';

const storageKey = 'scroll-positions';
/** How long a restored position is retried while the page's data arrives and makes it tall enough. */
const restoreForMs = 1500;

/**
 * A page loaded from the address bar has the key 'default' whatever its URL; keyed by its address instead, so a
 * fresh load does not inherit the previous document's scroll offset (a reload still restores its own).
 */
const positionKey = (location: Location): string =>
  location.key === 'default' ? `${location.pathname}${location.search}` : location.key;

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(storageKey) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * What the data router's <ScrollRestoration> did, for <BrowserRouter>: a new page starts at its top (or at its
 * #fragment), back/forward returns to where that entry was left. Positions are noted as the page scrolls (there
 * is no "before navigation" moment here) and kept in sessionStorage across reloads.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Record<string, number> | null>(null);
  const currentKey = useRef('');

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    positions.current ??= readPositions();
    const note = () => {
      if (positions.current && currentKey.current) positions.current[currentKey.current] = window.scrollY;
    };
    const persist = () => {
      try {
        window.sessionStorage.setItem(storageKey, JSON.stringify(positions.current ?? {}));
      } catch {
        // Without storage, positions last until the tab reloads.
      }
    };
    window.addEventListener('scroll', note, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', note);
      window.removeEventListener('pagehide', persist);
    };
  }, []);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    const key = positionKey(location);
    currentKey.current = key;
    const saved = navigationType === 'POP' ? positions.current[key] : undefined;
    if (saved === undefined) {
      const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
      if (target) target.scrollIntoView();
      else window.scrollTo(0, 0);
      return;
    }
    // The page may still be a spinner: retry until it is tall enough, the time is up, or the user scrolls away.
    const until = performance.now() + restoreForMs;
    let frame = 0;
    const restore = () => {
      window.scrollTo(0, saved);
      if (Math.abs(window.scrollY - saved) > 1 && performance.now() < until) frame = requestAnimationFrame(restore);
    };
    restore();
    const stop = () => cancelAnimationFrame(frame);
    window.addEventListener('wheel', stop, { passive: true, once: true });
    window.addEventListener('touchstart', stop, { passive: true, once: true });
    window.addEventListener('keydown', stop, { once: true });
    return () => {
      stop();
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [location, navigationType]);
}
