import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The back office (issue 31): its own build, served by the server under /admin. Nothing of it
 * is in the pet-parent site's bundles (bench/size.mjs checks), and TanStack Table and recharts
 * stay here. recharts is drawn only on the dashboard, in a chunk of its own (a lazy import).
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/admin/',
  plugins: [react()],
  resolve: { conditions: ['@petverse/source', 'browser', 'module', 'import', 'default'] },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@petverse/source', 'module', 'node', 'import', 'default'] },
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { port: 5174, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
  },
}));
