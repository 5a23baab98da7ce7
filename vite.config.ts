import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRepo = (relative: string) => fileURLToPath(new URL(relative, import.meta.url));

/** The API the dev server forwards /api to (scripts/dev.ts starts it on this port). */
export const DEV_API_ORIGIN = 'http://127.0.0.1:3001';

export default defineConfig({
  root: fromRepo('./src/web'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRepo('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
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
