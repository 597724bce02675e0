// Finished goods in their retail and export packs, arranged on a table.
import { studioWall, surface, type Surface } from '../backdrops.ts';
import type { Canvas } from '../canvas.ts';
import { darken, lighten } from '../color.ts';
import { drawItem, ITEMS, type ItemName } from '../items.ts';
import { Defs, escapeText, f, fitFont, HEIGHT, lightWash, url, vignette, WIDTH } from '../svg.ts';

export type PackKind = 'tub' | 'jar' | 'tin' | 'bottle' | 'jerrycan' | 'box' | 'pouch' | 'bar';

export interface PackLabel {
  brand: string;
  name: string;
  /** Main colour of the label. */
  colour: string;
  /** What is inside, seen through glass or a window. */
  contents: string;
}

interface Placed {
  x: number;
  bottom: number;
  scale: number;
}

const text = (x: number, y: number, value: string, size: number, colour: string, weight = 700) =>
  `<text x="${f(x)}" y="${f(y)}" font-family="DejaVu Sans, sans-serif" font-weight="${weight}" font-size="${f(size)}" text-anchor="middle" fill="${colour}">${escapeText(value)}</text>`;

/** The printed label: a brand line, the product name and a simple emblem. */
function labelBlock(x: number, y: number, w: number, h: number, l: PackLabel): string {
  const nameSize = fitFont(l.name, w * 0.84, h * 0.2);
  return (
    `<rect x="${f(x - w / 2)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${l.colour}"/>` +
    `<rect x="${f(x - w / 2)}" y="${f(y + h * 0.62)}" width="${f(w)}" height="${f(h * 0.38)}" fill="#fbf7ee"/>` +
    `<circle cx="${f(x)}" cy="${f(y + h * 0.3)}" r="${f(h * 0.2)}" fill="#fbf7ee" opacity="0.9"/><circle cx="${f(x)}" cy="${f(y + h * 0.3)}" r="${f(h * 0.12)}" fill="${lighten(l.colour, 0.2)}"/>` +
    text(x, y + h * 0.76, l.brand, fitFont(l.brand, w * 0.8, h * 0.11), darken(l.colour, 0.2)) +
    text(x, y + h * 0.93, l.name, nameSize * 0.8, '#282828')
  );
}

const cylinderShade = (defs: Defs, colour: string) =>
  defs.linear(
    [
      [0, darken(colour, 0.45)],
      [0.22, lighten(colour, 0.12)],
      [0.38, lighten(colour, 0.35)],
      [0.7, colour],
      [1, darken(colour, 0.5)],
    ],
    0,
    0,
    1,
    0,
  );

const gloss = (defs: Defs) =>
  defs.linear(
    [
      [0, '#fff', 0],
      [0.25, '#fff', 0.35],
      [0.32, '#fff', 0],
      [1, '#fff', 0],
    ],
    0,
    0,
    1,
    0,
  );

function tub(defs: Defs, p: Placed, l: PackLabel, tall: boolean): string {
  const w = (tall ? 120 : 170) * p.scale;
  const h = (tall ? 170 : 120) * p.scale;
  const ry = w * 0.12;
  const top = p.bottom - h;
  const body = tall ? '#f2efe8' : '#f5f3ee';
  let svg = `<path d="M${f(p.x - w / 2)} ${f(top)}L${f(p.x - w * 0.47)} ${f(p.bottom)}A${f(w * 0.47)} ${f(ry)} 0 0 0 ${f(p.x + w * 0.47)} ${f(p.bottom)}L${f(p.x + w / 2)} ${f(top)}Z" fill="${url(cylinderShade(defs, body))}"/>`;
  svg += labelBlock(p.x, top + h * 0.28, w * 0.86, h * 0.6, l);
  svg += `<rect x="${f(p.x - w * 0.43)}" y="${f(top + h * 0.28)}" width="${f(w * 0.86)}" height="${f(h * 0.6)}" fill="${url(cylinderShadeOverlay(defs))}"/>`;
  // Lid.
  svg += `<path d="M${f(p.x - w * 0.52)} ${f(top - h * 0.12)}L${f(p.x - w * 0.52)} ${f(top + 2)}A${f(w * 0.52)} ${f(ry)} 0 0 0 ${f(p.x + w * 0.52)} ${f(top + 2)}L${f(p.x + w * 0.52)} ${f(top - h * 0.12)}Z" fill="${url(cylinderShade(defs, l.colour))}"/>`;
  svg += `<ellipse cx="${f(p.x)}" cy="${f(top - h * 0.12)}" rx="${f(w * 0.52)}" ry="${f(ry)}" fill="${lighten(l.colour, 0.15)}"/>`;
  return svg;
}

