// Where the crops grow: orchards of trees and fields of row crops under an open sky.
import { distance, sky } from '../backdrops.ts';
import type { Canvas } from '../canvas.ts';
import { darken, lighten, mix, vary } from '../color.ts';
import { f, HEIGHT, type Point, smoothClosed, url, vignette, WIDTH } from '../svg.ts';

export type TreeCrop = 'cashew' | 'cocoa' | 'coffee' | 'shea';
export type RowCrop = 'maize' | 'sorghum' | 'soy' | 'cotton' | 'roselle' | 'groundnut';

const LEAF_GREENS: Record<TreeCrop, string[]> = {
  cashew: ['#4f7a32', '#5d8a3a', '#436b2a', '#6b9444'],
  cocoa: ['#2f5a2a', '#3a6a30', '#284d24', '#46773a'],
  coffee: ['#2c5b2e', '#356a36', '#234b25', '#41783f'],
  shea: ['#6a7f3a', '#7a8e44', '#5a6e30', '#86995a'],
};

/** A canopy built from overlapping, individually lit leaf clusters. */
function canopy(canvas: Canvas, crop: TreeCrop, cx: number, cy: number, rx: number, ry: number): string {
  const { defs, random } = canvas;
  const greens = LEAF_GREENS[crop];
  let svg = '';
  const clusters = Math.round(14 + rx / 6);
  const list: [number, number, number][] = [];
  for (let i = 0; i < clusters; i++) {
    const t = random.range(0, Math.PI * 2);
    const d = Math.sqrt(random.next());
    list.push([
      cx + Math.cos(t) * rx * d * 0.8,
      cy + Math.sin(t) * ry * d * 0.75,
      random.range(0.28, 0.45) * Math.min(rx, ry * 1.4),
    ]);
  }
  list.sort((a, b) => a[1] - b[1]);
  // Shadowed clusters first, then the lit ones towards the light.
  svg += `<path d="${smoothClosed(
    Array.from({ length: 14 }, (_, i) => {
      const t = (i / 14) * Math.PI * 2;
      return [cx + Math.cos(t) * rx * random.range(0.85, 1), cy + Math.sin(t) * ry * random.range(0.85, 1)] as Point;
    }),
  )}" fill="${darken(greens[0]!, 0.35)}"/>`;
  for (const [x, y, r] of list) {
    const g = random.pick(greens);
    const fill = defs.radial(
      [
        [0, lighten(g, 0.28)],
        [0.7, g],
        [1, darken(g, 0.3)],
      ],
      0.35,
      0.3,
      0.7,
    );
    const blob = Array.from({ length: 9 }, (_, i) => {
      const t = (i / 9) * Math.PI * 2;
      const rr = r * random.range(0.8, 1.1);
      return [x + Math.cos(t) * rr, y + Math.sin(t) * rr * 0.85] as Point;
    });
    svg += `<path d="${smoothClosed(blob)}" fill="${url(fill)}"/>`;
  }
  return svg;
}

function trunk(x: number, bottom: number, height: number, width: number, lean: number, colour: string): string {
  const top = bottom - height;
  return (
    `<path d="M${f(x - width / 2)} ${f(bottom)}Q${f(x - width * 0.3 + lean * 0.5)} ${f(bottom - height * 0.5)} ${f(x - width * 0.2 + lean)} ${f(top)}L${f(x + width * 0.2 + lean)} ${f(top)}Q${f(x + width * 0.3 + lean * 0.5)} ${f(bottom - height * 0.5)} ${f(x + width / 2)} ${f(bottom)}Z" fill="${colour}"/>` +
    `<path d="M${f(x + lean * 0.7)} ${f(top + height * 0.25)}L${f(x - width * 2 + lean)} ${f(top - height * 0.1)}M${f(x + lean * 0.8)} ${f(top + height * 0.15)}L${f(x + width * 2.2 + lean)} ${f(top - height * 0.15)}" stroke="${colour}" stroke-width="${f(width * 0.3)}" stroke-linecap="round"/>`
  );
}

