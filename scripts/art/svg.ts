// Helpers for writing SVG by hand: number formatting, smooth outlines, shared definitions.

export const WIDTH = 800;
export const HEIGHT = 600;

export type Point = [number, number];

/** One decimal is plenty at 800 px and keeps the markup small. */
export const f = (n: number) => (Math.round(n * 10) / 10).toString();

export const pointsAttr = (points: Point[]) => points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');

/** A closed, smooth outline through the points (Catmull-Rom turned into cubic Béziers). */
export function smoothClosed(points: Point[], tension = 1): string {
  const n = points.length;
  const at = (i: number) => points[((i % n) + n) % n]!;
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const k = tension / 6;
    const c1: Point = [p1[0] + (p2[0] - p0[0]) * k, p1[1] + (p2[1] - p0[1]) * k];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) * k, p2[1] - (p3[1] - p1[1]) * k];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return `${d}Z`;
}

/** An open smooth line through the points. */
export function smoothOpen(points: Point[]): string {
  if (points.length < 2) return '';
  const at = (i: number) => points[Math.max(0, Math.min(points.length - 1, i))]!;
  let d = `M${f(at(0)[0])} ${f(at(0)[1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1: Point = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Point = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${f(c1[0])} ${f(c1[1])} ${f(c2[0])} ${f(c2[1])} ${f(p2[0])} ${f(p2[1])}`;
  }
  return d;
}

export const polygon = (points: Point[]) => `M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z`;

/** Rotates, scales and moves a shape drawn around the origin. */
export function place(points: Point[], x: number, y: number, scale: number, angle: number): Point[] {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return points.map(([px, py]) => [x + (px * cos - py * sin) * scale, y + (px * sin + py * cos) * scale]);
}

export function ellipsePoints(rx: number, ry: number, count: number, wobble = 0, random?: () => number): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const t = (i / count) * Math.PI * 2;
    const r = 1 + (random ? (random() * 2 - 1) * wobble : 0);
    return [Math.cos(t) * rx * r, Math.sin(t) * ry * r] as Point;
  });
}

type Stop = [offset: number, colour: string, opacity?: number];

const stopsMarkup = (stops: Stop[]) =>
  stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o)}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${Math.round(a * 1000) / 1000}"`}/>`,
    )
    .join('');

/** Collects gradients, patterns, filters and clip paths with unique ids for one picture. */
export class Defs {
  private readonly items: string[] = [];
  private readonly byKey = new Map<string, string>();
  private counter = 0;

  private add(key: string | undefined, make: (id: string) => string): string {
    if (key !== undefined) {
      const known = this.byKey.get(key);
      if (known) return known;
    }
    const id = `d${(this.counter++).toString(36)}`;
    this.items.push(make(id));
    if (key !== undefined) this.byKey.set(key, id);
    return id;
  }

  /** Linear gradient from (x1,y1) to (x2,y2) in the bounding box of the shape. */
  linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, userSpace = false): string {
    const key = `l${JSON.stringify(stops)}${x1},${y1},${x2},${y2},${userSpace}`;
    return this.add(
      key,
      (id) =>
        `<linearGradient id="${id}" x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsMarkup(stops)}</linearGradient>`,
    );
  }

  radial(stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy, userSpace = false): string {
    const key = `r${JSON.stringify(stops)}${cx},${cy},${r},${fx},${fy},${userSpace}`;
    return this.add(
      key,
      (id) =>
        `<radialGradient id="${id}" cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fx="${f(fx)}" fy="${f(fy)}"${userSpace ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsMarkup(stops)}</radialGradient>`,
    );
  }

  blur(deviation: number): string {
    return this.add(
      `b${deviation}`,
      (id) =>
        `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
    );
  }

  /** Any other definition; `body` receives the id. */
  raw(key: string | undefined, body: (id: string) => string): string {
    return this.add(key, body);
  }

  toString(): string {
    return this.items.length ? `<defs>${this.items.join('')}</defs>` : '';
  }
}

export const url = (id: string) => `url(#${id})`;

export function document(defs: Defs, body: string, width = WIDTH, height = HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${defs}${body}</svg>`;
}

/** Soft dark edges, as a photograph has. */
export function vignette(defs: Defs, strength = 0.45, width = WIDTH, height = HEIGHT): string {
  const id = defs.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', strength],
    ],
    0.5,
    0.5,
    0.75,
  );
  return `<rect width="${width}" height="${height}" fill="${url(id)}"/>`;
}

/** A broad light falling from one side. */
export function lightWash(defs: Defs, fromX = 0.2, fromY = 0, strength = 0.18): string {
  const id = defs.radial(
    [
      [0, '#fff6e0', strength],
      [1, '#fff6e0', 0],
    ],
    fromX,
    fromY,
    0.9,
  );
  return `<rect width="${WIDTH}" height="${HEIGHT}" fill="${url(id)}"/>`;
}

export const escapeText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A font size at which bold capitals fit the width (DejaVu Sans Bold averages ~0.68 em). */
export const fitFont = (text: string, maxWidth: number, maxSize: number) =>
  Math.min(maxSize, maxWidth / (Math.max(1, text.length) * 0.68));