const cylinderShadeOverlay = (defs: Defs) =>
  defs.linear(
    [
      [0, '#000', 0.4],
      [0.25, '#fff', 0.1],
      [0.4, '#fff', 0.25],
      [0.75, '#000', 0],
      [1, '#000', 0.45],
    ],
    0,
    0,
    1,
    0,
  );

function jar(defs: Defs, p: Placed, l: PackLabel): string {
  const w = 130 * p.scale;
  const h = 165 * p.scale;
  const top = p.bottom - h;
  const r = w * 0.12;
  let svg = `<rect x="${f(p.x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${url(cylinderShade(defs, l.contents))}"/>`;
  svg += labelBlock(p.x, top + h * 0.3, w * 0.9, h * 0.52, l);
  svg += `<rect x="${f(p.x - w * 0.45)}" y="${f(top + h * 0.3)}" width="${f(w * 0.9)}" height="${f(h * 0.52)}" fill="${url(cylinderShadeOverlay(defs))}"/>`;
  svg += `<rect x="${f(p.x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" rx="${f(r)}" fill="${url(gloss(defs))}"/>`;
  svg += `<rect x="${f(p.x - w * 0.44)}" y="${f(top - h * 0.13)}" width="${f(w * 0.88)}" height="${f(h * 0.16)}" rx="4" fill="${url(cylinderShade(defs, '#b9b3a6'))}"/>`;
  return svg;
}

function tin(defs: Defs, p: Placed, l: PackLabel): string {
  const w = 110 * p.scale;
  const h = 140 * p.scale;
  const ry = w * 0.14;
  const top = p.bottom - h;
  let svg = `<path d="M${f(p.x - w / 2)} ${f(top)}L${f(p.x - w / 2)} ${f(p.bottom)}A${f(w / 2)} ${f(ry)} 0 0 0 ${f(p.x + w / 2)} ${f(p.bottom)}L${f(p.x + w / 2)} ${f(top)}Z" fill="${url(cylinderShade(defs, '#c9ccd0'))}"/>`;
  svg += labelBlock(p.x, top + h * 0.1, w, h * 0.8, l);
  svg += `<rect x="${f(p.x - w / 2)}" y="${f(top + h * 0.1)}" width="${f(w)}" height="${f(h * 0.8)}" fill="${url(cylinderShadeOverlay(defs))}"/>`;
  svg += `<ellipse cx="${f(p.x)}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(ry)}" fill="#d9dce0" stroke="#8d9298" stroke-width="2"/>`;
  svg += `<ellipse cx="${f(p.x)}" cy="${f(top)}" rx="${f(w * 0.4)}" ry="${f(ry * 0.75)}" fill="none" stroke="#a3a8ae" stroke-width="1.5"/>`;
  return svg;
}

function bottle(defs: Defs, p: Placed, l: PackLabel): string {
  const w = 95 * p.scale;
  const h = 260 * p.scale;
  const top = p.bottom - h;
  const neck = w * 0.32;
  const path = `M${f(p.x - neck / 2)} ${f(top + h * 0.06)}L${f(p.x - neck / 2)} ${f(top + h * 0.14)}C${f(p.x - w / 2)} ${f(top + h * 0.22)} ${f(p.x - w / 2)} ${f(top + h * 0.24)} ${f(p.x - w / 2)} ${f(top + h * 0.32)}L${f(p.x - w / 2)} ${f(p.bottom - 8)}Q${f(p.x - w / 2)} ${f(p.bottom)} ${f(p.x - w / 2 + 8)} ${f(p.bottom)}L${f(p.x + w / 2 - 8)} ${f(p.bottom)}Q${f(p.x + w / 2)} ${f(p.bottom)} ${f(p.x + w / 2)} ${f(p.bottom - 8)}L${f(p.x + w / 2)} ${f(top + h * 0.32)}C${f(p.x + w / 2)} ${f(top + h * 0.24)} ${f(p.x + w / 2)} ${f(top + h * 0.22)} ${f(p.x + neck / 2)} ${f(top + h * 0.14)}L${f(p.x + neck / 2)} ${f(top + h * 0.06)}Z`;
  let svg = `<path d="${path}" fill="${url(cylinderShade(defs, l.contents))}" opacity="0.95"/>`;
  svg += labelBlock(p.x, top + h * 0.45, w, h * 0.36, l);
  svg += `<rect x="${f(p.x - w / 2)}" y="${f(top + h * 0.45)}" width="${f(w)}" height="${f(h * 0.36)}" fill="${url(cylinderShadeOverlay(defs))}"/>`;
  svg += `<path d="${path}" fill="${url(gloss(defs))}"/>`;
  svg += `<rect x="${f(p.x - neck * 0.62)}" y="${f(top)}" width="${f(neck * 1.24)}" height="${f(h * 0.07)}" rx="3" fill="${url(cylinderShade(defs, l.colour))}"/>`;
  return svg;
}