function fruit(canvas: Canvas, crop: TreeCrop, cx: number, cy: number, rx: number, ry: number, scale: number): string {
  const { random } = canvas;
  let svg = '';
  const count = crop === 'coffee' ? 26 : crop === 'shea' ? 10 : 14;
  for (let i = 0; i < count; i++) {
    const x = cx + random.range(-0.75, 0.75) * rx;
    const y = cy + random.range(-0.2, 0.8) * ry;
    const s = scale * random.range(0.8, 1.2);
    if (crop === 'cashew') {
      const colour = random.pick(['#d8342a', '#e85d2a', '#f2b233', '#c92a2a']);
      svg += `<path d="M${f(x - 5 * s)} ${f(y)}Q${f(x - 6 * s)} ${f(y + 12 * s)} ${f(x)} ${f(y + 13 * s)}Q${f(x + 6 * s)} ${f(y + 12 * s)} ${f(x + 5 * s)} ${f(y)}Z" fill="${colour}"/>`;
      svg += `<path d="M${f(x - 3 * s)} ${f(y + 13 * s)}q${f(3 * s)} ${f(7 * s)} ${f(6 * s)} 0" fill="#7d6b4b"/>`;
    } else if (crop === 'coffee') {
      const colour = random.pick(['#b3261e', '#c8342a', '#8e1c18', '#6f8f2f', '#d05a2a']);
      for (let k = 0; k < 4; k++)
        svg += `<circle cx="${f(x + k * 3.2 * s)}" cy="${f(y + (k % 2) * 2 * s)}" r="${f(2.6 * s)}" fill="${colour}" stroke="#3a0f0c" stroke-width="0.4"/>`;
    } else if (crop === 'shea') {
      svg += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(3.4 * s)}" ry="${f(4.4 * s)}" fill="${random.pick(['#9bb24a', '#8aa23e', '#b0c25a'])}"/>`;
    }
  }
  return svg;
}

/** Cocoa pods grow straight from the trunk and the main branches. */
function pods(canvas: Canvas, x: number, bottom: number, height: number, scale: number): string {
  const { random } = canvas;
  let svg = '';
  for (let i = 0; i < 7; i++) {
    const y = bottom - height * random.range(0.15, 0.95);
    const px = x + random.range(-9, 9) * scale;
    const colour = random.pick(['#e0a526', '#d9822b', '#b8c23a', '#c5621f', '#e8b83a']);
    const angle = random.range(-20, 20);
    svg +=
      `<g transform="rotate(${f(angle)} ${f(px)} ${f(y)})"><ellipse cx="${f(px)}" cy="${f(y)}" rx="${f(6 * scale)}" ry="${f(13 * scale)}" fill="${colour}"/>` +
      `<path d="M${f(px - 2.5 * scale)} ${f(y - 11 * scale)}Q${f(px - 3.5 * scale)} ${f(y)} ${f(px - 2.5 * scale)} ${f(y + 11 * scale)}M${f(px + 2.5 * scale)} ${f(y - 11 * scale)}Q${f(px + 3.5 * scale)} ${f(y)} ${f(px + 2.5 * scale)} ${f(y + 11 * scale)}" fill="none" stroke="${darken(colour, 0.3)}" stroke-width="${f(0.8 * scale)}"/>` +
      `<ellipse cx="${f(px - 2 * scale)}" cy="${f(y - 4 * scale)}" rx="${f(1.6 * scale)}" ry="${f(5 * scale)}" fill="#fff" opacity="0.3"/></g>`;
  }
  return svg;
}

