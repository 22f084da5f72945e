// The agency app's build (web/dist, served by the API at /app) and dev server (`npm run web:dev`),
// which proxies the API and the app's own routes to a service on PORT (default 3000).
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const target = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

export default defineConfig({
  root: import.meta.dirname,
  base: '/app/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true, assetsDir: 'assets' },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: { '/v1': target, '/app/api': target },
  },
});
