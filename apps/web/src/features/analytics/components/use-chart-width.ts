import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width, in CSS pixels, of the element the ref is on, kept up to date. The charts draw at the size they are
 * shown rather than in a fixed viewBox scaled to fit: scaled, their 12 px labels shrank to 6 px on a 390 px screen.
 * undefined until measured (before the first paint, so nothing is drawn at a wrong size).
 */
export function useChartWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number>();
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setWidth(Math.floor(element.getBoundingClientRect().width));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}
