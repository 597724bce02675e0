/** A clock a test moves by hand, for rules judged against the time (quote expiry, waiting times). */
export class TestClock {
  #time: number;

  constructor(start: Date | string = new Date()) {
    this.#time = new Date(start).getTime();
  }

  /** Pass as `now` to buildTestApp. */
  readonly now = () => new Date(this.#time);

  advance(ms: number): void {
    this.#time += ms;
  }

  set(time: Date | string): void {
    this.#time = new Date(time).getTime();
  }
}

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
