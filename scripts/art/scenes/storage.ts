// Goods packed for trade: sacks, cartons, drums and bales in a store, containers at the port.
import { sky, warehouse } from '../backdrops.ts';
import type { Canvas } from '../canvas.ts';
import { darken, lighten, mix, vary } from '../color.ts';
import { escapeText, f, fitFont, HEIGHT, type Point, smoothClosed, url, vignette, WIDTH } from '../svg.ts';

export type BagKind = 'jute' | 'pp' | 'kraft';

export interface SackLabel {
  /** Stencilled on jute, printed on woven polypropylene and paper. */
  lines: string[];
  ink: string;
}

const BAG_COLOURS: Record<BagKind, string[]> = {
  jute: ['#b48f5a', '#a98552', '#bd9a64', '#a07c4a'],
  pp: ['#ecebe6', '#e4e3dc', '#f2f1ec'],
  kraft: ['#c49a68', '#bd935f', '#caa372'],
};

function bagTexture(canvas: Canvas, kind: BagKind): string {
  if (kind === 'kraft') return '';
  const size = kind === 'jute' ? 4 : 3;
  return canvas.defs.raw(
    `bag${kind}`,
    (id) =>
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse">` +
      `<rect width="${size}" height="${size / 2}" fill="#fff" opacity="${kind === 'jute' ? 0.12 : 0.3}"/>` +
      `<rect width="${size / 2}" height="${size}" fill="#000" opacity="${kind === 'jute' ? 0.12 : 0.05}"/></pattern>`,
  );
}

/** A filled sack lying on its side: a pillow with pinched corners, sewn at one end. */
function sack(canvas: Canvas, kind: BagKind, x: number, y: number, w: number, h: number, label?: SackLabel): string {
  const { defs, random } = canvas;
  const jitter = () => random.range(-0.03, 0.03);
  const local: Point[] = [
    [-0.5, -0.42],
    [-0.25, -0.5 + jitter()],
    [0.05, -0.52],
    [0.3, -0.5],
    [0.5, -0.44],
    [0.53, -0.1],
    [0.52, 0.25],
    [0.48, 0.46],
    [0.2, 0.52],
    [-0.1, 0.53],
    [-0.35, 0.5],
    [-0.51, 0.44],
    [-0.54, 0.1],
    [-0.53, -0.2],
  ];
  const outline = smoothClosed(local.map(([px, py]) => [x + px * w, y + py * h] as Point));
  const tone = vary(random.pick(BAG_COLOURS[kind]), 0.025, random.next);
  const shade = defs.linear(
    [
      [0, lighten(tone, 0.2)],
      [0.45, tone],
      [1, darken(tone, kind === 'pp' ? 0.28 : 0.42)],
    ],
    0.3,
    0,
    0.5,
    1,
  );
  let svg = `<path d="${outline}" fill="${url(shade)}"/>`;
  const texture = bagTexture(canvas, kind);
  if (texture) svg += `<path d="${outline}" fill="${url(texture)}"/>`;
  // Edge shading gives the pillow its roundness.
  const edges = defs.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', 0.35],
    ],
    0.5,
    0.45,
    0.62,
  );
  svg += `<path d="${outline}" fill="${url(edges)}"/>`;
  const seamX = x + (random.chance(0.5) ? -0.42 : 0.42) * w;
  svg += `<path d="M${f(seamX)} ${f(y - h * 0.4)}Q${f(seamX + w * 0.02)} ${f(y)} ${f(seamX)} ${f(y + h * 0.42)}" fill="none" stroke="${darken(tone, 0.45)}" stroke-width="${f(Math.max(1, w / 90))}" stroke-dasharray="${f(w / 45)} ${f(w / 60)}" opacity="0.8"/>`;
  if (label && label.lines.length > 0) {
    const size = Math.min(
      w / 12,
      ...label.lines.map((text, i) => fitFont(text, w * 0.8, w / 12) / (i === 0 ? 1 : 0.72)),
    );
    const text = label.lines
      .map(
        (lineText, index) =>
          `<text x="${f(x)}" y="${f(y - h * 0.08 + index * size * 1.25)}" font-size="${f(index === 0 ? size : size * 0.72)}">${escapeText(lineText)}</text>`,
      )
      .join('');
    const style =
      kind === 'jute'
        ? 'font-family="DejaVu Sans Mono, monospace" font-weight="700"'
        : 'font-family="DejaVu Sans, sans-serif" font-weight="700"';
    svg += `<g ${style} text-anchor="middle" fill="${label.ink}" opacity="${kind === 'jute' ? 0.62 : 0.85}" transform="rotate(${f(random.range(-2, 2))} ${f(x)} ${f(y)})">${text}</g>`;
    if (kind === 'pp') {
      svg += `<rect x="${f(x - w * 0.36)}" y="${f(y - h * 0.36)}" width="${f(w * 0.72)}" height="${f(h * 0.08)}" fill="${label.ink}" opacity="0.75"/>`;
    }
  }
  return svg;
}