function tree(canvas: Canvas, crop: TreeCrop, x: number, bottom: number, scale: number): string {
  const { defs, random } = canvas;
  const shape = {
    cashew: { h: 120, w: 16, rx: 120, ry: 80 },
    cocoa: { h: 170, w: 16, rx: 95, ry: 70 },
    coffee: { h: 40, w: 8, rx: 70, ry: 85 },
    shea: { h: 150, w: 22, rx: 150, ry: 62 },
  }[crop];
  const h = shape.h * scale;
  const lean = random.range(-10, 10) * scale;
  let svg = `<ellipse cx="${f(x + 20 * scale)}" cy="${f(bottom)}" rx="${f(shape.rx * scale * 0.9)}" ry="${f(16 * scale)}" fill="#000" opacity="0.28" filter="${url(defs.blur(Math.max(1, 6 * scale)))}"/>`;
  svg += trunk(x, bottom, h, shape.w * scale, lean, crop === 'shea' ? '#4d3a2a' : '#5a4130');
  const cy = bottom - h - shape.ry * scale * (crop === 'coffee' ? 0.5 : 0.35);
  svg += canopy(canvas, crop, x + lean, cy, shape.rx * scale, shape.ry * scale);
  if (crop === 'cocoa') svg += pods(canvas, x, bottom, h * 0.95, scale * 1.5);
  else svg += fruit(canvas, crop, x + lean, cy, shape.rx * scale, shape.ry * scale, scale);
  return svg;
}

function grass(canvas: Canvas, top: number, colour: string, density: number): string {
  const { random } = canvas;
  let svg = '';
  for (let i = 0; i < density; i++) {
    const y = random.range(top, HEIGHT);
    const s = (y - top) / (HEIGHT - top);
    const x = random.range(-10, WIDTH + 10);
    const h = 4 + 22 * s;
    svg += `<path d="M${f(x)} ${f(y)}l${f(random.range(-4, 4) * s)} ${f(-h)}M${f(x + 2)} ${f(y)}l${f(random.range(-6, 6) * s)} ${f(-h * 0.8)}" stroke="${vary(colour, 0.08, random.next)}" stroke-width="${f(0.6 + 1.4 * s)}"/>`;
  }
  return svg;
}

/** Trees in receding rows: a cashew or cocoa farm, a coffee garden, shea parkland. */
export function orchard(canvas: Canvas, crop: TreeCrop): string {
  const { defs, random } = canvas;
  const horizon = crop === 'shea' ? 300 : 250;
  let svg = sky(defs, random, {
    horizon,
    mood: crop === 'shea' ? 'haze' : random.pick(['morning', 'midday'] as const),
  });
  svg += distance(defs, random, horizon, crop === 'shea' ? '#7d8a4a' : '#4f7035');
  const groundColour = crop === 'shea' ? '#c9a861' : crop === 'cashew' ? '#8a7a3e' : '#5b6b30';
  const ground = defs.linear([
    [0, mix(groundColour, '#c9c2a0', 0.3)],
    [1, darken(groundColour, 0.15)],
  ]);
  svg += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${url(ground)}"/>`;
  svg += grass(canvas, horizon + 4, crop === 'shea' ? '#a88a44' : '#5f7a32', 500);
  const rows =
    crop === 'shea'
      ? [
          { y: horizon + 30, scale: 0.3, gap: 190 },
          { y: horizon + 90, scale: 0.6, gap: 380 },
          { y: 560, scale: 1.1, gap: 620 },
        ]
      : [
          { y: horizon + 25, scale: 0.28, gap: 90 },
          { y: horizon + 70, scale: 0.5, gap: 170 },
          { y: horizon + 160, scale: 0.85, gap: 300 },
          { y: HEIGHT + 50, scale: 1.45, gap: 520 },
        ];
  for (const row of rows) {
    let layer = '';
    for (let x = random.range(-row.gap / 2, 0); x < WIDTH + row.gap; x += row.gap * random.range(0.85, 1.15)) {
      layer += tree(canvas, crop, x, row.y + random.range(-4, 4), row.scale * random.range(0.9, 1.1));
    }
    svg += row.scale < 0.4 ? `<g filter="${url(defs.blur(0.8))}" opacity="0.9">${layer}</g>` : layer;
  }
  return svg + vignette(defs, 0.35);
}

