import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * `lazy` for a component a module exports by name:
 * `lazyComponent(() => import('./PlayerModal').then((module) => module.PlayerModal))`. The `import()` is written at
 * the call, so the bundler still gives that module a chunk of its own.
 */
export function lazyComponent<Props>(load: () => Promise<ComponentType<Props>>): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: await load() }));
}
