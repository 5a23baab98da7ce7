import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js bite (issue 12 point 6). Each snippet is linted with the
 * project's own config at a path inside the repository that need not exist; what it imports does exist,
 * because an import the resolver cannot find is never reported by no-restricted-paths.
 */
const root = path.resolve(import.meta.dirname, '../..');
const featuresDir = path.join(root, 'src/web/features');
const restricted = 'import-x/no-restricted-paths';
const cycle = 'import-x/no-cycle';

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids reported for `code` placed at `file` (relative to the repository root). */
const ruleIds = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const messages = result?.messages ?? [];
  expect(messages.filter((message) => message.fatal)).toEqual([]);
  return messages.map((message) => message.ruleId ?? '');
};

const importing = (specifier: string) =>
  `import * as probe from '${specifier}';\nexport const used = probe;\n`;

/**
 * A real module of `feature` outside its public entry points (api.ts and api/), as the feature's other
 * files would import it: the first one found, in its own folder or a part's.
 */
const privateModuleOf = (feature: string): string => {
  const file = fs
    .readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' })
    .sort()
    .find(
      (name) =>
        /\.tsx?$/.test(name) && name !== 'api.ts' && !name.startsWith('api/') && !name.endsWith('.test.ts'),
    );
  if (!file) throw new Error(`features/${feature} has no module besides its api`);
  return file.replace(/\.tsx?$/, '');
};

describe('import boundaries (eslint.config.js)', () => {
  it('keeps the three rooms apart', async () => {
    expect(await ruleIds('src/shared/probe.ts', importing('../server/config'))).toEqual([restricted]);
    expect(await ruleIds('src/shared/probe.ts', importing('../web/lib/cn'))).toEqual([restricted]);
    expect(await ruleIds('src/server/probe.ts', importing('../web/lib/cn'))).toEqual([restricted]);
    expect(await ruleIds('src/web/lib/probe.ts', importing('../../server/config'))).toEqual([restricted]);
    // ...whatever the depth of the importing file.
    expect(
      await ruleIds('src/web/features/dockets/week/x/probe.ts', importing('../../../../../server/config')),
    ).toEqual([restricted]);
    // An import the resolver cannot place is reported, not silently let through.
    expect(await ruleIds('src/shared/probe.ts', importing('../server/no-such-module'))).toEqual([
      'import-x/no-unresolved',
    ]);
    // Both sides import shared.
    expect(await ruleIds('src/server/probe.ts', importing('../shared/navigation'))).toEqual([]);
    expect(await ruleIds('src/web/lib/probe.ts', importing('../../shared/navigation'))).toEqual([]);
  });

  it('keeps components/ and lib/ below the features, public entry point included', async () => {
    expect(await ruleIds('src/web/components/probe.tsx', importing('../features/dockets/api'))).toEqual([
      restricted,
    ]);
    expect(
      await ruleIds('src/web/components/ui/probe.tsx', importing('../../features/dockets/docket-summary')),
    ).toEqual([restricted]);
    expect(await ruleIds('src/web/lib/probe.ts', importing('../features/auth/api'))).toEqual([restricted]);
    expect(await ruleIds('src/web/components/probe.tsx', importing('../lib/cn'))).toEqual([]);
  });

  it('keeps the features, components/ and lib/ below app/ (the router and the screens that compose areas)', async () => {
    expect(await ruleIds('src/web/features/clients/probe.ts', importing('../../app/shell/api'))).toEqual([
      restricted,
    ]);
    expect(await ruleIds('src/web/lib/probe.ts', importing('../app/route-handle'))).toEqual([restricted]);
    expect(await ruleIds('src/web/components/probe.tsx', importing('../app/route-handle'))).toEqual([
      restricted,
    ]);
    expect(await ruleIds('src/web/app/probe.ts', importing('../features/dockets/api'))).toEqual([]);
  });

  it("keeps the server's lower floors from importing an area", async () => {
    for (const floor of ['access', 'db', 'http', 'integrations', 'jobs']) {
      expect(
        await ruleIds(`src/server/${floor}/probe.ts`, importing('../modules/dockets/views')),
        floor,
      ).toEqual([restricted]);
    }
    expect(await ruleIds('src/server/modules/dockets/probe.ts', importing('../../db/client'))).toEqual([]);
    expect(await ruleIds('src/server/seed/probe.ts', importing('../modules/dockets/views'))).toEqual([]);
  });

  it('lets a feature reach another only through its api.ts and api/, for every feature folder', async () => {
    const features = fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    expect(features.length).toBeGreaterThan(1);
    for (const [index, feature] of features.entries()) {
      const other = features[(index + 1) % features.length]!;
      const file = `src/web/features/${feature}/probe.ts`;
      expect(
        await ruleIds(file, importing(`../${other}/${privateModuleOf(other)}`)),
        `${feature} → ${other}`,
      ).toEqual([restricted]);
    }
    // From a nested folder too: the regular expression this replaced missed `../../<feature>/…`.
    expect(
      await ruleIds('src/web/features/auth/invite/probe.ts', importing('../../dockets/docket-summary')),
    ).toEqual([restricted]);
    expect(await ruleIds('src/web/features/auth/invite/probe.ts', importing('../../dockets/api'))).toEqual(
      [],
    );
    expect(await ruleIds('src/web/features/clients/probe.ts', importing('../dockets/api'))).toEqual([]);
    // An area's api/ folder is public too: a file per endpoint.
    expect(
      await ruleIds('src/web/features/clients/probe.ts', importing('../xero/api/get-xero-status')),
    ).toEqual([]);
    // Within a feature, and down to components/ and lib/, anything goes.
    expect(await ruleIds('src/web/features/dockets/week/probe.ts', importing('../docket-summary'))).toEqual(
      [],
    );
    expect(await ruleIds('src/web/features/clients/probe.ts', importing('../../lib/cn'))).toEqual([]);
  });

  it('finds a two-file cycle', async () => {
    // button.tsx imports lib/cn; lint cn.ts as if it imported button back.
    const button = fs.readFileSync(path.join(root, 'src/web/components/ui/button.tsx'), 'utf8');
    expect(button).toMatch(/import \{[^}]*\bcn\b[^}]*\} from '\.\.\/\.\.\/lib\/cn'/);
    const cnWithCycle = `${importing('../components/ui/button')}export const cn = (...classes: string[]) => classes.join(' ');\n`;
    expect(await ruleIds('src/web/lib/cn.ts', cnWithCycle)).toEqual([cycle]);
    // A type-only import back is no cycle at run time, and is not reported.
    const typeOnly = `import type * as probe from '../components/ui/button';\nexport type Used = typeof probe;\n`;
    expect(await ruleIds('src/web/lib/cn.ts', typeOnly)).toEqual([]);
  });
});
