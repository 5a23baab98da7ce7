/**
 * What a page costs a phone to download: for each page, the JavaScript it loads on arrival (the
 * HTML entry, the route's lazy chunk and, for a signed-in page, the signed-in layout, each with
 * every chunk it imports statically), summed as the gzip and brotli sizes of the built files.
 * Reads dist/web/.vite/manifest.json (vite.config.ts sets build.manifest). Run on its own with
 * `npx tsx bench/bundle-size.ts [dist/web]` after `npm run build:web`; `npm run bench` prints it too.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
type Manifest = Record<string, ManifestChunk>;

/**
 * A page: its path and the manifest keys (source files) it loads besides the HTML entry: the start-up
 * module app/main.tsx picks for its path, and the route's lazy chunks.
 */
export type PageBundle = { path: string; chunks: readonly string[]; budgetKb?: number };

/** The pages issue 17 budgets: the landing page ≤ 90 KB of gzipped JavaScript, /entries ≤ 180 KB. */
export const PAGES: readonly PageBundle[] = [
  { path: '/', chunks: ['app/start-landing.tsx'], budgetKb: 90 },
  { path: '/login', chunks: ['app/start-app.tsx', 'features/auth/login-page.tsx'] },
  {
    path: '/entries',
    chunks: [
      'app/start-app.tsx',
      'app/layouts/signed-in-layout.tsx',
      'features/dockets/week/entries-week-page.tsx',
    ],
    budgetKb: 180,
  },
];

/** Before issue 17 every page started from the HTML entry alone (the app, with the route's chunk). */
export const PAGES_BEFORE: readonly PageBundle[] = [
  { path: '/', chunks: ['app/landing/landing-page.tsx'], budgetKb: 90 },
  { path: '/login', chunks: ['features/auth/login-page.tsx'] },
  {
    path: '/entries',
    chunks: ['app/layouts/signed-in-layout.tsx', 'features/dockets/week/entries-week-page.tsx'],
    budgetKb: 180,
  },
];

export type PageSize = {
  path: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  brotliKb: number;
  cssGzipKb: number;
  budgetKb?: number;
};

const kb = (bytes: number) => bytes / 1024;

/** The gzip and brotli sizes of one built file: its .gz/.br sibling when the build made one (else made here). */
function sizes(dist: string, file: string) {
  const full = path.join(dist, file);
  const raw = fs.readFileSync(full);
  const sibling = (ext: string, make: () => Buffer) =>
    fs.existsSync(full + ext) ? fs.statSync(full + ext).size : make().length;
  return {
    raw: raw.length,
    gzip: sibling('.gz', () => zlib.gzipSync(raw, { level: 9 })),
    brotli: sibling('.br', () => zlib.brotliCompressSync(raw)),
  };
}

/** The entry (index.html's script) and the given chunks, each with its static imports, once each. */
function closure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (was it renamed?)`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

/** The pages of a build: one from before the landing page started on its own has no app/start-landing.tsx. */
export function pageSizes(dist = 'dist/web', given?: readonly PageBundle[]): PageSize[] {
  const manifestFile = path.join(dist, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile))
    throw new Error(`${manifestFile} is missing: run npm run build:web (build.manifest in vite.config.ts)`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const pages = given ?? (manifest['app/start-landing.tsx'] ? PAGES : PAGES_BEFORE);
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entry) throw new Error('the build manifest has no entry');
  return pages.map((page) => {
    const keys = closure(manifest, [entry, ...page.chunks]);
    let raw = 0;
    let gzip = 0;
    let brotli = 0;
    let cssGzip = 0;
    const css = new Set<string>();
    for (const key of keys) {
      const chunk = manifest[key]!;
      const size = sizes(dist, chunk.file);
      raw += size.raw;
      gzip += size.gzip;
      brotli += size.brotli;
      for (const file of chunk.css ?? []) css.add(file);
    }
    for (const file of css) cssGzip += sizes(dist, file).gzip;
    return {
      path: page.path,
      files: keys.size,
      rawKb: kb(raw),
      gzipKb: kb(gzip),
      brotliKb: kb(brotli),
      cssGzipKb: kb(cssGzip),
      budgetKb: page.budgetKb,
    };
  });
}

export function bundleLines(sizes: readonly PageSize[]): string {
  const head = 'page        JS files  JS raw KB  JS gzip KB  JS brotli KB  CSS gzip KB  budget (gzip JS)';
  const lines = sizes.map((s) =>
    [
      s.path.padEnd(10),
      String(s.files).padStart(10),
      s.rawKb.toFixed(1).padStart(10),
      s.gzipKb.toFixed(1).padStart(11),
      s.brotliKb.toFixed(1).padStart(13),
      s.cssGzipKb.toFixed(1).padStart(12),
      s.budgetKb === undefined ? '' : `  ≤ ${s.budgetKb} KB: ${s.gzipKb <= s.budgetKb ? 'within' : 'OVER'}`,
    ].join(''),
  );
  return [head, ...lines].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(bundleLines(pageSizes(process.argv[2] ?? 'dist/web')));
}
