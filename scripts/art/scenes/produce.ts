// Loose produce: a close-up of the pile, a heap on a table, a bowl, a drying yard, powders.
import { distance, sky, surface, type Surface } from '../backdrops.ts';
import type { Canvas } from '../canvas.ts';
import { darken, lighten, mix } from '../color.ts';
import { drawItem, ITEMS, type ItemName } from '../items.ts';
import { f, HEIGHT, lightWash, type Point, url, vignette, WIDTH } from '../svg.ts';

interface Piece {
  x: number;
  y: number;
  scale: number;
  angle: number;
}

const byDepth = (a: Piece, b: Piece) => a.y - b.y;

function drawPieces(canvas: Canvas, item: ItemName, pieces: Piece[]): string {
  const kind = ITEMS[item];
  return pieces
    .sort(byDepth)
    .map((p) => drawItem(canvas.defs, canvas.random, kind, p.x, p.y, p.scale, p.angle))
    .join('');
}

/** The frame filled edge to edge, near pieces large and sharp, far ones small and soft. */
export function closeup(canvas: Canvas, item: ItemName): string {
  const { defs, random } = canvas;
  const kind = ITEMS[item];
  const pieces: Piece[] = [];
  const sizeAt = (y: number) => kind.size * (0.55 + (0.95 * Math.max(0, y)) / HEIGHT);
  for (let y = -kind.size * 0.4; y < HEIGHT + kind.size * 0.6; y += sizeAt(y) * 0.44) {
    const s = sizeAt(y);
    for (let x = -s * random.range(0, 0.5); x < WIDTH + s; x += s * random.range(0.55, 0.8)) {
      pieces.push({
        x: x + random.range(-0.2, 0.2) * s,
        y: y + random.range(-0.2, 0.2) * s,
        scale: s * random.range(0.85, 1.12),
        angle: random.range(0, Math.PI * 2),
      });
    }
  }
  pieces.sort(byDepth);
  const far = pieces.filter((p) => p.y < HEIGHT * 0.2);
  const middle = pieces.filter((p) => p.y >= HEIGHT * 0.2 && p.y < HEIGHT * 0.42);
  const near = pieces.filter((p) => p.y >= HEIGHT * 0.42);
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${kind.gap}"/>`;
  svg += `<g filter="${url(defs.blur(2.4))}">${drawPieces(canvas, item, far)}</g>`;
  svg += `<g filter="${url(defs.blur(0.9))}">${drawPieces(canvas, item, middle)}</g>`;
  svg += drawPieces(canvas, item, near);
  // Far rows fall into shade, as under a lamp.
  const shade = defs.linear([
    [0, '#000', 0.35],
    [0.35, '#000', 0],
  ]);
  svg += `<rect width="${WIDTH}" height="${HEIGHT}" fill="${url(shade)}"/>`;
  return svg + lightWash(defs, 0.25, 0.1, 0.16) + vignette(defs, 0.45);
}

/** A dark, blurred room behind a table top. */
function roomBehind(canvas: Canvas, tableTop: number, tone = '#3a2c22'): string {
  const grad = canvas.defs.linear([
    [0, darken(tone, 0.3)],
    [1, lighten(tone, 0.12)],
  ]);
  const glow = canvas.defs.radial(
    [
      [0, '#f3d9a8', 0.35],
      [1, '#f3d9a8', 0],
    ],
    0.3,
    0.5,
    0.6,
  );
  return `<rect width="${WIDTH}" height="${f(tableTop + 2)}" fill="${url(grad)}"/><rect width="${WIDTH}" height="${f(tableTop)}" fill="${url(glow)}"/>`;
}