/** One plant of a row crop, `s` its perspective scale. */
function plant(canvas: Canvas, crop: RowCrop, x: number, y: number, s: number): string {
  const { random } = canvas;
  const green = vary(crop === 'cotton' ? '#3f6a2e' : crop === 'sorghum' ? '#5a7d34' : '#4d7d30', 0.05, random.next);
  let svg = '';
  const leaf = (angle: number, length: number, from: Point) => {
    const tip: Point = [from[0] + Math.cos(angle) * length, from[1] + Math.sin(angle) * length];
    const mid: Point = [(from[0] + tip[0]) / 2, (from[1] + tip[1]) / 2 - length * 0.25];
    const w = length * 0.08;
    return `<path d="M${f(from[0])} ${f(from[1])}Q${f(mid[0] - w)} ${f(mid[1] - w)} ${f(tip[0])} ${f(tip[1] + length * 0.15)}Q${f(mid[0] + w)} ${f(mid[1] + w)} ${f(from[0])} ${f(from[1])}Z" fill="${vary(green, 0.06, random.next)}"/>`;
  };
  if (crop === 'maize' || crop === 'sorghum') {
    const h = 260 * s * random.range(0.9, 1.1);
    svg += `<path d="M${f(x)} ${f(y)}L${f(x + random.range(-4, 4) * s)} ${f(y - h)}" stroke="${darken(green, 0.1)}" stroke-width="${f(Math.max(0.8, 5 * s))}"/>`;
    for (let i = 0; i < 6; i++) {
      const at: Point = [x, y - h * (0.2 + i * 0.12)];
      const side = i % 2 ? -1 : 1;
      svg += leaf(
        side > 0 ? random.range(-0.5, 0.1) : Math.PI + random.range(-0.1, 0.5),
        h * random.range(0.35, 0.5),
        at,
      );
    }
    if (crop === 'maize') {
      svg += `<path d="M${f(x)} ${f(y - h)}l${f(-8 * s)} ${f(-22 * s)}M${f(x)} ${f(y - h)}l${f(7 * s)} ${f(-20 * s)}M${f(x)} ${f(y - h)}l0 ${f(-26 * s)}" stroke="#c9b45a" stroke-width="${f(Math.max(0.6, 2 * s))}"/>`;
      svg += `<ellipse cx="${f(x + 6 * s)}" cy="${f(y - h * 0.5)}" rx="${f(6 * s)}" ry="${f(20 * s)}" fill="#8fae4a" transform="rotate(18 ${f(x + 6 * s)} ${f(y - h * 0.5)})"/>`;
    } else {
      const head = random.pick(['#e8dcb0', '#d9c48a', '#c9884a', '#e2d2a0']);
      for (let k = 0; k < 14; k++) {
        svg += `<circle cx="${f(x + random.range(-7, 7) * s)}" cy="${f(y - h - random.range(0, 36) * s)}" r="${f(Math.max(0.7, 4 * s))}" fill="${vary(head, 0.05, random.next)}"/>`;
      }
    }
  } else {
    const h = (crop === 'cotton' ? 120 : crop === 'roselle' ? 150 : 60) * s * random.range(0.85, 1.15);
    const w = h * (crop === 'soy' || crop === 'groundnut' ? 1.4 : 0.8);
    const leaves = crop === 'soy' || crop === 'groundnut' ? 22 : 18;
    svg += `<ellipse cx="${f(x)}" cy="${f(y - h * 0.45)}" rx="${f(w * 0.5)}" ry="${f(h * 0.5)}" fill="${darken(green, 0.35)}"/>`;
    if (crop === 'roselle')
      svg += `<path d="M${f(x)} ${f(y)}L${f(x)} ${f(y - h)}M${f(x)} ${f(y - h * 0.5)}L${f(x - w * 0.4)} ${f(y - h * 0.9)}M${f(x)} ${f(y - h * 0.4)}L${f(x + w * 0.4)} ${f(y - h * 0.85)}" stroke="#7a1c24" stroke-width="${f(Math.max(0.6, 3 * s))}"/>`;
    for (let i = 0; i < leaves; i++) {
      const lx = x + random.range(-0.5, 0.5) * w;
      const ly = y - random.range(0.1, 1) * h;
      const r = h * random.range(0.1, 0.16);
      svg += `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(r)}" ry="${f(r * 0.65)}" transform="rotate(${f(random.range(-40, 40))} ${f(lx)} ${f(ly)})" fill="${vary(green, 0.09, random.next)}"/>`;
    }
    const extras = crop === 'cotton' ? 7 : crop === 'roselle' ? 9 : crop === 'groundnut' ? 5 : 0;
    for (let i = 0; i < extras; i++) {
      const ex = x + random.range(-0.45, 0.45) * w;
      const ey = y - random.range(0.3, 1) * h;
      const r = Math.max(0.8, (crop === 'groundnut' ? 3 : 7) * s);
      if (crop === 'cotton') {
        svg += `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(r * 1.3)}" fill="#5a3e28"/><circle cx="${f(ex - r * 0.4)}" cy="${f(ey - r * 0.3)}" r="${f(r)}" fill="#fbfaf5"/><circle cx="${f(ex + r * 0.5)}" cy="${f(ey - r * 0.2)}" r="${f(r * 0.9)}" fill="#f1efe8"/><circle cx="${f(ex)}" cy="${f(ey + r * 0.35)}" r="${f(r * 0.85)}" fill="#e9e6dd"/>`;
      } else if (crop === 'roselle') {
        svg += `<path d="M${f(ex)} ${f(ey - r)}Q${f(ex + r)} ${f(ey)} ${f(ex)} ${f(ey + r * 1.2)}Q${f(ex - r)} ${f(ey)} ${f(ex)} ${f(ey - r)}Z" fill="${random.pick(['#9e1b2a', '#b0203a', '#7e1420'])}"/>`;
      } else {
        svg += `<circle cx="${f(ex)}" cy="${f(ey)}" r="${f(r)}" fill="#f2c230"/>`;
      }
    }
  }
  return svg;
}

