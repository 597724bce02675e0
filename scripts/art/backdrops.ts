// Settings the goods sit in: table tops, a warehouse, the sky and land outdoors.
import { darken, lighten, mix, vary } from './color.ts';
import type { Random } from './random.ts';
import { Defs, f, HEIGHT, type Point, smoothClosed, smoothOpen, url, WIDTH } from './svg.ts';

export type Surface = 'wood' | 'burlap' | 'linen' | 'slate' | 'concrete';

/** Wooden planks receding from the viewer: narrow far away, wide up close. */
function wood(defs: Defs, random: Random, top: number): string {
  const base = random.pick(['#8a5a35', '#7a4e2e', '#95643b']);
  let svg = `<rect y="${f(top)}" width="${WIDTH}" height="${f(HEIGHT - top)}" fill="${base}"/>`;
  let y = top;
  let height = 22;
  while (y < HEIGHT) {
    const tone = vary(base, 0.06, random.next);
    const grad = defs.linear([
      [0, lighten(tone, 0.08)],
      [1, darken(tone, 0.1)],
    ]);
    svg += `<rect y="${f(y)}" width="${WIDTH}" height="${f(height)}" fill="${url(grad)}"/>`;
    for (let g = 0; g < 7; g++) {
      const gy = y + random.range(0.1, 0.9) * height;
      const points: Point[] = Array.from({ length: 7 }, (_, i) => [
        i * 140 - 20,
        gy + random.range(-3, 3) * (height / 30),
      ]);
      const grain = random.chance(0.3) ? lighten(tone, 0.18) : darken(tone, 0.3);
      svg += `<path d="${smoothOpen(points)}" fill="none" stroke="${grain}" stroke-width="${f(0.5 + (random.range(0, 1) * height) / 40)}" opacity="0.55"/>`;
    }
    if (random.chance(0.5)) {
      const kx = random.range(50, WIDTH - 50);
      svg += `<ellipse cx="${f(kx)}" cy="${f(y + height / 2)}" rx="${f(height * 0.5)}" ry="${f(height * 0.16)}" fill="none" stroke="${darken(tone, 0.35)}" stroke-width="${f(1 + height / 40)}" opacity="0.5"/>`;
    }
    svg += `<rect y="${f(y + height - Math.max(1, height / 28))}" width="${WIDTH}" height="${f(Math.max(1, height / 28))}" fill="#1c0f06" opacity="0.55"/>`;
    y += height;
    height *= 1.32;
  }
  return svg;
}

/** Coarse jute cloth: a woven tile repeated. */
function burlap(defs: Defs, random: Random, top: number): string {
  const base = random.pick(['#b08d5a', '#a7834f', '#b99863']);
  const pattern = defs.raw(
    `burlap${base}`,
    (id) =>
      `<pattern id="${id}" width="7" height="7" patternUnits="userSpaceOnUse">` +
      `<rect width="7" height="7" fill="${base}"/>` +
      `<rect width="7" height="3" fill="${lighten(base, 0.12)}"/><rect x="0" width="3" height="7" fill="${darken(base, 0.12)}" opacity="0.7"/>` +
      `<rect x="3" y="3" width="4" height="4" fill="${darken(base, 0.28)}" opacity="0.5"/></pattern>`,
  );
  return `<rect y="${f(top)}" width="${WIDTH}" height="${f(HEIGHT - top)}" fill="${url(pattern)}"/>`;
}

function flat(defs: Defs, colour: string, top: number): string {
  const grad = defs.linear([
    [0, darken(colour, 0.12)],
    [1, lighten(colour, 0.05)],
  ]);
  return `<rect y="${f(top)}" width="${WIDTH}" height="${f(HEIGHT - top)}" fill="${url(grad)}"/>`;
}