function pallet(x: number, y: number, width: number, height: number): string {
  let svg = `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height)}" fill="#7a5a36"/>`;
  svg += `<rect x="${f(x)}" y="${f(y)}" width="${f(width)}" height="${f(height * 0.3)}" fill="#a07a4c"/>`;
  for (let bx = x + 6; bx < x + width - 20; bx += width / 4) {
    svg += `<rect x="${f(bx)}" y="${f(y + height * 0.3)}" width="${f(width / 9)}" height="${f(height * 0.7)}" fill="#8d6a40"/>`;
  }
  return `${svg}<rect x="${f(x)}" y="${f(y + height * 0.3)}" width="${f(width)}" height="${f(height * 0.7)}" fill="#000" opacity="0.25"/>`;
}

interface StackOptions {
  kind: BagKind;
  left: number;
  bottom: number;
  columns: number;
  rows: number;
  sackWidth: number;
  label?: SackLabel;
}

/** Sacks stacked in a brick pattern on a pallet, the lowest row first. */
function sackStack(canvas: Canvas, o: StackOptions): string {
  const h = o.sackWidth * 0.46;
  const palletHeight = o.sackWidth * 0.16;
  const width = o.columns * o.sackWidth;
  let svg = `<ellipse cx="${f(o.left + width / 2)}" cy="${f(o.bottom)}" rx="${f(width * 0.6)}" ry="${f(h * 0.4)}" fill="#000" opacity="0.35" filter="${url(canvas.defs.blur(8))}"/>`;
  svg += pallet(o.left - o.sackWidth * 0.1, o.bottom - palletHeight, width + o.sackWidth * 0.2, palletHeight);
  for (let row = 0; row < o.rows; row++) {
    const y = o.bottom - palletHeight - h * 0.45 - row * h * 0.78;
    const offset = row % 2 ? o.sackWidth * 0.5 : 0;
    const count = row % 2 ? o.columns - 1 : o.columns;
    for (let c = 0; c < count; c++) {
      const x = o.left + offset + (c + 0.5) * o.sackWidth + canvas.random.range(-4, 4);
      const labelled = o.label && (row + c) % 2 === 0 ? o.label : undefined;
      svg += sack(canvas, o.kind, x, y + canvas.random.range(-3, 3), o.sackWidth * 1.04, h, labelled);
    }
  }
  return svg;
}

/** A store room with a stack of sacks in front and another further back. */
export function sacks(canvas: Canvas, kind: BagKind, label: SackLabel): string {
  const { defs, random } = canvas;
  let svg = warehouse(defs, random, 410);
  const back = sackStack(canvas, {
    kind,
    left: random.range(-60, 20),
    bottom: 440,
    columns: 4,
    rows: 5,
    sackWidth: 105,
  });
  svg += `<g filter="${url(defs.blur(1.6))}">${back}</g>`;
  svg += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#2d3340" opacity="0.22"/>`;
  svg += sackStack(canvas, {
    kind,
    left: random.range(250, 300),
    bottom: 590,
    columns: 4,
    rows: 5,
    sackWidth: 165,
    label,
  });
  return svg + vignette(defs, 0.5);
}

export interface CartonOptions {
  colour: string;
  label: string;
  /** Paper bags on a pallet instead of boxes. */
  bags?: boolean;
}