function jerrycan(defs: Defs, p: Placed, l: PackLabel): string {
  const w = 200 * p.scale;
  const h = 230 * p.scale;
  const top = p.bottom - h;
  let svg = `<rect x="${f(p.x - w / 2)}" y="${f(top + h * 0.12)}" width="${f(w)}" height="${f(h * 0.88)}" rx="${f(w * 0.08)}" fill="${url(cylinderShade(defs, l.contents))}" opacity="0.96"/>`;
  svg += `<path d="M${f(p.x - w * 0.45)} ${f(top + h * 0.14)}L${f(p.x - w * 0.35)} ${f(top)}L${f(p.x + w * 0.05)} ${f(top)}L${f(p.x + w * 0.12)} ${f(top + h * 0.14)}Z" fill="${darken(l.contents, 0.1)}"/>`;
  svg += `<rect x="${f(p.x - w * 0.27)}" y="${f(top + h * 0.02)}" width="${f(w * 0.2)}" height="${f(h * 0.06)}" fill="#f5f3ee" opacity="0.55"/>`;
  svg += `<rect x="${f(p.x + w * 0.22)}" y="${f(top + h * 0.04)}" width="${f(w * 0.16)}" height="${f(h * 0.1)}" rx="3" fill="${l.colour}"/>`;
  svg += labelBlock(p.x, top + h * 0.38, w * 0.7, h * 0.42, l);
  svg += `<rect x="${f(p.x - w / 2)}" y="${f(top + h * 0.12)}" width="${f(w)}" height="${f(h * 0.88)}" rx="${f(w * 0.08)}" fill="${url(gloss(defs))}"/>`;
  return svg;
}

function box(p: Placed, l: PackLabel): string {
  const w = 170 * p.scale;
  const h = 120 * p.scale;
  const d = 60 * p.scale;
  const top = p.bottom - h;
  const dx = d * 0.6;
  const dy = -d * 0.45;
  let svg = `<path d="M${f(p.x - w / 2)} ${f(top)}L${f(p.x - w / 2 + dx)} ${f(top + dy)}L${f(p.x + w / 2 + dx)} ${f(top + dy)}L${f(p.x + w / 2)} ${f(top)}Z" fill="${lighten(l.colour, 0.25)}"/>`;
  svg += `<path d="M${f(p.x + w / 2)} ${f(top)}L${f(p.x + w / 2 + dx)} ${f(top + dy)}L${f(p.x + w / 2 + dx)} ${f(p.bottom + dy)}L${f(p.x + w / 2)} ${f(p.bottom)}Z" fill="${darken(l.colour, 0.3)}"/>`;
  svg += `<rect x="${f(p.x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${l.colour}"/>`;
  // A flower drawn on the pack, and the name on a cream band.
  const fx = p.x - w * 0.25;
  const fy = top + h * 0.42;
  for (let i = 0; i < 5; i++) {
    const t = (i / 5) * Math.PI * 2;
    svg += `<ellipse cx="${f(fx + Math.cos(t) * h * 0.12)}" cy="${f(fy + Math.sin(t) * h * 0.12)}" rx="${f(h * 0.13)}" ry="${f(h * 0.08)}" transform="rotate(${f((t * 180) / Math.PI)} ${f(fx + Math.cos(t) * h * 0.12)} ${f(fy + Math.sin(t) * h * 0.12)})" fill="#e23a4a"/>`;
  }
  svg += `<circle cx="${f(fx)}" cy="${f(fy)}" r="${f(h * 0.06)}" fill="#5a0a16"/>`;
  svg += `<rect x="${f(p.x - w * 0.02)}" y="${f(top + h * 0.2)}" width="${f(w * 0.46)}" height="${f(h * 0.45)}" fill="#fbf7ee"/>`;
  svg += text(p.x + w * 0.21, top + h * 0.37, l.brand, fitFont(l.brand, w * 0.42, h * 0.1), darken(l.colour, 0.2));
  svg += text(p.x + w * 0.21, top + h * 0.55, l.name, fitFont(l.name, w * 0.42, h * 0.12), '#282828');
  return svg;
}

