// A small seeded random generator: the same seed draws the same numbers on every run (the
// product art scripts, the demo price history).

/** FNV-1a hash of a string, used to turn an image name into a seed. */
export function hashSeed(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  /** Uniform in [min, max). */
  range(min: number, max: number): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
  /** Roughly normal (sum of uniforms), mean 0, deviation about 1. */
  normal(): number;
  /** An independent generator derived from this one and a label. */
  fork(label: string): Random;
}

/** mulberry32: tiny, fast and good enough for art and demo data. */
export function createRandom(seed: number | string): Random {
  let state = typeof seed === 'string' ? hashSeed(seed) : seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const random: Random = {
    next,
    range: (min, max) => min + (max - min) * next(),
    int: (min, max) => Math.floor(min + (max - min + 1) * next()),
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    chance: (probability) => next() < probability,
    normal: () => (next() + next() + next() + next() - 2) * 1.73,
    fork: (label) => createRandom(hashSeed(`${state}:${label}`)),
  };
  return random;
}
