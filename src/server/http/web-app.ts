import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { isApiPath, pathOf } from './api-path';

/** The landing page with its HTML made at build time (scripts/prerender-landing.ts). */
const LANDING_FILE = 'landing.html';

/**
 * Serves the built React app from one folder: hashed assets cached for a year, and index.html for
 * every other browser path (the client router decides what it shows, 'Page Not Found' included),
 * revalidated on every load (no-cache) so a new build is never hidden behind a stale page. `/` gets
 * the prerendered landing page when the build made one (issue 17: its text shows before any script
 * runs). Files the build compressed (.br, .gz beside them, vite.config.ts) go compressed to a
 * browser that accepts it. API paths that match no route answer a JSON 404.
 */
export async function installWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const hasBuild = fs.existsSync(indexFile);
  const hasLanding = fs.existsSync(path.join(webDist, LANDING_FILE));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = pathOf(request.url);
    if (isApiPath(url) || !['GET', 'HEAD'].includes(request.method) || !hasBuild) {
      throw notFound(hasBuild || url.startsWith('/api') ? 'Route' : 'Web build (run npm run build:web)');
    }
    const page = url === '/' && hasLanding ? LANDING_FILE : 'index.html';
    return reply.header('cache-control', 'no-cache').sendFile(page);
  });
}
