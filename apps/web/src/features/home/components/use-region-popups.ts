import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { regionJobCountQuery } from '../api/home-api.ts';
import { firstPopupDelayMs, globeRegions, popupGapMs, popupMs } from '../utils/globe-regions.ts';

export interface RegionPopup {
  region: string;
  count: number;
}

/**
 * Cycles the globe pop-ups while `playing`: each region in turn shows its real job count for 6 seconds. A
 * region's count is fetched the first time it comes up and cached; regions without jobs (or whose count could
 * not be read) are skipped, and when none has jobs no pop-up shows.
 */
export function useRegionPopups(playing: boolean): RegionPopup | null {
  const queryClient = useQueryClient();
  const [popup, setPopup] = useState<RegionPopup | null>(null);
  const nextIndex = useRef(0);

  useEffect(() => {
    if (!playing) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const showNext = async () => {
      for (let tries = 0; tries < globeRegions.length; tries += 1) {
        const region = globeRegions[nextIndex.current % globeRegions.length]!;
        nextIndex.current += 1;
        const count = await queryClient.fetchQuery(regionJobCountQuery(region.keyword)).catch(() => 0);
        if (cancelled) return;
        if (count > 0) {
          setPopup({ region: region.name, count });
          timer = setTimeout(() => {
            setPopup(null);
            timer = setTimeout(() => void showNext(), popupGapMs);
          }, popupMs);
          return;
        }
      }
    };

    timer = setTimeout(() => void showNext(), firstPopupDelayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
      setPopup(null);
    };
  }, [playing, queryClient]);

  return popup;
}
