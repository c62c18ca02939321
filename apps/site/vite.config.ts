import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Workspace packages resolve to source; the API runs on the server (pnpm --filter @petverse/server dev).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { conditions: ['@petverse/source', 'browser', 'module', 'import', 'default'] },
  // The prerender build (`vite build --ssr src/entry-server.tsx`, see scripts/prerender.mjs)
  // bundles every dependency, so styled-components is its ES build and one copy serves the
  // pages and their ServerStyleSheet.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@petverse/source', 'module', 'node', 'import', 'default'] },
  },
  // Prerendered pages and the browser's hydration show the same copyright year.
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
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
        codeSplitting: {
          groups: [
            // The registration forms' rules (yup, react-hook-form): one shared lazy chunk, never in
            // the first load.
            {
              name: 'form-rules',
              test: /node_modules[\\/](yup|react-hook-form|@hookform|property-expr|tiny-case|toposort)[\\/]/,
              // Only these packages: React stays in the entry, where every page already has it.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
