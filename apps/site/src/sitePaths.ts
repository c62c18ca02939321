import { createRoutesFromElements, type RouteObject } from 'react-router-dom';
import { firstRoutes, moreRoutes } from './routes';

/**
 * Every address pattern of the site's pages ('/', '/pet-product-page/:id', '/auth/profile/pets'),
 * read from its route tables (src/routes.tsx): the build writes them to dist/site-routes.json and
 * the server answers 404, with the Not found page, for any address none of them matches. A new
 * page is a new route, so the list cannot forget it. Each page's Hindi address (`/hi/…`) is one.
 */
export function sitePaths(): string[] {
  const paths = new Set<string>();
  // The first table's `*` hands every other address to the second; the second's answers Not found.
  const walk = (routes: RouteObject[], base: string, first: boolean) => {
    for (const route of routes) {
      if (route.path === '*') {
        if (first) walk(createRoutesFromElements(moreRoutes), base, false);
        continue;
      }
      const here = route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
      if (route.index || (route.path && !route.children?.length)) paths.add(here);
      if (route.children) walk(route.children, here, first);
    }
  };
  walk(createRoutesFromElements(firstRoutes), '/', true);
  // Every page in Hindi too, under /hi (ADR 027).
  return [...paths].flatMap((path) => [path, path === '/' ? '/hi' : `/hi${path}`]);
}