/** Pieces scattered on the table in front of a heap or bowl. */
function scatter(
  canvas: Canvas,
  item: ItemName,
  count: number,
  top: number,
  avoid: (x: number, y: number) => boolean,
): Piece[] {
  const { random } = canvas;
  const pieces: Piece[] = [];
  for (let tries = 0; pieces.length < count && tries < count * 20; tries++) {
    const x = random.range(20, WIDTH - 20);
    const y = random.range(top, HEIGHT - 10);
    if (avoid(x, y)) continue;
    pieces.push({ x, y, scale: ITEMS[item].size * (0.55 + 0.5 * (y / HEIGHT)), angle: random.range(0, Math.PI * 2) });
  }
  return pieces;
}

/** A conical heap on a table, seen from slightly above. */
export function heap(canvas: Canvas, item: ItemName, table: Surface): string {
  const { defs, random } = canvas;
  const kind = ITEMS[item];
  const tableTop = 190;
  const cx = 400 + random.range(-40, 40);
  const baseY = 430;
  const rx = 290;
  const ry = 70;
  const height = 215;
  const scale = Math.max(11, kind.size * 0.62);
  const topAt = (x: number) =>
    baseY - (height * (Math.exp(-2.6 * ((x - cx) / rx) ** 2) - Math.exp(-2.6))) / (1 - Math.exp(-2.6));
  const frontAt = (x: number) => baseY + ry * Math.sqrt(Math.max(0, 1 - ((x - cx) / rx) ** 2));

  let svg = roomBehind(canvas, tableTop) + surface(defs, random, table, tableTop);
  svg += `<ellipse cx="${f(cx + 30)}" cy="${f(baseY + 30)}" rx="${f(rx + 30)}" ry="${f(ry + 20)}" fill="#000" opacity="0.45" filter="${url(defs.blur(14))}"/>`;
  // The body of the heap, so no table shows between the pieces.
  const outline: Point[] = [];
  for (let x = cx - rx; x <= cx + rx; x += 10) outline.push([x, topAt(x) + scale * 0.3]);
  for (let x = cx + rx; x >= cx - rx; x -= 10) outline.push([x, frontAt(x) - scale * 0.2]);
  const bodyGrad = defs.linear(
    [
      [0, kind.gap],
      [1, darken(kind.gap, 0.3)],
    ],
    0,
    0,
    1,
    1,
  );
  svg += `<path d="M${outline.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z" fill="${url(bodyGrad)}"/>`;

  const pieces: Piece[] = [];
  const area = 2 * rx * (height + ry) * 0.62;
  const count = Math.min(4200, Math.round(area / (scale * 0.4) ** 2));
  for (let tries = 0; pieces.length < count && tries < count * 4; tries++) {
    const x = cx + random.range(-rx, rx);
    const y = random.range(baseY - height, baseY + ry);
    if (y < topAt(x) + scale * 0.15 || y > frontAt(x) - scale * 0.1) continue;
    const depth = 0.85 + 0.3 * ((y - (baseY - height)) / (height + ry));
    pieces.push({ x, y, scale: scale * depth * random.range(0.88, 1.1), angle: random.range(0, Math.PI * 2) });
  }
  svg += drawPieces(canvas, item, pieces);
  const loose = scatter(canvas, item, 16, baseY + 40, (x, y) => y < frontAt(x) + 16 && Math.abs(x - cx) < rx);
  svg += drawPieces(canvas, item, loose);
  return svg + lightWash(defs, 0.3, 0.25, 0.14) + vignette(defs, 0.5);
}

export type BowlStyle = 'calabash' | 'wood' | 'enamel';

export type BowlContents = { item: ItemName } | { powder: string; grain: number };

