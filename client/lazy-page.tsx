import { lazy, type ComponentType } from 'react';

/**
 * A route's page, loaded as its own chunk. `preload()` is awaited before
 * server rendering and before hydration, so the first render never suspends
 * (and hydration never falls back); later navigations suspend on `Lazy`.
 */
export interface LazyPage {
  /** The page module's file name: the build maps it to its chunk. */
  id: string;
  preload(): Promise<void>;
  Component: ComponentType;
  /** True once the chunk has loaded (always, for the page being server-rendered or hydrated). */
  isLoaded(): boolean;
}

export function lazyPage(id: string, load: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module.default;
    }));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Component() {
    const Page = loaded ?? Lazy;
    return <Page />;
  }
  Component.displayName = `Page(${id})`;
  return { id, preload, Component, isLoaded: () => loaded !== undefined };
}
