import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The provider portal (issue 52): its own build, served by the server under /pro. Phone first.
 * Nothing of it is in the pet-parent site's or the back office's bundles; the calendar
 * (FullCalendar) is in the bookings page's chunk only.
 */
export default defineConfig(({ isSsrBuild }) => ({
  base: '/pro/',
  plugins: [react()],
  resolve: { conditions: ['@petverse/source', 'browser', 'module', 'import', 'default'] },
  ssr: {
    noExternal: true,
    resolve: { conditions: ['@petverse/source', 'module', 'node', 'import', 'default'] },
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  server: { port: 5175, proxy: { '/api': 'http://localhost:3000' } },
  build: {
    target: 'es2022',
    copyPublicDir: !isSsrBuild,
    sourcemap: true,
    manifest: true,
    reportCompressedSize: false,
  },
}));
