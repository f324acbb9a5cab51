import { useEffect, useState, type MouseEvent } from 'react';
import { buttonClasses } from '../../../components/button.tsx';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion.ts';

/**
 * Small screens put the apply area after the whole description; this bar keeps the way to it on screen (at 390 px the
 * apply button is reachable without scrolling past the description). It takes the visitor — and the focus — to the
 * apply area, and steps aside while that area is in view. Wide screens have the area beside the text. It is a link
 * to the area, so a tap before the page comes alive (a slow network) still gets there.
 */
export function StickyApplyBar({ targetId, jobTitle }: { targetId: string; jobTitle: string }) {
  const reducedMotion = usePrefersReducedMotion();
  const [targetInView, setTargetInView] = useState(false);

  useEffect(() => {
    const target = document.getElementById(targetId);
    if (!target) return;
    const observer = new IntersectionObserver(([entry]) => setTargetInView(entry?.isIntersecting ?? false), {
      threshold: 0.15,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [targetId]);

  const goToApply = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  if (targetInView) return null;
  return (
    <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur lg:hidden">
      <div className="mx-auto flex max-w-6xl items-center gap-3">
        <p className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">{jobTitle}</p>
        <a href={`#${targetId}`} onClick={goToApply} className={`${buttonClasses()} shrink-0`}>
          Apply<span className="sr-only"> for {jobTitle}: go to the apply section</span>
        </a>
      </div>
    </div>
  );
}