function pouch(defs: Defs, p: Placed, l: PackLabel, canvas: Canvas): string {
  const w = 150 * p.scale;
  const h = 210 * p.scale;
  const top = p.bottom - h;
  const path = `M${f(p.x - w / 2)} ${f(top)}L${f(p.x + w / 2)} ${f(top)}L${f(p.x + w * 0.53)} ${f(p.bottom - 10)}Q${f(p.x)} ${f(p.bottom + 8)} ${f(p.x - w * 0.53)} ${f(p.bottom - 10)}Z`;
  const kraft = defs.linear(
    [
      [0, '#b88a5a'],
      [0.4, '#d2a873'],
      [1, '#9a6e42'],
    ],
    0,
    0,
    1,
    0,
  );
  let svg = `<path d="${path}" fill="${url(kraft)}"/>`;
  svg += `<rect x="${f(p.x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h * 0.07)}" fill="#000" opacity="0.12"/>`;
  // A window showing the kernels inside.
  const clip = defs.raw(
    undefined,
    (id) =>
      `<clipPath id="${id}"><rect x="${f(p.x - w * 0.3)}" y="${f(top + h * 0.42)}" width="${f(w * 0.6)}" height="${f(h * 0.36)}" rx="${f(w * 0.1)}"/></clipPath>`,
  );
  let inside = `<rect x="${f(p.x - w * 0.3)}" y="${f(top + h * 0.42)}" width="${f(w * 0.6)}" height="${f(h * 0.36)}" fill="${l.contents}"/>`;
  for (let i = 0; i < 22; i++) {
    inside += drawItem(
      defs,
      canvas.random,
      ITEMS.cashewKernel,
      p.x + canvas.random.range(-0.3, 0.3) * w,
      top + h * canvas.random.range(0.42, 0.8),
      30 * p.scale,
      canvas.random.range(0, Math.PI * 2),
    );
  }
  svg += `<g clip-path="${url(clip)}">${inside}</g>`;
  svg += `<rect x="${f(p.x - w * 0.3)}" y="${f(top + h * 0.42)}" width="${f(w * 0.6)}" height="${f(h * 0.36)}" rx="${f(w * 0.1)}" fill="${url(gloss(defs))}" stroke="#fff" stroke-opacity="0.6"/>`;
  svg += `<rect x="${f(p.x - w * 0.42)}" y="${f(top + h * 0.13)}" width="${f(w * 0.84)}" height="${f(h * 0.24)}" fill="${l.colour}"/>`;
  svg += text(p.x, top + h * 0.22, l.brand, fitFont(l.brand, w * 0.76, h * 0.06), '#fbf7ee');
  svg += text(p.x, top + h * 0.32, l.name, fitFont(l.name, w * 0.76, h * 0.08), '#fff');
  return svg;
}

function bar(p: Placed, l: PackLabel): string {
  const w = 150 * p.scale;
  const h = 60 * p.scale;
  const d = 80 * p.scale;
  const top = p.bottom - h;
  const dx = d * 0.55;
  const dy = -d * 0.4;
  const paper = '#efe6d2';
  let svg = `<path d="M${f(p.x - w / 2)} ${f(top)}L${f(p.x - w / 2 + dx)} ${f(top + dy)}L${f(p.x + w / 2 + dx)} ${f(top + dy)}L${f(p.x + w / 2)} ${f(top)}Z" fill="${lighten(paper, 0.3)}"/>`;
  svg += `<path d="M${f(p.x - w * 0.12)} ${f(top)}L${f(p.x - w * 0.12 + dx)} ${f(top + dy)}L${f(p.x + w * 0.18 + dx)} ${f(top + dy)}L${f(p.x + w * 0.18)} ${f(top)}Z" fill="${l.colour}"/>`;
  svg += `<path d="M${f(p.x + w / 2)} ${f(top)}L${f(p.x + w / 2 + dx)} ${f(top + dy)}L${f(p.x + w / 2 + dx)} ${f(p.bottom + dy)}L${f(p.x + w / 2)} ${f(p.bottom)}Z" fill="${darken(paper, 0.25)}"/>`;
  svg += `<rect x="${f(p.x - w / 2)}" y="${f(top)}" width="${f(w)}" height="${f(h)}" fill="${paper}"/>`;
  svg += `<rect x="${f(p.x - w * 0.12)}" y="${f(top)}" width="${f(w * 0.3)}" height="${f(h)}" fill="${l.colour}"/>`;
  svg += text(
    p.x + w * 0.03,
    top + h * 0.6,
    l.brand.split(' ')[0] ?? l.brand,
    fitFont(l.brand.split(' ')[0] ?? '', w * 0.28, h * 0.22),
    '#fbf7ee',
  );
  return svg;
}

