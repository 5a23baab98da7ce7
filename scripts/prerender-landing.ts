/**
 * The landing page's HTML, made at build time (issue 17: Largest Contentful Paint on a cheap phone).
 * `/` is the marketing page; rendered here, its text shows as soon as the HTML and the style sheet
 * arrive, and app/start-landing.tsx hydrates it when its script has run, instead of drawing it from
 * nothing. Writes dist/web/landing.html (with .br and .gz beside it, as the build does for every
 * file) from the built index.html; the server sends it for `/` (server/http/web-app.ts).
 *
 * Run by `npm run build:web` after `vite build`, with the web's compiler settings:
 * `tsx --tsconfig tsconfig.web.json scripts/prerender-landing.ts [dist/web]`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createElement, StrictMode, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

/** The empty root element of src/web/index.html, filled here. */
const ROOT_ELEMENT = '<div id="root"></div>';
/** The mark of the app's start-up preloads in index.html (preloadStart in vite.config.ts). */
const PRELOAD_MARK = 'data-preload-start';
const LANDING_FILE = 'landing.html';

/**
 * The built index.html with the landing page's markup inside its root element, without the app's
 * start-up preloads (vite.config.ts): the landing page starts without the app.
 */
function landingHtml(indexHtml: string, markup: string): string {
  if (!indexHtml.includes(ROOT_ELEMENT)) throw new Error(`index.html has no ${ROOT_ELEMENT} to fill`);
  const withoutApp = indexHtml.replace(new RegExp(`\\s*<link [^>]*${PRELOAD_MARK}[^>]*>`, 'g'), '');
  return withoutApp.replace(ROOT_ELEMENT, `<div id="root">${markup}</div>`);
}

/**
 * The page's module, by a path the server's type check does not follow (it has no JSX or DOM
 * settings); tsx compiles it with the web's (tsconfig.web.json type-checks it).
 */
const LANDING_MODULE = '../src/web/app/landing/landing-page.tsx';
const { default: LandingPage } = (await import(LANDING_MODULE)) as {
  default: ComponentType<{ standalone?: boolean }>;
};

const dist = process.argv[2] ?? 'dist/web';
const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
// The same tree app/start-landing.tsx hydrates.
const markup = renderToString(
  createElement(StrictMode, null, createElement(LandingPage, { standalone: true })),
);
const page = landingHtml(indexHtml, markup);
const file = path.join(dist, LANDING_FILE);
fs.writeFileSync(file, page);
fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(page));
fs.writeFileSync(`${file}.gz`, zlib.gzipSync(page, { level: 9 }));
console.log(
  `${LANDING_FILE}: ${(page.length / 1024).toFixed(1)} KB (${(zlib.gzipSync(page).length / 1024).toFixed(1)} KB gzip)`,
);
