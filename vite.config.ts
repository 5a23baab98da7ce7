import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compression } from 'vite-plugin-compression2';

const fromRepo = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API the dev server forwards /api to (scripts/dev.ts starts it on this port). */
export const DEV_API_ORIGIN = 'http://127.0.0.1:3001';

/** Marks the links preloadStart adds (scripts/prerender-landing.ts takes them out of the landing page). */
const PRELOAD_MARK = 'data-preload-start';

/**
 * index.html names the app's start-up code (each of `entries` and every chunk it imports
 * statically) as modulepreload links, so a phone fetches it while it reads the page rather than
 * after app/main.tsx has run and asked for it (issue 17: Largest Contentful Paint on a slow network).
 */
function preloadStart(entries: readonly string[]): Plugin {
  return {
    name: 'sitedockets:preload-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk' ? [[item.fileName, item] as const] : [],
          ),
        );
        const files = new Set<string>();
        const visit = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
        };
        for (const entry of entries) {
          const start = [...chunks.values()].find((chunk) => chunk.facadeModuleId?.endsWith(entry));
          if (!start) throw new Error(`preload-start: no chunk is built from ${entry}`);
          visit(start.fileName);
        }
        // Vite's own links (the entry's imports) are not repeated.
        const more = [...files].filter((file) => !html.includes(`/${file}"`));
        return more.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, [PRELOAD_MARK]: true },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

export default defineConfig({
  root: fromRepo('./src/web'),
  plugins: [
    react(),
    tailwindcss(),
    // The app's start-up chunks as modulepreload links in index.html (not the landing page's), and
    // the small chunk that starts the page's own chunks beside them (app/preload-route.ts).
    preloadStart(['app/start-app.tsx', 'app/preload-route.ts']),
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
    // Rolldown splits code shared by different sets of lazy pages into its own chunk, which left a
    // worker's /entries with 67 files, most under 1 KB: over HTTP/1.1's six connections a phone waits
    // for each round trip. Common chunks under 8 KB (before minifying) are copied into the chunks that
    // use them instead (/entries: 25 files, about the same bytes; issue 17, docs/performance.md).
    // React (three chunks before) and react-query (four, as the pages used its parts) are one file
    // each: /entries 22 → 17 files. The landing page imports no react-query (lib/api-call.ts).
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 8192 },
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 1 },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
          ],
        },
      },
    },
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