/** A box in oblique view: front, top and right faces, a printed label and tape. */
function carton(
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  colour: string,
  label: string,
  showTop: boolean,
  showSide: boolean,
): string {
  const dx = depth * 0.55;
  const dy = -depth * 0.4;
  let svg = '';
  if (showTop) {
    svg += `<path d="M${f(x)} ${f(y)}L${f(x + dx)} ${f(y + dy)}L${f(x + w + dx)} ${f(y + dy)}L${f(x + w)} ${f(y)}Z" fill="${lighten(colour, 0.18)}"/>`;
    svg += `<path d="M${f(x + w / 2 - 6)} ${f(y)}L${f(x + w / 2 - 6 + dx)} ${f(y + dy)}L${f(x + w / 2 + 6 + dx)} ${f(y + dy)}L${f(x + w / 2 + 6)} ${f(y)}Z" fill="#d9c39a" opacity="0.8"/>`;
  }
  if (showSide) {
    svg += `<path d="M${f(x + w)} ${f(y)}L${f(x + w + dx)} ${f(y + dy)}L${f(x + w + dx)} ${f(y + h + dy)}L${f(x + w)} ${f(y + h)}Z" fill="${darken(colour, 0.28)}"/>`;
  }
  svg += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${colour}" stroke="${darken(colour, 0.3)}" stroke-width="1"/>`;
  svg += `<rect x="${f(x + w * 0.16)}" y="${f(y + h * 0.25)}" width="${f(w * 0.68)}" height="${f(h * 0.42)}" fill="#f7f3ea"/>`;
  svg += `<rect x="${f(x + w * 0.16)}" y="${f(y + h * 0.25)}" width="${f(w * 0.68)}" height="${f(h * 0.09)}" fill="#c24403"/>`;
  svg += `<text x="${f(x + w / 2)}" y="${f(y + h * 0.52)}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${f(fitFont(label, w * 0.62, w * 0.075))}" text-anchor="middle" fill="#282828">${escapeText(label)}</text>`;
  svg += `<rect x="${f(x + w * 0.3)}" y="${f(y + h * 0.57)}" width="${f(w * 0.4)}" height="${f(h * 0.04)}" fill="#5c5c5c"/>`;
  return svg;
}

/** Export cartons (or paper bags) stacked and shrink-wrapped on pallets in the store. */
export function cartons(canvas: Canvas, o: CartonOptions): string {
  const { defs, random } = canvas;
  let svg = warehouse(defs, random, 400);
  const stack = (left: number, bottom: number, w: number, h: number, columns: number, rows: number) => {
    const depth = w * 0.7;
    let out = `<ellipse cx="${f(left + (columns * w) / 2)}" cy="${f(bottom)}" rx="${f(columns * w * 0.62)}" ry="${f(h * 0.3)}" fill="#000" opacity="0.35" filter="${url(defs.blur(8))}"/>`;
    out += pallet(left - 6, bottom - h * 0.28, columns * w + 12, h * 0.28);
    for (let row = 0; row < rows; row++) {
      for (let c = 0; c < columns; c++) {
        const x = left + c * w;
        const y = bottom - h * 0.28 - (row + 1) * h;
        if (o.bags) {
          out += bagOnPallet(canvas, x + w / 2, y + h / 2, w, h, o.colour, o.label, row === rows - 1);
        } else {
          out += carton(
            x,
            y,
            w,
            h,
            depth,
            vary(o.colour, 0.02, random.next),
            o.label,
            row === rows - 1,
            c === columns - 1,
          );
        }
      }
    }
    // Stretch film catches the light across the whole load.
    const film = defs.linear(
      [
        [0, '#fff', 0],
        [0.45, '#fff', 0.22],
        [0.55, '#fff', 0.05],
        [1, '#fff', 0],
      ],
      0,
      0,
      1,
      0.4,
    );
    out += `<rect x="${f(left - 4)}" y="${f(bottom - h * 0.28 - rows * h - 8)}" width="${f(columns * w + 8)}" height="${f(rows * h + 8)}" fill="${url(film)}"/>`;
    return out;
  };
  svg += `<g filter="${url(defs.blur(1.5))}">${stack(random.range(-30, 10), 430, 92, 62, 3, 4)}</g>`;
  svg += `<rect width="${WIDTH}" height="${HEIGHT}" fill="#2d3340" opacity="0.2"/>`;
  svg += stack(random.range(300, 330), 585, 140, 92, 3, 4);
  return svg + vignette(defs, 0.5);
}

