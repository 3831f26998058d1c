import { lazy, type ComponentType } from 'react';
import type { PageMeta } from './meta/page-meta';
import type { MetaBuilder, RouteContext } from './routes';

export interface PageModule {
  default: ComponentType;
  meta: MetaBuilder;
}

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
  /** The page's metadata (from its module, once loaded). */
  meta(ctx: RouteContext): PageMeta;
}

export function lazyPage(id: string, load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      loaded = module;
    }));
  const Lazy = lazy(() => preload().then(() => loaded!));
  function Component() {
    const Page = loaded?.default ?? Lazy;
    return <Page />;
  }
  Component.displayName = `Page(${id})`;
  const meta = (ctx: RouteContext) => {
    if (!loaded) throw new Error(`The ${id} chunk must be loaded before its metadata is read.`);
    return loaded.meta(ctx);
  };
  return { id, preload, Component, isLoaded: () => loaded !== undefined, meta };
}
