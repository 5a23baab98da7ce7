// The house in numbers (docs/architecture.md): which server areas import which, imports that run up
// from the lower floors into modules/, and whether each area has the same name in the three rooms.
// Usage: node scripts/architecture-counts.mjs [--json]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const root = resolve(import.meta.dirname, '..');
const modulesDir = join(root, 'src/server/modules');
const featuresDir = join(root, 'src/web/features');
const sharedDir = join(root, 'src/shared');

const folders = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) yield path;
  }
}

/** Relative imports of a file, resolved to paths (type-only imports count: they are still a dependency). */
const importsOf = (file) =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map(
    (match) => resolve(dirname(file), match[1]),
  );

/** The area folder a path sits in under base, or null (a file directly in base, like the registry, has none). */
const areaOf = (path, base) => {
  const rel = relative(base, path);
  const parts = rel.split('/');
  return rel.startsWith('..') || parts.length < 2 ? null : parts[0];
};

/** Import circles among files (type-only imports included), by Tarjan's strongly connected components. */
function circles(dirs) {
  const files = dirs.flatMap((dir) => [...sourceFiles(join(root, dir))]);
  const known = new Set(files);
  const withExtension = (path) =>
    [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`].find((p) => known.has(p));
  const edges = new Map(files.map((file) => [file, importsOf(file).map(withExtension).filter(Boolean)]));
  let next = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of edges.get(file)) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(relative(root, member));
    } while (member !== file);
    if (component.length > 1) found.push(component.sort());
  };
  for (const file of files) if (!index.has(file)) visit(file);
  return found;
}

/** The counts of docs/architecture.md; tests/foundation/architecture.test.ts keeps them. */
export function architectureReport() {
  const serverAreas = folders(modulesDir);
  const pairs = new Set();
  for (const file of sourceFiles(modulesDir)) {
    const from = areaOf(file, modulesDir);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = areaOf(target, modulesDir);
      if (to && to !== from && serverAreas.includes(to)) pairs.add(`${from} → ${to}`);
    }
  }

  /**
   * What assembles the areas (the process, the app, the PDF thread's entry, the demo seed, a company's
   * whole export) may import them.
   */
  const composers = [
    'src/server/export/',
    'src/server/app.ts',
    'src/server/main.ts',
    'src/server/pdf-worker.ts',
    'src/server/seed/',
  ];
  const upward = [];
  for (const file of sourceFiles(join(root, 'src/server'))) {
    const rel = relative(root, file);
    if (rel.startsWith('src/server/modules/') || composers.some((composer) => rel.startsWith(composer)))
      continue;
    for (const target of importsOf(file)) {
      if (areaOf(target, modulesDir) && serverAreas.includes(areaOf(target, modulesDir)))
        upward.push(`${rel} → ${relative(root, target)}`);
    }
  }

  /** src/shared's kernel, below every area: the route contract and the field rules. */
  const KERNEL = ['api', 'schemas'];
  const webAreas = folders(featuresDir);
  const sharedAreas = folders(sharedDir).filter((name) => !KERNEL.includes(name));
  const all = [...new Set([...serverAreas, ...webAreas, ...sharedAreas])].sort();
  const rooms = all.map((area) => ({
    area,
    shared: sharedAreas.includes(area),
    server: serverAreas.includes(area),
    web: webAreas.includes(area),
  }));

  return {
    serverAreas: serverAreas.length,
    webFeatures: webAreas.length,
    sharedAreas: sharedAreas.length,
    crossModulePairs: pairs.size,
    pairs: [...pairs].sort(),
    upwardImports: upward,
    circles: circles(['src', 'simulators'].filter((dir) => existsSync(join(root, dir)))),
    rooms,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = architectureReport();
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    console.log(
      `server areas ${report.serverAreas}, web features ${report.webFeatures}, shared areas ${report.sharedAreas}`,
    );
    console.log(`server cross-module pairs: ${report.crossModulePairs}`);
    for (const pair of report.pairs) console.log(`  ${pair}`);
    console.log(`upward imports into modules/: ${report.upwardImports.length}`);
    for (const line of report.upwardImports) console.log(`  ${line}`);
    console.log(`import circles: ${report.circles.length}`);
    for (const circle of report.circles) console.log(`  ${circle.join(' ↔ ')}`);
    console.log('area            shared server web');
    for (const row of report.rooms)
      console.log(
        `${row.area.padEnd(16)}${(row.shared ? 'yes' : '-').padEnd(7)}${(row.server ? 'yes' : '-').padEnd(7)}${row.web ? 'yes' : '-'}`,
      );
  }
}
