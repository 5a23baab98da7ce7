import type { ChangeClock, ChangeScope } from './changes';

type Entry = { value: unknown; stamp: number };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Replies of hot reads (the week and day views), kept until the data may have changed: an entry
 * is served only while none of the change clocks of its scope (its company's, its worker's, the
 * database's) has moved since the read that made it began, so a reply from the cache is the one the
 * database would give now; other companies' writes, and other workers' dockets, leave it alone. A
 * read without a scope is served only while no clock at all has moved. A read during which the clock moved is returned but not kept. Nothing is kept or served
 * while the clock is not live. The least recently used entry goes first when `capacity` is reached;
 * a capacity of 0 turns the cache off. Kept values are frozen: they are shared by every request
 * that reads them.
 */
export class ReadCache {
  #entries = new Map<string, Entry>();
  #generation: number;
  #hits = 0;
  #misses = 0;

  constructor(
    private readonly clock: ChangeClock,
    readonly capacity: number,
  ) {
    this.#generation = clock.generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** Reads answered from the cache and reads that went to the database, since the start. */
  get stats(): { hits: number; misses: number } {
    return { hits: this.#hits, misses: this.#misses };
  }

  /**
   * The reply kept under `key`, or `load`'s (kept when `keep` says so). `scope` is the one company
   * whose rows the reply is read from and, if the reply reads only one worker's dockets and user
   * row (and the company's projects), that worker; the key must name them too. Without a scope any
   * change counts.
   */
  async read<T>(
    key: string,
    load: () => Promise<T>,
    keep: (value: T) => boolean = () => true,
    scope?: ChangeScope,
  ): Promise<T> {
    const { clock } = this;
    const stamp = clock.stamp(scope);
    const generation = clock.generation;
    if (generation !== this.#generation) {
      this.#entries.clear();
      this.#generation = generation;
    }
    if (!this.capacity || !clock.live) {
      this.#misses++;
      return load();
    }
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      if (hit.stamp === stamp) {
        this.#entries.set(key, hit);
        this.#hits++;
        return hit.value as T;
      }
    }
    this.#misses++;
    const value = await load();
    if (clock.live && clock.stamp(scope) === stamp && keep(value)) {
      if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, { value: deepFreeze(value), stamp });
    }
    return value;
  }
}
