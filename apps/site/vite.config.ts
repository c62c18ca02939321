import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * src/main.tsx imports React DOM with `import()`, so its modules are
 * evaluated in a task of their own, but they are part of every first load: index.html preloads
 * them (and what they import) beside the entry, as it does the entry's static imports. Without
 * this the browser would ask for them only once the entry has run.
 */
function shellPreloads(): Plugin {
  // React DOM's chunk, by its name; scripts/manifest.mjs finds the same chunk by its module
  // (react-dom/client.js) in the manifest.
  const LATER_STAGE = /^client$/;
  return {
    name: 'petverse-shell-preloads',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk }) {
        if (!bundle || !chunk) return [];
        const loaded = new Set<string>();
        const add = (file: string) => {
          const next = bundle[file];
          if (loaded.has(file) || next?.type !== 'chunk') return;
          loaded.add(file);
          next.imports.forEach(add);
        };
        add(chunk.fileName);
        const already = new Set(loaded);
        chunk.dynamicImports
          .filter((file) => LATER_STAGE.test(String(bundle[file]?.name)))
          .forEach(add);
        return [...loaded]
          .filter((file) => !already.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

/**
 * The chunks cut by name (Rolldown's `codeSplitting.groups`, declarative): each group below is one
 * chunk of the modules its `test` matches, and nothing else. Every other module is chunked by the
 * bundler's own rule: one chunk per page or part loaded with import(), and one shared chunk for
 * each set of those that import the same modules. No route that shows a form loads a group it
 * does not use (bench/size.mjs holds their budget).
 */
const GROUPS = [
  // What every page runs before React DOM (React, the JSX runtime, styled-components
  // with stylis and our theme, two dialog utilities, Vite's preload helper), one chunk
  // beside the entry: Rolldown made six of them (0.2–30 KB). Each module a page asks
  // for after its first paint costs the main thread a request and a task to receive it
  // (~3 ms and ~5 ms here, ×4 on Lighthouse's phone).
  {
    name: 'shell',
    test: (id: string) =>
      /node_modules[\\/](react|scheduler|styled-components|stylis)[\\/]|packages[\\/]ui[\\/]src[\\/](theme[\\/]|utils[\\/](deepActiveElement|useScrollLock)\.ts)|rolldown[\\/]runtime|vite[\\/]preload-helper/.test(
        id,
      ),
    includeDependenciesRecursively: false,
  },
  // The dialog (Modal) and the confirmation built on it, one chunk: every page that asks to
  // confirm also shows a dialog, and apart they were two requests of ~0.6 KB each.
  {
    name: 'dialogs',
    test: /packages[\\/]ui[\\/]src[\\/]components[\\/](Modal[\\/]Modal\.tsx|ConfirmDialog[\\/])/,
    includeDependenciesRecursively: false,
  },
  // A form's state (react-hook-form): one shared lazy chunk, never in the first load.
  {
    name: 'form-state',
    test: /node_modules[\\/]react-hook-form[\\/]/,
    // Only this package: React stays in the entry, where every page already has it.
    includeDependenciesRecursively: false,
  },
  // A form's rules (yup and its resolver): a lazy chunk of their own, which every form asks for
  // as the user starts on it (engine/lazyRules.ts in @petverse/forms).
  {
    name: 'form-rules',
    test: /node_modules[\\/](yup|@hookform|property-expr|tiny-case|toposort)[\\/]/,
    includeDependenciesRecursively: false,
  },
  // The form fields of @petverse/ui, one lazy chunk for every form: each was a chunk of
  // its own (0.3–1.1 KB), and a form loaded seven of them; together they are ~2.5 KB
  // smaller gzipped. Fields only: the card a form page sits in (FormCard) is not for the
  // forms shown in a dialog or inside a page (a pet's edit, a booking).
  {
    name: 'form-fields',
    test: /packages[\\/]ui[\\/]src[\\/](components[\\/](FormField|TextInput|TextArea|Select|RadioGroup|DateInput|TimeInput|FileInput)|utils[\\/]assignRef)/,
    includeDependenciesRecursively: false,
  },
  // The comboboxes (MultiSelect, SearchableSelect) with Downshift and what it imports, one chunk,
  // loaded with the forms that show one (ADR 019): never by a page without a combobox.
  {
    name: 'combobox',
    test: /node_modules[\\/](downshift|compute-scroll-into-view|prop-types|react-is|@babel[\\/]runtime)[\\/]|packages[\\/]ui[\\/]src[\\/]components[\\/](Combobox|MultiSelect|SearchableSelect)[\\/]/,
    includeDependenciesRecursively: false,
  },
  // What the product list (/pet-store) and the product page both show, one chunk: the product
  // cards and grid, prices, ratings, paging and the catalogue's data. Apart they were ten chunks
  // of 0.2–2.6 KB, each a request and a task on a phone. No form route uses any of them.
  {
    name: 'store',
    test: /packages[\\/]ui[\\/]src[\\/]components[\\/](ProductCard|ProductGrid|WishlistButton|PriceTag|Rating|Pagination)[\\/]|packages[\\/]api[\\/]src[\\/](contract[\\/](catalogue|stockNote)|resources[\\/]products)\.ts$|apps[\\/]site[\\/]src[\\/]pages[\\/](store[\\/]store\.styles|catalogue[\\/]CatalogueGrid)\.tsx?$/,
    includeDependenciesRecursively: false,
  },
  // The cart's data and controls, one chunk: what the product page's Add to Cart, the cart,
  // checkout and wishlist pages share. No form route uses any of them.
  {
    name: 'cart',
    test: /packages[\\/]ui[\\/]src[\\/]components[\\/]QuantityStepper[\\/]|packages[\\/]api[\\/]src[\\/](resources[\\/](cart|cartRules|cartKeys|usePendingLines|wishlist)|contract[\\/]delivery)\.ts$/,
    includeDependenciesRecursively: false,
  },
  // The site's page kit, one chunk: what nearly every page imports (its title, the forms'
  // loading state, the failure toast's words). Apart they were chunks of 0.2–0.4 KB each, a
  // request and an import's overhead apiece on every page.
  {
    name: 'page-kit',
    test: /apps[\\/]site[\\/]src[\\/]lib[\\/](usePageTitle|FormSuspense|notifyFailure)\.tsx?$/,
    includeDependenciesRecursively: false,
  },
  // The home page's own parts, one chunk: its hero, carousel, cards and texts.
  {
    name: 'home',
    test: /packages[\\/]ui[\\/]src[\\/](components[\\/](Carousel|TestimonialCard)[\\/]|utils[\\/]reducedMotion\.ts)|apps[\\/]site[\\/]src[\\/](pages[\\/]home[\\/](HomeHero|QuotesCarousel)|content[\\/]home)\.tsx?$/,
    includeDependenciesRecursively: false,
  },
];

/**
 * React Router's production build. Its package exports name only its development build (with
 * ENABLE_DEV_WARNINGS on: warnings computed on every render of the routes, and their text in the
 * bundle) whatever the mode (remix-run/react-router#14102); `dist/production` is the same code
 * with that switch off, so the warnings are left out of the bundle.
 */
function reactRouterProduction() {
  const fromRouterDom = createRequire(createRequire(import.meta.url).resolve('react-router-dom'));
  const dist = path.join(path.dirname(fromRouterDom.resolve('react-router')), '..', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
  ];
}

// Workspace packages resolve to source; the API runs on the server (pnpm --filter @petverse/server dev).
/**
 * Addresses the build takes from the environment that pages link to (README, "Configuration of
 * the site"): each must be a real https address, never a placeholder, or the build stops.
 */
function checkLinkSettings(env: NodeJS.ProcessEnv): void {
  for (const name of ['VITE_INSURER_URL', 'VITE_EXTERNAL_STORE_URL'] as const) {
    const value = env[name];
    if (!value) continue;
    let url: URL | undefined;
    try {
      url = new URL(value);
    } catch {
      url = undefined;
    }
    if (url?.protocol !== 'https:' || /(^|\.)example\.(com|org|net)$/.test(url.hostname))
      throw new Error(`${name} must be the https address of a real page, got ${value}`);
  }
}

export default defineConfig(({ isSsrBuild }) => {
  checkLinkSettings(process.env);
  return {
    plugins: [react(), shellPreloads()],
    resolve: {
      conditions: ['@petverse/source', 'browser', 'module', 'import', 'default'],
      alias: reactRouterProduction(),
    },
    // The prerender build (`vite build --ssr src/entry-server.tsx`, see scripts/prerender.mjs)
    // bundles every dependency, so styled-components is its ES build and one copy serves the
    // pages and their ServerStyleSheet.
    ssr: {
      noExternal: true,
      resolve: { conditions: ['@petverse/source', 'module', 'node', 'import', 'default'] },
    },
    define: {
      // Prerendered pages and the browser's hydration show the same copyright year.
      'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())),
      // The server bundle renders with React's production build, whatever NODE_ENV the build or
      // the server runs with (neither sets it), as the browser's bundle does: otherwise the
      // prerender and every page rendered on request ran React's development build.
      ...(isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {}),
    },
    server: { proxy: { '/api': 'http://localhost:3000' } },
    build: {
      target: 'es2022',
      // The server bundle needs none of public/: the server sends it from dist.
      copyPublicDir: !isSsrBuild,
      sourcemap: true,
      manifest: true,
      reportCompressedSize: false,
      rolldownOptions: {
        output: {
          // Non-ASCII characters in strings (₹, …, ’) escaped: V8 then keeps each script as
          // one-byte text instead of UTF-16, half the memory, and a Lighthouse trace no longer
          // spends ~70 ms on the main thread copying the entry's two-byte source (ADR 009).
          charset: 'ascii',
          // Chunks named by their hash alone, but for the shell chunk, which the page's HTML
          // names (lib/afterPaint.ts finds it by its name). Every import between chunks, and the
          // entry's table of what each page preloads, spells out the files it names: ~30
          // characters of text that hardly compresses, once per reference. Without the names a
          // route that shows a form is ~1.5–2 KB smaller gzipped (bench/HISTORY.md, eighth
          // session); the manifest (.vite/manifest.json) still names each chunk. Seven hash
          // characters (the fewest rolldown accepts for this many chunks) rather than eight:
          // those random characters are what compresses least.
          chunkFileNames: (chunk) =>
            chunk.name === 'shell' ? 'assets/[name]-[hash].js' : 'assets/[hash:7].js',
          codeSplitting: {
            groups: [...GROUPS],
          },
        },
      },
    },
  };
});