/** A bowl seen at three-quarters, filled above the rim, on a cloth or table. */
export function bowl(canvas: Canvas, contents: BowlContents, style: BowlStyle, table: Surface): string {
  const { defs, random } = canvas;
  const cx = 400 + random.range(-30, 30);
  const cy = 300;
  const rx = 255;
  const ry = 112;
  const depth = 150;
  const colours = {
    calabash: ['#c9924c', '#7c4d1f'],
    wood: ['#9a6637', '#4f2e15'],
    enamel: ['#f4f2ec', '#b9b6ae'],
  }[style];
  const [light, dark] = colours as [string, string];
  let svg = surface(defs, random, table, 0);
  svg += `<ellipse cx="${f(cx + 40)}" cy="${f(cy + ry + 70)}" rx="${f(rx + 10)}" ry="${f(ry * 0.7)}" fill="#000" opacity="0.45" filter="${url(defs.blur(18))}"/>`;
  const bodyGrad = defs.linear(
    [
      [0, lighten(light, 0.1)],
      [0.45, light],
      [1, dark],
    ],
    0,
    0,
    1,
    0.3,
  );
  svg += `<path d="M${f(cx - rx)} ${cy}C${f(cx - rx)} ${f(cy + ry + depth)} ${f(cx + rx)} ${f(cy + ry + depth)} ${f(cx + rx)} ${cy}Z" fill="${url(bodyGrad)}"/>`;
  svg += `<ellipse cx="${f(cx)}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${darken(dark, 0.35)}"/>`;

  const irx = rx - 12;
  const iry = ry - 9;
  const dome = 70;
  const clipPath = `M${f(cx - irx)} ${cy}A${irx} ${iry} 0 0 0 ${f(cx + irx)} ${cy}C${f(cx + irx * 0.75)} ${f(cy - iry - dome)} ${f(cx - irx * 0.75)} ${f(cy - iry - dome)} ${f(cx - irx)} ${cy}Z`;
  const clip = defs.raw(undefined, (id) => `<clipPath id="${id}"><path d="${clipPath}"/></clipPath>`);
  let inside = '';
  if ('item' in contents) {
    const kind = ITEMS[contents.item];
    const scale = Math.max(12, kind.size * 0.62);
    inside += `<path d="${clipPath}" fill="${kind.gap}"/>`;
    const pieces: Piece[] = [];
    const count = Math.min(3600, Math.round((Math.PI * irx * (iry + dome)) / (scale * 0.42) ** 2));
    for (let i = 0; i < count; i++) {
      const x = cx + random.range(-irx, irx);
      const t = (x - cx) / irx;
      const top = cy - (iry + dome) * Math.max(0, 1 - t * t) ** 0.8;
      const bottom = cy + iry * Math.sqrt(Math.max(0, 1 - t * t));
      const y = random.range(top, bottom);
      pieces.push({
        x,
        y,
        scale: scale * (0.85 + 0.3 * ((y - cy + iry + dome) / (2 * iry + dome))),
        angle: random.range(0, Math.PI * 2),
      });
    }
    inside += drawPieces(canvas, contents.item, pieces);
  } else {
    inside += powderMound(canvas, clipPath, contents.powder, contents.grain, cx, cy - dome * 0.5);
  }
  svg += `<g clip-path="${url(clip)}">${inside}</g>`;
  // The front lip of the bowl over the contents.
  svg += `<path d="M${f(cx - rx)} ${cy}A${rx} ${ry} 0 0 0 ${f(cx + rx)} ${cy}" fill="none" stroke="${lighten(light, 0.15)}" stroke-width="13"/>`;
  svg += `<path d="M${f(cx - rx + 6)} ${cy + 7}A${rx - 6} ${ry - 5} 0 0 0 ${f(cx + rx - 6)} ${cy + 7}" fill="none" stroke="${dark}" stroke-width="3" opacity="0.5"/>`;
  if ('item' in contents) {
    const loose = scatter(
      canvas,
      contents.item,
      12,
      cy + ry + 40,
      (x, y) => Math.abs(x - cx) < rx + 10 && y < cy + ry + depth * 0.9,
    );
    svg += drawPieces(canvas, contents.item, loose);
  }
  return svg + lightWash(defs, 0.2, 0.05, 0.18) + vignette(defs, 0.5);
}

/**
 * A soft mound of powder or fine granules, textured with noise in a darker shade of the
 * same colour; grain 0 gives a smooth paste (shea butter) with a few scooped swirls instead.
 */