export function surface(defs: Defs, random: Random, kind: Surface, top = 0): string {
  switch (kind) {
    case 'wood':
      return wood(defs, random, top);
    case 'burlap':
      return burlap(defs, random, top);
    case 'linen':
      return flat(defs, '#e9dfcf', top) + burlapOverlay(defs, top);
    case 'slate':
      return flat(defs, '#4a4d50', top);
    case 'concrete':
      return flat(defs, '#9b968e', top);
  }
}

function burlapOverlay(defs: Defs, top: number): string {
  const pattern = defs.raw(
    'weave',
    (id) =>
      `<pattern id="${id}" width="4" height="4" patternUnits="userSpaceOnUse"><rect width="4" height="1" fill="#000" opacity="0.05"/><rect width="1" height="4" fill="#000" opacity="0.04"/></pattern>`,
  );
  return `<rect y="${f(top)}" width="${WIDTH}" height="${f(HEIGHT - top)}" fill="${url(pattern)}"/>`;
}

/** A softly lit plain wall behind products on a table. */
export function studioWall(defs: Defs, colour: string, bottom: number): string {
  const grad = defs.radial(
    [
      [0, lighten(colour, 0.25)],
      [1, darken(colour, 0.15)],
    ],
    0.45,
    0.35,
    0.8,
  );
  return `<rect width="${WIDTH}" height="${f(bottom)}" fill="${url(grad)}"/>`;
}

/** Inside a steel-clad store: corrugated wall, roof trusses, light from high windows, concrete floor. */
export function warehouse(defs: Defs, random: Random, floorY = 430): string {
  const wallGrad = defs.linear([
    [0, '#6f737a'],
    [0.6, '#9a9ea3'],
    [1, '#7d8187'],
  ]);
  const corrugation = defs.raw(
    'corrugation',
    (id) =>
      `<pattern id="${id}" width="16" height="10" patternUnits="userSpaceOnUse"><rect width="16" height="10" fill="#fff" opacity="0"/><rect width="5" height="10" fill="#fff" opacity="0.10"/><rect x="9" width="4" height="10" fill="#000" opacity="0.10"/></pattern>`,
  );
  let svg = `<rect width="${WIDTH}" height="${floorY}" fill="${url(wallGrad)}"/>`;
  svg += `<rect width="${WIDTH}" height="${floorY}" fill="${url(corrugation)}"/>`;
  // High windows and the roof structure.
  for (let x = 60; x < WIDTH; x += 230) {
    svg += `<rect x="${f(x)}" y="28" width="140" height="44" fill="#f4f1e6" opacity="0.85"/><rect x="${f(x + 68)}" y="28" width="4" height="44" fill="#5b5f66"/>`;
  }
  svg += `<rect y="0" width="${WIDTH}" height="14" fill="#3e4147"/><rect y="84" width="${WIDTH}" height="7" fill="#4a4d53"/>`;
  for (let x = -40; x < WIDTH + 80; x += 115) {
    svg += `<path d="M${x} 14L${x + 57} 84L${x + 115} 14" fill="none" stroke="#4a4d53" stroke-width="4"/>`;
  }
  // Shafts of light falling from the windows onto the floor.
  const shaft = defs.linear([
    [0, '#fff8e6', 0.32],
    [1, '#fff8e6', 0],
  ]);
  for (let x = 60; x < WIDTH; x += 230) {
    const drift = 120 + random.range(-10, 10);
    svg += `<path d="M${x} 72L${x + 140} 72L${x + 140 + drift} ${floorY + 120}L${x + drift - 40} ${floorY + 120}Z" fill="${url(shaft)}" filter="${url(defs.blur(10))}"/>`;
  }
  const floorGrad = defs.linear([
    [0, '#7b776f'],
    [1, '#a8a399'],
  ]);
  svg += `<rect y="${floorY}" width="${WIDTH}" height="${f(HEIGHT - floorY)}" fill="${url(floorGrad)}"/>`;
  svg += `<rect y="${floorY}" width="${WIDTH}" height="3" fill="#3b3a36" opacity="0.5"/>`;
  // Painted floor marking, as in a real store.
  svg += `<path d="M0 ${floorY + 110}L${WIDTH} ${floorY + 80}" stroke="#e3b43a" stroke-width="7" opacity="0.7"/>`;
  return svg;
}

