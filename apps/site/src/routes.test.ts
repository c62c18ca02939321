import { isValidElement } from 'react';
import { createRoutesFromElements, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { firstRoutes, moreRoutes } from './routes';

/** The route elements that are part of the entry, not pages of their own chunk. */
const IN_THE_ENTRY = new Set([
  'AppLayout',
  'AfterHydration',
  'RequireAuth',
  'Navigate',
  'MoreRoutes',
]);

const everyRoute = (routes: RouteObject[]): RouteObject[] =>
  routes.flatMap((route) => [route, ...everyRoute(route.children ?? [])]);

describe('the route tables', () => {
  it('load every page before hydration: each is a lazyPage, never a bare React.lazy', () => {
    const elements = everyRoute([
      ...createRoutesFromElements(firstRoutes),
      ...createRoutesFromElements(moreRoutes),
    ]).flatMap(({ element }) => (isValidElement(element) ? [element.type] : []));
    // A React.lazy component is an object without a name; a lazyPage is a function with preload.
    const late = elements.filter(
      (type) =>
        typeof type !== 'string' &&
        !('preload' in (type as object)) &&
        !IN_THE_ENTRY.has((type as { name?: string }).name ?? ''),
    );
    expect(late.map((type) => (type as { name?: string }).name ?? 'a React.lazy page')).toEqual([]);
  });
});
