import type pg from 'pg';
import { bareWeek, type BareStatements } from './bare';
import { httpLoad, type HttpScenario, type Load } from './http';
import type { LargeWorld } from './seed-large';
import { loop, type Measure } from './stats';

/**
 * The week view's cold path against its statement run bare, in alternation (BENCH_ONLY=cold):
 * each round runs the bare statement, then every server bundle named (without the read cache), so
 * a change of the machine's load between runs falls on both sides of a ratio. Each round's ratio is
 * a bundle's HTTP rate over that round's bare rate.
 */
export async function coldRounds({
  rounds,
  bundles,
  start,
  stop,
  pool,
  bare,
  world,
  scenario,
  load,
  week,
}: {
  rounds: number;
  bundles: string[];
  start: (bundle: string) => Promise<unknown>;
  stop: () => Promise<void>;
  pool: pg.Pool;
  bare: BareStatements;
  world: LargeWorld;
  scenario: HttpScenario;
  load: Load & { base: string };
  week: { from: string; to: string };
}): Promise<{ measures: Measure[]; ratios: string[] }> {
  const measures: Measure[] = [];
  const ratios: string[] = [];
  const pick = (i: number) => world.workers[i % world.workers.length]!;
  for (let round = 1; round <= rounds; round++) {
    const bareRun = await loop(`round ${round}: week view (bare SQL)`, load.connections, load.seconds, (i) =>
      bareWeek(pool, bare, world, pick(i), week.from, week.to),
    );
    measures.push(bareRun);
    for (const bundle of bundles) {
      await start(bundle);
      const http = await httpLoad(
        load.base,
        { ...scenario, name: `round ${round}: week view, no read cache (HTTP, ${bundle})` },
        load,
      );
      await stop();
      measures.push(http);
      ratios.push(`round ${round}, ${bundle}: ${(http.rps / bareRun.rps).toFixed(2)}`);
    }
  }
  return { measures, ratios };
}