export interface PackOptions {
  kind: PackKind;
  label: PackLabel;
  wall: string;
  table: Surface;
  /** Loose produce placed in front, to show what is inside. */
  loose?: ItemName;
}

/** Packs in two rows, the back row slightly smaller, with loose produce in front. */
export function packs(canvas: Canvas, o: PackOptions): string {
  const { defs, random } = canvas;
  const tableTop = 300;
  let svg = studioWall(defs, o.wall, tableTop) + surface(defs, random, o.table, tableTop);
  // Small packs are drawn larger so every picture is filled about the same.
  const size = { tub: 1.25, jar: 1.2, tin: 1.4, bottle: 1, jerrycan: 1.05, box: 1.2, pouch: 1.12, bar: 1.45 }[o.kind];
  const back: Placed[] = [
    { x: 260, bottom: 400, scale: 0.8 * size },
    { x: 460, bottom: 396, scale: 0.8 * size },
    { x: 650, bottom: 402, scale: 0.8 * size },
  ];
  const front: Placed[] = [
    { x: 170, bottom: 540, scale: 1.05 * size },
    { x: 395, bottom: 548, scale: 1.1 * size },
    { x: 620, bottom: 544, scale: 1.05 * size },
  ];
  const spread = o.kind === 'jerrycan' ? 1.25 : o.kind === 'bar' || o.kind === 'tub' ? 1.1 : 1;
  const draw = (p: Placed) => {
    const placed = { ...p, x: 400 + (p.x - 400) * spread + random.range(-8, 8) };
    const shadowW = (o.kind === 'jerrycan' ? 110 : o.kind === 'bottle' ? 60 : 90) * placed.scale;
    let out = `<ellipse cx="${f(placed.x + 18)}" cy="${f(placed.bottom)}" rx="${f(shadowW)}" ry="${f(14 * placed.scale)}" fill="#000" opacity="0.4" filter="${url(defs.blur(6))}"/>`;
    switch (o.kind) {
      case 'tub':
        out += tub(defs, placed, o.label, false);
        break;
      case 'jar':
        out += jar(defs, placed, o.label);
        break;
      case 'tin':
        out += tin(defs, placed, o.label);
        break;
      case 'bottle':
        out += bottle(defs, placed, o.label);
        break;
      case 'jerrycan':
        out += jerrycan(defs, placed, o.label);
        break;
      case 'box':
        out += box(placed, o.label);
        break;
      case 'pouch':
        out += pouch(defs, placed, o.label, canvas);
        break;
      case 'bar':
        out += bar(placed, o.label);
        break;
    }
    return out;
  };
  const backCount = o.kind === 'jerrycan' ? 2 : 3;
  svg += `<g filter="${url(defs.blur(0.8))}">${back.slice(0, backCount).map(draw).join('')}</g>`;
  svg += front
    .slice(0, o.kind === 'jerrycan' ? 2 : 3)
    .map(draw)
    .join('');
  if (o.loose) {
    const kind = ITEMS[o.loose];
    const count = kind.size > 90 ? 3 : 14;
    for (let i = 0; i < count; i++) {
      const x = random.range(40, WIDTH - 40);
      const y = random.range(560, HEIGHT - 8);
      svg += drawItem(
        defs,
        random,
        kind,
        x,
        y,
        Math.min(kind.size, 70) * random.range(0.9, 1.1) * (kind.size > 90 ? 1 : 1.1),
        random.range(0, Math.PI * 2),
      );
    }
  }
  return svg + lightWash(defs, 0.25, 0.05, 0.16) + vignette(defs, 0.45);
}
