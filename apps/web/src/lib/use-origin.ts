import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * The site's origin ('https://…'). A page the server rendered has none in its markup, so hydration draws '' as the
 * server did, then the page re-renders with the browser's.
 */
export const useOrigin = (): string =>
  useSyncExternalStore(
    unchanging,
    () => window.location.origin,
    () => '',
  );
