import type { ReactNode } from 'react';

const RENDERER = Symbol.for('astro:renderer');

/**
 * Tags a component as React's, the way Astro looks for (`Symbol.for('astro:renderer')`), so the
 * build renders the island once; an untagged component is rendered an extra time by the React
 * renderer's `check` to find out whose it is, which doubles the server cost of every island.
 */
export function reactIsland<P>(component: (props: P) => ReactNode): (props: P) => ReactNode {
  (component as unknown as Record<symbol, string>)[RENDERER] = '@astrojs/react';
  return component;
}
