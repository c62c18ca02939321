import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Workspace packages resolve to source; the API runs on the server (pnpm --filter @petverse/server dev).
export default defineConfig({
  plugins: [react()],
  resolve: { conditions: ['@petverse/source', 'browser', 'module', 'import', 'default'] },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
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
});
