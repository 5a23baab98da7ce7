import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

const fromRepo = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API the dev server forwards /api to (scripts/dev.ts starts it on this port). */
export const DEV_API_ORIGIN = 'http://127.0.0.1:3001';

export default defineConfig({
  root: fromRepo('./src/web'),
  plugins: [
    react(),
    tailwindcss(),
    // Brotli and gzip files next to each asset, served as they are by @fastify/static (preCompressed).
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    // The app shell's service worker (DECISIONS 'Offline'): precaches the built shell only; pages
    // open offline from index.html, never /api/ or /auth/, and no API reply is cached by it.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      manifest: false,
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/auth(\/|$)/],
        runtimeCaching: [],
        cleanupOutdatedCaches: true,
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      },
    }),
  ],
  build: {
    outDir: fromRepo('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // .vite/manifest.json: what each page loads (bench/bundle-size.ts sums it).
    manifest: true,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: DEV_API_ORIGIN } },
  },
  preview: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: DEV_API_ORIGIN } },
  },
});