/** Rows of a field crop running to the horizon. */
export function rows(canvas: Canvas, crop: RowCrop): string {
  const { defs, random } = canvas;
  const horizon = 215;
  let svg = sky(defs, random, { horizon, mood: random.pick(['morning', 'midday', 'haze'] as const) });
  svg += distance(defs, random, horizon, '#5d7a40');
  const soil = crop === 'cotton' || crop === 'sorghum' ? '#9a6a42' : '#7d5a38';
  const ground = defs.linear([
    [0, mix(soil, '#c8b89a', 0.35)],
    [1, darken(soil, 0.1)],
  ]);
  svg += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${url(ground)}"/>`;
  const vanishX = 400 + random.range(-120, 120);
  const rowCount = 13;
  const spacing = 170;
  const plants: [number, number, number][] = [];
  for (let r = -rowCount; r <= rowCount; r++) {
    const nearX = vanishX + r * spacing;
    // Furrow between rows.
    svg += `<path d="M${f(vanishX + r * 0.5)} ${horizon}L${f(nearX + spacing * 0.5)} ${HEIGHT + 40}L${f(nearX + spacing * 0.62)} ${HEIGHT + 40}Z" fill="#000" opacity="0.12"/>`;
    for (let d = 0.015; d < 1.15; d *= 1.14) {
      const y = horizon + (HEIGHT - horizon) * d;
      const x = vanishX + (nearX - vanishX) * d + random.range(-3, 3) * d;
      if (x < -120 || x > WIDTH + 120) continue;
      plants.push([x, y, d]);
    }
  }
  plants.sort((a, b) => a[1] - b[1]);
  let far = '';
  let near = '';
  for (const [x, y, d] of plants) {
    const drawn = plant(canvas, crop, x, y, d * random.range(0.9, 1.1));
    if (d < 0.12) far += drawn;
    else near += drawn;
  }
  svg += `<g filter="${url(defs.blur(0.6))}">${far}</g>${near}`;
  const haze = defs.linear(
    [
      [0, '#f4ecd8', 0.4],
      [0.4, '#f4ecd8', 0],
    ],
    0,
    0.36,
    0,
    1,
  );
  svg += `<rect width="${WIDTH}" height="${HEIGHT}" fill="${url(haze)}"/>`;
  return svg + vignette(defs, 0.35);
}
