import { useState } from 'react';
import { usePrefersReducedMotion } from '../../../lib/use-reduced-motion.ts';
import { globeRegions, popupPosition, popupText } from '../utils/globe-regions.ts';
import { useRegionPopups } from './use-region-popups.ts';

const centre = 200;

/** A small briefcase drawn at (x, y); counter-rotates so it stays upright while its orbit turns. */
function OrbitingJob({ x, y, reverse = false }: { x: number; y: number; reverse?: boolean }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g className={reverse ? 'globe-counter-spin-reverse' : 'globe-counter-spin'}>
        <circle r="15" fill="#ffffff" stroke="#c7d2fe" strokeWidth="1.5" />
        <rect x="-7" y="-4" width="14" height="10" rx="2" fill="none" stroke="#4f46e5" strokeWidth="1.8" />
        <path d="M-3 -4v-2.5h6V-4" fill="none" stroke="#4f46e5" strokeWidth="1.8" />
      </g>
    </g>
  );
}

/** Job icons spaced around a circle of `radius`. */
const orbitPoints = (radius: number, count: number, offsetDeg: number) =>
  Array.from({ length: count }, (_, i) => {
    const angle = ((offsetDeg + (360 / count) * i) * Math.PI) / 180;
    return { x: centre + radius * Math.cos(angle), y: centre + radius * Math.sin(angle) };
  });

/**
 * The home globe (spec "Home"): six regional markers, job icons orbiting, and now and then a pop-up with the
 * real number of jobs for a region, shown 6 seconds. A pause button stops all of it (WCAG 2.2.2); with
 * reduced motion it starts paused. The drawing is one image to assistive technology.
 */
export function GlobeAnimation() {
  const reducedMotion = usePrefersReducedMotion();
  const [playChoice, setPlayChoice] = useState<boolean | null>(null);
  const playing = playChoice ?? !reducedMotion;
  const popup = useRegionPopups(playing);
  const popupRegion = popup ? globeRegions.find((region) => region.name === popup.region) : undefined;

  return (
    <figure className="relative mx-auto w-full max-w-md">
      <div className={`relative aspect-square ${playing ? '' : 'globe-paused'}`}>
        <svg
          viewBox="0 0 400 400"
          role="img"
          aria-label="Globe with job markers in North America, Europe, Africa, Asia, Australia and South America"
          className="h-full w-full"
        >
          <defs>
            <radialGradient id="globe-fill" cx="38%" cy="32%" r="75%">
              <stop offset="0%" stopColor="#eef2ff" />
              <stop offset="55%" stopColor="#a5b4fc" />
              <stop offset="100%" stopColor="#4338ca" />
            </radialGradient>
          </defs>

          <circle
            cx={centre}
            cy={centre}
            r="186"
            fill="none"
            stroke="#c7d2fe"
            strokeWidth="1.5"
            strokeDasharray="4 8"
          />
          <circle cx={centre} cy={centre} r="172" fill="none" stroke="#e0e7ff" strokeWidth="1" />

          <circle cx={centre} cy={centre} r="140" fill="url(#globe-fill)" />
          <g fill="none" stroke="#ffffff" strokeOpacity="0.35" strokeWidth="1.2">
            <ellipse cx={centre} cy={centre} rx="140" ry="46" />
            <ellipse cx={centre} cy={centre} rx="140" ry="96" />
            <line x1="60" y1={centre} x2="340" y2={centre} />
            <ellipse cx={centre} cy={centre} rx="46" ry="140" />
            <ellipse cx={centre} cy={centre} rx="96" ry="140" />
            <line x1={centre} y1="60" x2={centre} y2="340" />
          </g>

          {globeRegions.map((region) => (
            <g key={region.name}>
              <circle
                cx={region.x}
                cy={region.y}
                r="14"
                fill="#f59e0b"
                className={
                  popup?.region === region.name ? 'globe-marker-pulse globe-marker-active' : 'globe-marker-pulse'
                }
              />
              <circle cx={region.x} cy={region.y} r="6.5" fill="#f59e0b" stroke="#ffffff" strokeWidth="2" />
            </g>
          ))}

          <g className="globe-spin">
            {orbitPoints(186, 3, -90).map((point) => (
              <OrbitingJob key={`${point.x}-${point.y}`} x={point.x} y={point.y} />
            ))}
          </g>
          <g className="globe-spin-reverse">
            {orbitPoints(172, 2, 30).map((point) => (
              <OrbitingJob key={`${point.x}-${point.y}`} x={point.x} y={point.y} reverse />
            ))}
          </g>
        </svg>

        {popup && popupRegion && (
          <p
            aria-hidden="true"
            style={popupPosition(popupRegion)}
            className="globe-popup absolute -translate-x-1/2 rounded-full bg-slate-900 px-3 py-1.5 text-xs font-semibold whitespace-nowrap text-white shadow-lg"
          >
            {popupText(popup.region, popup.count)}
          </p>
        )}
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-center gap-3 text-center text-xs text-slate-500">
        <span>Pop-up counts are live jobs whose location mentions the region.</span>
        <button
          type="button"
          onClick={() => setPlayChoice(!playing)}
          className="rounded-md px-2 py-1 font-semibold text-brand-700 ring-1 ring-brand-100 hover:bg-brand-50"
        >
          {playing ? 'Pause animation' : 'Play animation'}
        </button>
      </figcaption>
    </figure>
  );
}