function bagOnPallet(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  colour: string,
  label: string,
  top: boolean,
): string {
  const local: Point[] = [
    [-0.5, -0.4],
    [0, -0.46],
    [0.5, -0.4],
    [0.52, 0],
    [0.5, 0.44],
    [0, 0.5],
    [-0.5, 0.44],
    [-0.52, 0],
  ];
  const outline = smoothClosed(local.map(([px, py]) => [x + px * w, y + py * h] as Point));
  const shade = canvas.defs.linear(
    [
      [0, lighten(colour, 0.15)],
      [1, darken(colour, 0.3)],
    ],
    0.2,
    0,
    0.6,
    1,
  );
  let svg = `<path d="${outline}" fill="${url(shade)}" stroke="${darken(colour, 0.35)}" stroke-width="1"/>`;
  svg += `<rect x="${f(x - w * 0.3)}" y="${f(y - h * 0.12)}" width="${f(w * 0.6)}" height="${f(h * 0.3)}" fill="#f7f3ea" opacity="0.9"/>`;
  svg += `<text x="${f(x)}" y="${f(y + h * 0.07)}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${f(fitFont(label, w * 0.56, w * 0.07))}" text-anchor="middle" fill="#5a2f1e">${escapeText(label)}</text>`;
  if (top)
    svg += `<path d="M${f(x - w * 0.46)} ${f(y - h * 0.4)}Q${f(x)} ${f(y - h * 0.75)} ${f(x + w * 0.46)} ${f(y - h * 0.4)}" fill="${lighten(colour, 0.1)}"/>`;
  return svg;
}

export interface DrumOptions {
  colour: string;
  /** Steel drums have rolling hoops; plastic ones are smooth with moulded ribs. */
  steel: boolean;
  label?: string;
}

function drum(x: number, bottom: number, w: number, h: number, o: DrumOptions, canvasDefs: Canvas['defs']): string {
  const ry = w * 0.16;
  const top = bottom - h;
  const body = canvasDefs.linear(
    [
      [0, darken(o.colour, 0.45)],
      [0.3, lighten(o.colour, 0.15)],
      [0.45, lighten(o.colour, 0.3)],
      [0.75, o.colour],
      [1, darken(o.colour, 0.5)],
    ],
    0,
    0,
    1,
    0,
  );
  let svg = `<path d="M${f(x - w / 2)} ${f(top)}L${f(x - w / 2)} ${f(bottom)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(bottom)}L${f(x + w / 2)} ${f(top)}Z" fill="${url(body)}"/>`;
  const hoops = o.steel ? [0.33, 0.66] : [0.2, 0.8];
  for (const t of hoops) {
    const y = top + h * t;
    svg += `<path d="M${f(x - w / 2)} ${f(y)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(y)}" fill="none" stroke="${darken(o.colour, 0.35)}" stroke-width="${f(w * 0.035)}"/>`;
    svg += `<path d="M${f(x - w / 2)} ${f(y - w * 0.03)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(x + w / 2)} ${f(y - w * 0.03)}" fill="none" stroke="${lighten(o.colour, 0.3)}" stroke-width="${f(w * 0.015)}" opacity="0.6"/>`;
  }
  svg += `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="${darken(o.colour, 0.15)}" stroke="${lighten(o.colour, 0.2)}" stroke-width="${f(w * 0.025)}"/>`;
  svg += `<ellipse cx="${f(x + w * 0.22)}" cy="${f(top)}" rx="${f(w * 0.07)}" ry="${f(ry * 0.35)}" fill="${darken(o.colour, 0.45)}"/>`;
  if (o.label) {
    svg += `<rect x="${f(x - w * 0.3)}" y="${f(top + h * 0.4)}" width="${f(w * 0.6)}" height="${f(h * 0.2)}" fill="#f7f3ea"/>`;
    svg += `<text x="${f(x)}" y="${f(top + h * 0.52)}" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="${f(fitFont(o.label, w * 0.55, w * 0.08))}" text-anchor="middle" fill="#282828">${escapeText(o.label)}</text>`;
  }
  return svg;
}

/** Drums on pallets, two rows deep. */
export function drums(canvas: Canvas, o: DrumOptions): string {
  const { defs, random } = canvas;
  let svg = warehouse(defs, random, 380);
  // The back row stands too far away for its labels to read.
  const { label: _label, ...unlabelled } = o;
  let back = '';
  for (let i = 0; i < 6; i++) back += drum(60 + i * 125 + random.range(-4, 4), 430, 112, 165, unlabelled, defs);
  svg += `<g filter="${url(defs.blur(1.4))}">${back}</g><rect width="${WIDTH}" height="${HEIGHT}" fill="#2d3340" opacity="0.22"/>`;
  svg += `<ellipse cx="400" cy="585" rx="420" ry="40" fill="#000" opacity="0.35" filter="${url(defs.blur(10))}"/>`;
  svg += pallet(-10, 548, 820, 38);
  for (let i = 0; i < 4; i++) svg += drum(110 + i * 195 + random.range(-5, 5), 552, 178, 265, o, defs);
  return svg + vignette(defs, 0.5);
}

