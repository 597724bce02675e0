import type { Random } from './random.ts';
import type { Defs } from './svg.ts';

/** What every scene draws with: the picture's shared definitions and its own random stream. */
export interface Canvas {
  defs: Defs;
  random: Random;
}
