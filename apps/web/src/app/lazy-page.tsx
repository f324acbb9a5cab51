import { use, type ComponentType, type ReactElement } from 'react';

export interface LazyPage<P extends object = object> {
  /** Props given where it is rendered join (and win over) those given to `lazyPage`. */
  (ownProps: Partial<P>): ReactElement;
  /** Loads the screen's chunk (once); from then on the screen renders at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * A screen in its own chunk: `lazyPage(() => import('…/x-page.tsx'), 'XPage')`. Like React.lazy, it suspends (the
 * layout's spinner) until the chunk arrives; unlike it, a screen whose chunk was preloaded renders in the very first
 * pass — so a page served with its first screen already drawn (main.tsx) is never replaced by a spinner.
 */
export function lazyPage<K extends string, P extends object = object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
  /** Props the screen always gets: the pieces other features add to it (the jobs page's alert panel). */
  props?: P,
): LazyPage<P> {
  let Page: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        Page = module[name];
      },
      (error: unknown) => {
        // A chunk that failed (offline, replaced by a deploy) is fetched again next time the screen is opened.
        loading = undefined;
        throw error;
      },
    ));
  function Lazy(ownProps: Partial<P>) {
    if (!Page) use(preload());
    const Loaded = Page as ComponentType<P>;
    return <Loaded {...(props as P)} {...(ownProps as P)} />;
  }
  Lazy.displayName = `Lazy(${name})`;
  return Object.assign(Lazy, { preload });
}