/** A pressed cotton bale seen from its long side: lint bulging between steel straps, a tag. */
function bale(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  depth: number,
  showTop: boolean,
  showSide: boolean,
): string {
  const { defs, random } = canvas;
  const dx = depth * 0.5;
  const dy = -depth * 0.38;
  const fibre = defs.raw(
    'lint',
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.05 0.12" numOctaves="3" seed="3" result="n"/>` +
      `<feColorMatrix in="n" type="matrix" values="0 0 0 0 0.5  0 0 0 0 0.5  0 0 0 0 0.46  0 0 0 -1.4 0.8" result="shade"/>` +
      `<feComposite in="shade" in2="SourceGraphic" operator="in" result="s"/><feMerge><feMergeNode in="SourceGraphic"/><feMergeNode in="s"/></feMerge></filter>`,
  );
  const base = vary('#efede6', 0.015, random.next);
  const straps = 7;
  let svg = '';
  if (showTop) {
    svg += `<path d="M${f(x)} ${f(y)}L${f(x + dx)} ${f(y + dy)}L${f(x + w + dx)} ${f(y + dy)}L${f(x + w)} ${f(y)}Z" fill="${lighten(base, 0.4)}" filter="${url(fibre)}"/>`;
    for (let i = 1; i < straps; i++) {
      const sx = x + (w * i) / straps;
      svg += `<path d="M${f(sx - 3)} ${f(y)}L${f(sx - 3 + dx)} ${f(y + dy)}L${f(sx + 3 + dx)} ${f(y + dy)}L${f(sx + 3)} ${f(y)}Z" fill="#6d7177"/>`;
    }
  }
  if (showSide)
    svg += `<path d="M${f(x + w)} ${f(y)}L${f(x + w + dx)} ${f(y + dy)}L${f(x + w + dx)} ${f(y + h + dy)}L${f(x + w)} ${f(y + h)}Z" fill="${darken(base, 0.25)}" filter="${url(fibre)}"/>`;
  svg += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${base}" filter="${url(fibre)}"/>`;
  // Each panel of lint bulges between two straps.
  const bulge = defs.linear(
    [
      [0, '#000', 0.22],
      [0.25, '#fff', 0.05],
      [0.5, '#fff', 0.18],
      [0.8, '#000', 0],
      [1, '#000', 0.25],
    ],
    0,
    0,
    1,
    0,
  );
  for (let i = 0; i < straps; i++) {
    svg += `<rect x="${f(x + (w * i) / straps)}" y="${f(y)}" width="${f(w / straps)}" height="${f(h)}" fill="${url(bulge)}"/>`;
  }
  for (let i = 1; i < straps; i++) {
    const sx = x + (w * i) / straps;
    svg += `<rect x="${f(sx - 3)}" y="${f(y - 1)}" width="6" height="${f(h + 2)}" fill="#5d6166"/><rect x="${f(sx - 3)}" y="${f(y - 1)}" width="2" height="${f(h + 2)}" fill="#b4b9be"/>`;
  }
  const shade = defs.linear([
    [0, '#fff', 0.1],
    [1, '#000', 0.18],
  ]);
  svg += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${url(shade)}"/>`;
  const tagX = x + w * random.range(0.2, 0.6);
  svg += `<rect x="${f(tagX)}" y="${f(y + h * 0.3)}" width="${f(w * 0.09)}" height="${f(h * 0.2)}" fill="#f6e7b0" stroke="#8a8470" transform="rotate(4 ${f(tagX)} ${f(y + h * 0.3)})"/>`;
  return svg;
}

