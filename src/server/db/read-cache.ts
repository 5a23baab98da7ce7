import type { ChangeClock } from './changes';

type Entry = { value: unknown };

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * Replies of hot reads (the week and day views), kept until the data may have changed: an entry
 * is served only while the change clock has not moved since the read that made it began, so a
 * reply from the cache is the one the database would give now. A read during which the clock moved
 * is returned but not kept. Nothing is kept or served while the clock is not live. The least
 * recently used entry goes first when `capacity` is reached; a capacity of 0 turns the cache off.
 * Kept values are frozen: they are shared by every request that reads them.
 */
export class ReadCache {
  #entries = new Map<string, Entry>();
  #generation: number;

  constructor(
    private readonly clock: ChangeClock,
    readonly capacity: number,
  ) {
    this.#generation = clock.generation;
  }

  get size(): number {
    return this.#entries.size;
  }

  async read<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
    const { clock } = this;
    const generation = clock.generation;
    if (generation !== this.#generation) {
      this.#entries.clear();
      this.#generation = generation;
    }
    if (!this.capacity || !clock.live) return load();
    const hit = this.#entries.get(key);
    if (hit) {
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit.value as T;
    }
    const value = await load();
    if (clock.live && clock.generation === generation && keep(value)) {
      if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
      this.#entries.set(key, { value: deepFreeze(value) });
    }
    return value;
  }
}