export interface SkyOptions {
  horizon: number;
  /** Warm low sun or a plain clear midday sky. */
  mood: 'morning' | 'midday' | 'haze';
}

export function sky(defs: Defs, random: Random, { horizon, mood }: SkyOptions): string {
  const [top, bottom] =
    mood === 'morning' ? ['#7fb2d9', '#f6dcb0'] : mood === 'haze' ? ['#a9c3d6', '#efe4cf'] : ['#4d94cf', '#cfe5f2'];
  const grad = defs.linear([
    [0, top],
    [1, bottom],
  ]);
  let svg = `<rect width="${WIDTH}" height="${f(horizon + 2)}" fill="${url(grad)}"/>`;
  const sunX = random.range(120, 680);
  const glow = defs.radial(
    [
      [0, '#fff8dc', 0.95],
      [0.2, '#fff1c4', 0.6],
      [1, '#fff1c4', 0],
    ],
    0.5,
    0.5,
    0.5,
  );
  svg += `<circle cx="${f(sunX)}" cy="${f(horizon * 0.3)}" r="160" fill="${url(glow)}"/>`;
  const blur = defs.blur(8);
  for (let i = 0; i < 5; i++) {
    const cx = random.range(0, WIDTH);
    const cy = random.range(20, horizon * 0.6);
    const cloud = Array.from(
      { length: 4 },
      (_, k) =>
        `<ellipse cx="${f(cx + k * 35 - 50)}" cy="${f(cy + random.range(-8, 8))}" rx="${f(random.range(40, 70))}" ry="${f(random.range(14, 24))}"/>`,
    ).join('');
    svg += `<g fill="#fff" opacity="${f(random.range(0.35, 0.7))}" filter="${url(blur)}">${cloud}</g>`;
  }
  return svg;
}

/** Layers of far hills and a tree line along the horizon. */
export function distance(defs: Defs, random: Random, horizon: number, green = '#5d7a45'): string {
  let svg = '';
  const haze = '#b8c4c0';
  for (let layer = 0; layer < 3; layer++) {
    const colour = mix(haze, green, 0.25 + layer * 0.3);
    const base = horizon - 24 + layer * 12;
    const points: Point[] = [[-20, HEIGHT]];
    for (let x = -20; x <= WIDTH + 40; x += 60) points.push([x, base - random.range(0, 34 - layer * 8)]);
    points.push([WIDTH + 40, HEIGHT]);
    svg += `<path d="${smoothOpen(points.slice(1, -1))}L${WIDTH + 40} ${HEIGHT}L-20 ${HEIGHT}Z" fill="${colour}"/>`;
  }
  // A ragged line of distant trees.
  let trees = '';
  for (let x = -10; x < WIDTH + 10; x += random.range(10, 26)) {
    const r = random.range(7, 16);
    trees += `<circle cx="${f(x)}" cy="${f(horizon - r * 0.6)}" r="${f(r)}"/>`;
  }
  svg += `<g fill="${darken(green, 0.25)}" opacity="0.85" filter="${url(defs.blur(1))}">${trees}</g>`;
  return svg;
}

/** A closed blob outline, handy for canopies and heaps. */
export function blobPath(
  random: Random,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  wobble = 0.12,
  count = 12,
): string {
  const points = Array.from({ length: count }, (_, i) => {
    const t = (i / count) * Math.PI * 2;
    const r = 1 + random.range(-wobble, wobble);
    return [cx + Math.cos(t) * rx * r, cy + Math.sin(t) * ry * r] as Point;
  });
  return smoothClosed(points);
}