function powderMound(
  canvas: Canvas,
  outline: string,
  colour: string,
  grain: number,
  lightX: number,
  lightY: number,
): string {
  const { defs, random } = canvas;
  const shade = defs.radial(
    [
      [0, lighten(colour, 0.3)],
      [0.55, colour],
      [1, darken(colour, 0.4)],
    ],
    lightX / WIDTH,
    lightY / HEIGHT,
    0.5,
    undefined,
    undefined,
    false,
  );
  if (grain === 0) {
    let swirls = '';
    for (let i = 0; i < 3; i++) {
      const x = lightX + 60 + random.range(-60, 60);
      const y = lightY + 10 + i * 34;
      const w = random.range(70, 120);
      swirls +=
        `<path d="M${f(x - w)} ${f(y)}Q${f(x)} ${f(y - w * 0.45)} ${f(x + w)} ${f(y)}" fill="none" stroke="${lighten(colour, 0.45)}" stroke-width="${f(random.range(5, 10))}" stroke-linecap="round" opacity="0.7"/>` +
        `<path d="M${f(x - w)} ${f(y + 7)}Q${f(x)} ${f(y - w * 0.45 + 7)} ${f(x + w)} ${f(y + 7)}" fill="none" stroke="${darken(colour, 0.18)}" stroke-width="4" stroke-linecap="round" opacity="0.5"/>`;
    }
    return `<path d="${outline}" fill="${url(shade)}"/><g filter="${url(defs.blur(1.5))}">${swirls}</g>`;
  }
  const dot = darken(colour, 0.35);
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(dot.slice(i, i + 2), 16) / 255) as [number, number, number];
  const noise = defs.raw(
    `grain${grain}${colour}`,
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${grain}" numOctaves="2" seed="7" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 ${f(r)}  0 0 0 0 ${f(g)}  0 0 0 0 ${f(b)}  0 0 0 2.6 -1.15" result="dots"/>` +
      `<feComposite in="dots" in2="SourceGraphic" operator="in" result="d"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="d"/></feMerge></filter>`,
  );
  return `<path d="${outline}" fill="${url(shade)}" filter="${url(noise)}"/>`;
}

/** Powder heaped on a table with a wooden scoop. */
export function powder(canvas: Canvas, colour: string, grain: number, table: Surface): string {
  const { defs, random } = canvas;
  const tableTop = 210;
  const cx = 380 + random.range(-30, 30);
  const baseY = 450;
  const rx = 280;
  const ry = 80;
  const height = 200;
  let svg = roomBehind(canvas, tableTop, '#4a3a2c') + surface(defs, random, table, tableTop);
  svg += `<ellipse cx="${f(cx + 30)}" cy="${f(baseY + 25)}" rx="${f(rx + 20)}" ry="${f(ry + 10)}" fill="#000" opacity="0.4" filter="${url(defs.blur(14))}"/>`;
  const points: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = -1 + (i / 40) * 2;
    const profile = Math.exp(-3.2 * t * t) - Math.exp(-3.2) * (1 - t * t) ** 0;
    points.push(`${f(cx + t * rx)} ${f(baseY - height * Math.max(0, profile) + random.range(-2, 2))}`);
  }
  const outline = `M${points.join('L')}A${rx} ${ry} 0 0 1 ${f(cx - rx)} ${baseY}Z`;
  svg += powderMound(canvas, outline, colour, grain, cx - 120, baseY - height);
  // A wooden scoop resting against the heap, holding some of the powder.
  const sx = cx + 200;
  const sy = baseY + 40;
  svg +=
    `<g transform="rotate(-18 ${f(sx)} ${f(sy)})">` +
    `<rect x="${f(sx + 70)}" y="${f(sy - 12)}" width="220" height="24" rx="12" fill="#8a5a30"/>` +
    `<ellipse cx="${f(sx)}" cy="${f(sy)}" rx="92" ry="58" fill="#7a4c26"/>` +
    `<ellipse cx="${f(sx)}" cy="${f(sy - 6)}" rx="80" ry="44" fill="${darken(colour, 0.2)}"/>` +
    `<ellipse cx="${f(sx - 10)}" cy="${f(sy - 14)}" rx="62" ry="28" fill="${colour}" filter="${url(defs.blur(3))}"/></g>`;
  return svg + lightWash(defs, 0.2, 0.2, 0.15) + vignette(defs, 0.5);
}

/** Produce spread on tarpaulins to dry in the sun, red earth and trees behind. */
export function yard(canvas: Canvas, item: ItemName): string {
  const { defs, random } = canvas;
  const horizon = 175;
  let svg = sky(defs, random, { horizon, mood: random.pick(['morning', 'haze'] as const) });
  svg += distance(defs, random, horizon, '#58743f');
  const earth = defs.linear([
    [0, '#b86e43'],
    [1, '#a35a32'],
  ]);
  svg += `<rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="${url(earth)}"/>`;
  for (let i = 0; i < 40; i++) {
    const y = random.range(horizon + 5, HEIGHT);
    svg += `<ellipse cx="${f(random.range(0, WIDTH))}" cy="${f(y)}" rx="${f(random.range(10, 60) * (y / HEIGHT))}" ry="${f(random.range(2, 6) * (y / HEIGHT))}" fill="${random.chance(0.5) ? '#8f4c28' : '#c98556'}" opacity="0.45"/>`;
  }
  const kind = ITEMS[item];
  const tarps: [Point, Point, Point, Point][] = [
    [
      [90, 200],
      [430, 198],
      [450, 250],
      [60, 254],
    ],
    [
      [480, 205],
      [780, 203],
      [820, 262],
      [480, 262],
    ],
    [
      [-40, 290],
      [560, 282],
      [640, 420],
      [-60, 440],
    ],
    [
      [600, 300],
      [860, 296],
      [880, 470],
      [690, 470],
    ],
    [
      [-80, 480],
      [900, 470],
      [900, 640],
      [-80, 640],
    ],
  ];
  const tarpColours = ['#2b3440', '#1f5e8c', '#222', '#1f5e8c', '#2b3440'];
  tarps.forEach((quad, index) => {
    const [a, b, c, d] = quad;
    const colour = tarpColours[index] ?? '#222';
    svg += `<path d="M${a.map(f).join(' ')}L${b.map(f).join(' ')}L${c.map(f).join(' ')}L${d.map(f).join(' ')}Z" fill="${colour}"/>`;
    const top = Math.min(a[1], b[1]);
    const bottom = Math.max(c[1], d[1]);
    const depth = (top + bottom) / 2 / HEIGHT;
    const scale = Math.max(5, kind.size * depth * depth * 1.15);
    const pieces: Piece[] = [];
    const area = Math.abs((b[0] - a[0]) * (bottom - top));
    const count = Math.min(3000, Math.round(area / (scale * 0.42) ** 2));
    for (let i = 0; i < count; i++) {
      const u = random.range(0.02, 0.98);
      const v = random.range(0.04, 0.96);
      const x = (a[0] * (1 - u) + b[0] * u) * (1 - v) + (d[0] * (1 - u) + c[0] * u) * v;
      const y = (a[1] * (1 - u) + b[1] * u) * (1 - v) + (d[1] * (1 - u) + c[1] * u) * v;
      pieces.push({
        x,
        y,
        scale: scale * random.range(0.85, 1.15) * (0.8 + 0.4 * v),
        angle: random.range(0, Math.PI * 2),
      });
    }
    svg += drawPieces(canvas, item, pieces);
  });
  // Distance haze over the far tarps.
  const haze = defs.linear(
    [
      [0, '#f4e6cf', 0.35],
      [0.25, '#f4e6cf', 0],
    ],
    0,
    0.25,
    0,
    1,
  );
  svg += `<rect width="${WIDTH}" height="${HEIGHT}" fill="${url(haze)}"/>`;
  return (
    svg +
    vignette(defs, 0.35) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${mix('#ffd9a0', '#fff', 0.5)}" opacity="0.06"/>`
  );
}
