import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The dev server proxies the API to a running `pnpm --filter @mafia/server start` (port 3000).
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/trpc': { target: 'http://localhost:3000', changeOrigin: false } } },
  build: { target: 'es2022', sourcemap: false, chunkSizeWarningLimit: 400 },
});