/** Ginned lint pressed into bales, stacked in the store. */
export function bales(canvas: Canvas): string {
  const { defs, random } = canvas;
  let svg = warehouse(defs, random, 400);
  let back = '';
  back += `<rect x="-40" y="190" width="455" height="240" fill="#2a2c30"/>`;
  for (let c = 0; c < 3; c++)
    for (let r = 0; r < 3; r++)
      back += bale(canvas, -40 + c * 153, 430 - (r + 1) * 80 + 2, 150, 78, 50, r === 2, c === 2);
  svg += `<g filter="${url(defs.blur(1.5))}">${back}</g><rect width="${WIDTH}" height="${HEIGHT}" fill="#2d3340" opacity="0.2"/>`;
  svg += `<ellipse cx="520" cy="590" rx="330" ry="30" fill="#000" opacity="0.4" filter="${url(defs.blur(10))}"/>`;
  svg += `<rect x="250" y="300" width="520" height="290" fill="#2a2c30"/>`;
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 2; c++)
      svg += bale(canvas, 250 + c * 262, 590 - (r + 1) * 148 + 3, 255, 143, 90, r === 1, c === 1);
  return svg + vignette(defs, 0.5);
}

const CONTAINER_COLOURS = ['#c24403', '#1f5e8c', '#2f6b3a', '#8c1f1f', '#6a6f76', '#d9a21b', '#1f3f6b'];

function container(x: number, y: number, w: number, h: number, colour: string): string {
  let svg = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${colour}"/>`;
  for (let rx = x + 4; rx < x + w - 2; rx += 6)
    svg += `<rect x="${f(rx)}" y="${f(y + 2)}" width="2" height="${f(h - 4)}" fill="#000" opacity="0.18"/>`;
  svg += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.12)}" fill="#fff" opacity="0.18"/>`;
  return `${svg}<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="none" stroke="${darken(colour, 0.4)}" stroke-width="1.5"/>`;
}

/** A container terminal: stacked boxes, a gantry crane, a ship alongside. */
export function port(canvas: Canvas): string {
  const { defs, random } = canvas;
  const horizon = 300;
  let svg = sky(defs, random, { horizon, mood: 'haze' });
  const sea = defs.linear([
    [0, '#6f93a8'],
    [1, '#3f6a86'],
  ]);
  svg += `<rect y="${horizon}" width="${WIDTH}" height="70" fill="${url(sea)}"/>`;
  // Ship hull and bridge far right.
  svg += `<path d="M430 300L800 300L800 352L450 352Z" fill="#27313b"/><rect x="700" y="240" width="70" height="60" fill="#e9e6de"/><rect x="706" y="250" width="58" height="8" fill="#3b4650"/>`;
  for (let i = 0; i < 5; i++) svg += container(460 + i * 46, 272, 44, 28, random.pick(CONTAINER_COLOURS));
  // The quay.
  const quay = defs.linear([
    [0, '#8d8a84'],
    [1, '#b3afa6'],
  ]);
  svg += `<rect y="352" width="${WIDTH}" height="${HEIGHT - 352}" fill="${url(quay)}"/>`;
  // Gantry crane.
  svg += `<g fill="none" stroke="#d9a21b" stroke-width="9"><path d="M520 352L540 120M640 352L620 120M520 140L800 140M500 120L800 120"/><path d="M540 230L620 230" stroke-width="6"/></g>`;
  svg += `<rect x="580" y="112" width="60" height="30" fill="#d9a21b"/><path d="M690 140L690 230" stroke="#333" stroke-width="2"/>`;
  svg += container(660, 230, 60, 34, random.pick(CONTAINER_COLOURS));
  // Stacks of containers on the quay, far to near.
  const rows: [number, number, number, number][] = [
    [380, 40, 26, 4],
    [440, 70, 40, 3],
    [560, 130, 74, 2],
  ];
  for (const [bottom, w, h, tiers] of rows) {
    for (let x = -10; x < WIDTH; x += w + 4) {
      const stackTiers = random.int(1, tiers);
      for (let t = 0; t < stackTiers; t++)
        svg += container(x, bottom - (t + 1) * h, w, h, random.pick(CONTAINER_COLOURS));
    }
    svg += `<rect y="${bottom}" width="${WIDTH}" height="4" fill="#000" opacity="0.2"/>`;
  }
  const haze = defs.linear([
    [0, '#e9e4d8', 0.35],
    [0.6, '#e9e4d8', 0],
  ]);
  svg += `<rect width="${WIDTH}" height="${HEIGHT}" fill="${url(haze)}"/>`;
  return (
    svg +
    vignette(defs, 0.35) +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${mix('#ffcc88', '#fff', 0.5)}" opacity="0.05"/>`
  );
}
