import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // 'source' reads packages/shared from its TypeScript; Vite's own conditions stay, or packages
  // resolve to their Node builds (emotion's CommonJS, stylis' UMD) instead of the browser ones.
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/check-bundle.mjs reads it to hold the login budget and the lazy screens (docs/decisions/0016-web-budget.md).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
});
