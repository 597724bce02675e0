// Fibre, yarn and cloth: printed and dyed fabrics, kente strips, yarn cones, woven sacks.
import { surface, studioWall, warehouse } from '../backdrops.ts';
import type { Canvas } from '../canvas.ts';
import { darken, lighten, vary } from '../color.ts';
import { Defs, escapeText, f, HEIGHT, lightWash, url, vignette, WIDTH } from '../svg.ts';

export type Pattern =
  | { kind: 'ankara'; motif: 'sun' | 'leaf'; colours: [ground: string, a: string, b: string, ink: string] }
  | { kind: 'adire'; motif: 'oniko' | 'eleko'; indigo: string }
  | { kind: 'kente'; colours: [gold: string, green: string, red: string, black: string] };

/** Registers the repeating tile of a cloth; `scale` shrinks it for distant pieces. */
export function patternTile(defs: Defs, pattern: Pattern, scale = 1): string {
  const key = `${JSON.stringify(pattern)}@${scale}`;
  return defs.raw(key, (id) => {
    const [w, h, body] = tile(pattern);
    return `<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse" patternTransform="scale(${scale})">${body}</pattern>`;
  });
}

function tile(pattern: Pattern): [number, number, string] {
  switch (pattern.kind) {
    case 'ankara': {
      const [ground, a, b, ink] = pattern.colours;
      if (pattern.motif === 'sun') {
        // Concentric discs with a dotted halo, the second row offset half a tile.
        const disc = (cx: number, cy: number) =>
          `<circle cx="${cx}" cy="${cy}" r="44" fill="${ink}"/><circle cx="${cx}" cy="${cy}" r="38" fill="${a}"/><circle cx="${cx}" cy="${cy}" r="27" fill="${ink}"/>` +
          `<circle cx="${cx}" cy="${cy}" r="21" fill="${b}"/><circle cx="${cx}" cy="${cy}" r="9" fill="${ink}"/>` +
          Array.from({ length: 16 }, (_, i) => {
            const t = (i / 16) * Math.PI * 2;
            return `<circle cx="${f(cx + Math.cos(t) * 54)}" cy="${f(cy + Math.sin(t) * 54)}" r="4" fill="${ink}"/>`;
          }).join('');
        return [
          160,
          160,
          `<rect width="160" height="160" fill="${ground}"/>${disc(40, 40)}${disc(120, 120)}${disc(-40, 120)}${disc(200, 40)}${disc(120, -40)}${disc(40, 200)}` +
            `<path d="M80 0L80 160M0 80L160 80" stroke="${ink}" stroke-width="2" stroke-dasharray="3 5" opacity="0.6"/>`,
        ];
      }
      const leafPath = (x: number, y: number, rot: number, colour: string) =>
        `<g transform="translate(${x} ${y}) rotate(${rot})"><path d="M0 -46C26 -26 26 26 0 46C-26 26 -26 -26 0 -46Z" fill="${colour}" stroke="${ink}" stroke-width="4"/><path d="M0 -40L0 40M0 -16L14 -26M0 0L16 -10M0 16L14 6M0 -16L-14 -26M0 0L-16 -10M0 16L-14 6" stroke="${ink}" stroke-width="3"/></g>`;
      return [
        180,
        140,
        `<rect width="180" height="140" fill="${ground}"/>${leafPath(45, 35, 35, a)}${leafPath(135, 105, -35, b)}${leafPath(135, -35, -35, b)}${leafPath(-45, 105, -35, b)}${leafPath(225, 35, 35, a)}${leafPath(45, 175, 35, a)}` +
          `<circle cx="135" cy="35" r="13" fill="${ink}"/><circle cx="135" cy="35" r="6" fill="${a}"/><circle cx="45" cy="105" r="13" fill="${ink}"/><circle cx="45" cy="105" r="6" fill="${b}"/>`,
      ];
    }
    case 'adire': {
      const indigo = pattern.indigo;
      const pale = lighten(indigo, 0.72);
      if (pattern.motif === 'oniko') {
        // Tie-dye: each tied knot leaves rings of paler cloth that bleed at the edges.
        const knot = (cx: number, cy: number) =>
          `<g filter="url(#soft)"><circle cx="${cx}" cy="${cy}" r="40" fill="none" stroke="${pale}" stroke-width="5" opacity="0.55"/><circle cx="${cx}" cy="${cy}" r="27" fill="none" stroke="${pale}" stroke-width="6" opacity="0.75"/><circle cx="${cx}" cy="${cy}" r="13" fill="${pale}" opacity="0.9"/>` +
          Array.from({ length: 8 }, (_, i) => {
            const t = (i / 8) * Math.PI * 2;
            return `<path d="M${f(cx + Math.cos(t) * 14)} ${f(cy + Math.sin(t) * 14)}L${f(cx + Math.cos(t) * 44)} ${f(cy + Math.sin(t) * 44)}" stroke="${pale}" stroke-width="2" opacity="0.5"/>`;
          }).join('') +
          '</g>';
        return [
          120,
          120,
          `<filter id="soft"><feGaussianBlur stdDeviation="1.6"/></filter><rect width="120" height="120" fill="${indigo}"/>${knot(30, 30)}${knot(90, 90)}${knot(-30, 90)}${knot(150, 30)}${knot(90, -30)}${knot(30, 150)}`,
        ];
      }
      // Eleko: starch-resist squares, each with its own drawn motif.
      const cells = [
        `<path d="M8 12H52M8 22H52M8 32H52M8 42H52M8 52H52" stroke="${pale}" stroke-width="3"/>`,
        `${[14, 30, 46].flatMap((x) => [14, 30, 46].map((y) => `<circle cx="${x}" cy="${y}" r="5" fill="${pale}"/>`)).join('')}`,
        `<path d="M6 40L18 20L30 40L42 20L54 40" fill="none" stroke="${pale}" stroke-width="4"/><path d="M6 52L54 52" stroke="${pale}" stroke-width="2"/>`,
        `<circle cx="30" cy="30" r="19" fill="none" stroke="${pale}" stroke-width="3"/><path d="M30 11V49M11 30H49" stroke="${pale}" stroke-width="2"/>`,
      ];
      const body = cells
        .map(
          (cell, i) =>
            `<g transform="translate(${(i % 2) * 60} ${Math.floor(i / 2) * 60})"><rect width="60" height="60" fill="${indigo}"/>${cell}<rect x="1" y="1" width="58" height="58" fill="none" stroke="${pale}" stroke-width="1.5" opacity="0.7"/></g>`,
        )
        .join('');
      return [120, 120, `<g opacity="0.95">${body}</g>`];
    }
    case 'kente': {
      const [gold, green, red, black] = pattern.colours;
      // Two 60 px strips side by side; each alternates warp stripes and weft blocks, offset.
      const warp = (x: number, y: number) =>
        `<rect x="${x}" y="${y}" width="60" height="60" fill="${gold}"/>` +
        [4, 14, 22, 36, 44, 54]
          .map(
            (sx, i) =>
              `<rect x="${x + sx}" y="${y}" width="${i % 3 === 1 ? 6 : 3}" height="60" fill="${[green, black, red][i % 3]}"/>`,
          )
          .join('');
      const weft = (x: number, y: number, alt: boolean) =>
        `<rect x="${x}" y="${y}" width="60" height="60" fill="${alt ? green : black}"/>` +
        [6, 18, 30, 42]
          .map(
            (sy, i) =>
              `<rect x="${x}" y="${y + sy}" width="60" height="${i % 2 ? 5 : 8}" fill="${i % 2 ? red : gold}"/>`,
          )
          .join('') +
        `<path d="M${x + 4} ${y + 56}l10 -8l10 8l10 -8l10 8l10 -8l6 5" fill="none" stroke="${gold}" stroke-width="2"/>`;
      const body =
        warp(0, 0) +
        weft(0, 60, false) +
        warp(0, 120) +
        weft(0, 180, true) +
        weft(60, 0, true) +
        warp(60, 60) +
        weft(60, 120, false) +
        warp(60, 180) +
        `<path d="M60 0V240M120 0V240" stroke="#000" stroke-width="1.2" opacity="0.45"/>`;
      return [120, 240, body];
    }
  }
}

/** Lit folds from a height map: the same noise warps the print and shades it. */
function clothFilter(defs: Defs, seed: number, strength = 1): string {
  return defs.raw(
    `cloth${seed}${strength}`,
    (id) =>
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB">` +
      `<feTurbulence type="fractalNoise" baseFrequency="0.0045 0.011" numOctaves="1" seed="${seed}" result="rough"/>` +
      `<feGaussianBlur in="rough" stdDeviation="8" result="noise"/>` +
      `<feDisplacementMap in="SourceGraphic" in2="noise" scale="${f(24 * strength)}" xChannelSelector="R" yChannelSelector="G" result="warped"/>` +
      `<feDiffuseLighting in="noise" surfaceScale="${f(20 * strength)}" diffuseConstant="1.05" lighting-color="#fff" result="light"><feDistantLight azimuth="235" elevation="52"/></feDiffuseLighting>` +
      `<feComposite in="warped" in2="light" operator="arithmetic" k1="1.25" k2="0" k3="0" k4="0"/></filter>`,
  );
}

/** The cloth fills the frame, softly folded. */
export function fabric(canvas: Canvas, pattern: Pattern, zoom = 1): string {
  const { defs, random } = canvas;
  const tileId = patternTile(defs, pattern, zoom);
  // Kept square to the frame: diagonal stripes cost the encoder twice the bytes.
  const seed = random.int(1, 90);
  const svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="#222"/><g filter="${url(clothFilter(defs, seed))}"><rect x="-200" y="-200" width="${WIDTH + 400}" height="${HEIGHT + 400}" fill="${url(tileId)}"/></g>`;
  return svg + vignette(defs, 0.45);
}

function foldedPiece(defs: Defs, pattern: Pattern, x: number, y: number, w: number, t: number, scale: number): string {
  const tileId = patternTile(defs, pattern, scale);
  const edge = defs.linear([
    [0, '#fff', 0.22],
    [0.35, '#fff', 0],
    [0.7, '#000', 0.1],
    [1, '#000', 0.45],
  ]);
  const r = t * 0.45;
  return (
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(t)}" rx="${f(r)}" fill="${url(tileId)}"/>` +
    `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(t)}" rx="${f(r)}" fill="${url(edge)}"/>`
  );
}

/** Stacks of folded cloth on a table, the top piece showing its face. */
export function foldedStacks(canvas: Canvas, patterns: Pattern[]): string {
  const { defs, random } = canvas;
  const tableTop = 330;
  let svg = studioWall(defs, '#d8cbb6', tableTop) + surface(defs, random, 'wood', tableTop);
  const stacks = [
    { x: 40, bottom: 430, w: 330, pieces: 8, t: 26 },
    { x: 420, bottom: 450, w: 340, pieces: 9, t: 28 },
    { x: 150, bottom: 590, w: 460, pieces: 6, t: 34 },
  ];
  stacks.forEach((stack, index) => {
    svg += `<ellipse cx="${f(stack.x + stack.w / 2 + 20)}" cy="${f(stack.bottom)}" rx="${f(stack.w * 0.6)}" ry="22" fill="#000" opacity="0.4" filter="${url(defs.blur(10))}"/>`;
    let top = stack.bottom;
    for (let i = 0; i < stack.pieces; i++) {
      const pattern = patterns[(i + index) % patterns.length]!;
      const t = stack.t * random.range(0.85, 1.1);
      top -= t * 0.92;
      svg += foldedPiece(defs, pattern, stack.x + random.range(-8, 8), top, stack.w, t, 0.35 + index * 0.08);
    }
    // The face of the top piece, seen from above.
    const pattern = patterns[(stack.pieces + index) % patterns.length]!;
    const tileId = patternTile(defs, pattern, 0.35 + index * 0.08);
    const face = `M${f(stack.x + 4)} ${f(top + 6)}Q${f(stack.x + 10)} ${f(top - 36)} ${f(stack.x + 26)} ${f(top - 38)}L${f(stack.x + stack.w - 2)} ${f(top - 38)}Q${f(stack.x + stack.w + 10)} ${f(top - 34)} ${f(stack.x + stack.w - 4)} ${f(top + 6)}Z`;
    svg += `<path d="${face}" fill="${url(tileId)}"/>`;
    const sheen = defs.linear([
      [0, '#000', 0.12],
      [0.4, '#fff', 0.18],
      [1, '#000', 0.15],
    ]);
    svg += `<path d="${face}" fill="${url(sheen)}"/>`;
  });
  return svg + vignette(defs, 0.45);
}

/** Bolts of cloth stacked in a pyramid, seen end-on: spirals of cloth on card cores. */
export function rolls(canvas: Canvas, patterns: Pattern[]): string {
  const { defs, random } = canvas;
  const tableTop = 470;
  let svg = studioWall(defs, '#cdbfa9', tableTop) + surface(defs, random, 'wood', tableTop);
  const r = 68;
  const rows = [5, 4, 3, 2];
  svg += `<ellipse cx="400" cy="556" rx="380" ry="34" fill="#000" opacity="0.45" filter="${url(defs.blur(12))}"/>`;
  const ends: string[] = [];
  rows.forEach((count, row) => {
    const cy = 548 - r - row * r * 1.72;
    const startX = 400 - ((count - 1) * r * 2) / 2;
    for (let i = 0; i < count; i++) {
      const cx = startX + i * r * 2 + random.range(-3, 3);
      const pattern = patterns[(row * 5 + i * 2) % patterns.length]!;
      const tileId = patternTile(defs, pattern, 0.4);
      // A contact shadow where the bolt rests on the ones below.
      let end = `<circle cx="${f(cx + 6)}" cy="${f(cy + 8)}" r="${r}" fill="#000" opacity="0.35" filter="${url(defs.blur(4))}"/>`;
      end += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="${url(tileId)}"/>`;
      const depth = defs.radial(
        [
          [0, '#000', 0.35],
          [0.35, '#000', 0.1],
          [0.85, '#fff', 0.08],
          [1, '#000', 0.35],
        ],
        0.5,
        0.5,
        0.5,
      );
      end += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="${url(depth)}"/>`;
      for (let k = 1; k < 9; k++) {
        end += `<circle cx="${f(cx + k * 0.4)}" cy="${f(cy + k * 0.3)}" r="${f(r - k * 6.2)}" fill="none" stroke="#000" stroke-width="1.1" opacity="0.3"/>`;
      }
      end += `<circle cx="${f(cx + 3)}" cy="${f(cy + 2)}" r="13" fill="#c9a878" stroke="#8a6a44" stroke-width="3"/><circle cx="${f(cx + 3)}" cy="${f(cy + 2)}" r="8" fill="#2a1e12"/>`;
      end += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${r}" fill="none" stroke="#000" stroke-width="1.5" opacity="0.4"/>`;
      ends.push(end);
    }
  });
  svg += ends.join('');
  return svg + lightWash(defs, 0.2, 0.1, 0.15) + vignette(defs, 0.5);
}

/** Cones of yarn on a rack: wound thread catching the light, paper tubes at the tips. */
export function cones(canvas: Canvas, colours: string[]): string {
  const { defs, random } = canvas;
  let svg = warehouse(defs, random, 520);
  const winding = defs.raw(
    'winding',
    (id) =>
      `<pattern id="${id}" width="8" height="3" patternUnits="userSpaceOnUse" patternTransform="rotate(-8)"><rect width="8" height="1.4" fill="#000" opacity="0.08"/></pattern>`,
  );
  const rowsY = [250, 420, 610];
  const sizes = [0.62, 0.82, 1.08];
  rowsY.forEach((base, row) => {
    const s = sizes[row]!;
    const w = 120 * s;
    const h = 150 * s;
    const shelf = `<rect x="0" y="${f(base)}" width="${WIDTH}" height="${f(12 * s)}" fill="#4a4d52"/>`;
    let cones = '';
    for (let x = 30 * s; x < WIDTH + w; x += w * 1.08) {
      const colour = vary(random.pick(colours), 0.02, random.next);
      const shade = defs.linear(
        [
          [0, darken(colour, 0.35)],
          [0.35, lighten(colour, 0.15)],
          [0.55, colour],
          [1, darken(colour, 0.4)],
        ],
        0,
        0,
        1,
        0,
      );
      const top = base - h;
      const path = `M${f(x - w * 0.3)} ${f(top)}L${f(x + w * 0.3)} ${f(top)}L${f(x + w * 0.5)} ${f(base - 8 * s)}Q${f(x)} ${f(base + 6 * s)} ${f(x - w * 0.5)} ${f(base - 8 * s)}Z`;
      cones += `<path d="${path}" fill="${url(shade)}"/><path d="${path}" fill="${url(winding)}"/>`;
      cones += `<ellipse cx="${f(x)}" cy="${f(top)}" rx="${f(w * 0.3)}" ry="${f(w * 0.08)}" fill="${lighten(colour, 0.2)}"/>`;
      cones += `<path d="M${f(x - w * 0.09)} ${f(top)}L${f(x - w * 0.07)} ${f(top - 22 * s)}L${f(x + w * 0.07)} ${f(top - 22 * s)}L${f(x + w * 0.09)} ${f(top)}Z" fill="${random.pick(['#c24403', '#d9a21b', '#1f5e8c'])}"/>`;
      cones += `<ellipse cx="${f(x)}" cy="${f(top - 22 * s)}" rx="${f(w * 0.07)}" ry="${f(w * 0.025)}" fill="#2a2a2a"/>`;
    }
    const layer = shelf + cones;
    svg += row === 0 ? `<g filter="${url(defs.blur(1.4))}">${layer}</g>` : layer;
  });
  return svg + vignette(defs, 0.5);
}

/** Close-up of woven polypropylene: interlaced tapes with a printed mark. */
export function weave(canvas: Canvas, print: { text: string; colour: string }): string {
  const { defs, random } = canvas;
  // Four cells per tile: the weft tape over the warp, then the warp over the weft.
  const over = (x: number, y: number, horizontal: boolean) =>
    `<rect x="${x + 0.5}" y="${y + 0.5}" width="13" height="13" rx="1.5" fill="url(#${horizontal ? 'tapeH' : 'tapeV'})"/>`;
  const tape = defs.raw(
    'pptape',
    (id) =>
      `<linearGradient id="tapeH" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e4e3de"/><stop offset="0.45" stop-color="#fbfaf7"/><stop offset="1" stop-color="#d6d5cf"/></linearGradient>` +
      `<linearGradient id="tapeV" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#dcdbd5"/><stop offset="0.5" stop-color="#f4f3ef"/><stop offset="1" stop-color="#cfcec8"/></linearGradient>` +
      `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><rect width="28" height="28" fill="#a9a8a2"/>` +
      `${over(0, 0, true)}${over(14, 0, false)}${over(0, 14, false)}${over(14, 14, true)}</pattern>`,
  );
  const seed = random.int(1, 90);
  let body = `<rect x="-200" y="-200" width="${WIDTH + 400}" height="${HEIGHT + 400}" fill="${url(tape)}"/>`;
  body +=
    `<g fill="${print.colour}" opacity="0.82" style="mix-blend-mode:multiply">` +
    `<rect x="-20" y="90" width="${WIDTH + 40}" height="34"/><rect x="-20" y="134" width="${WIDTH + 40}" height="10"/>` +
    `<text x="400" y="360" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="150" text-anchor="middle">${escapeText(print.text)}</text>` +
    `<rect x="-20" y="470" width="${WIDTH + 40}" height="10"/><rect x="-20" y="490" width="${WIDTH + 40}" height="34"/></g>`;
  const svg = `<g filter="${url(clothFilter(defs, seed, 0.45))}">${body}</g>`;
  return svg + vignette(defs, 0.45);
}

/** Bundles of flat-folded bags, strapped and stacked for dispatch. */
export function bagBundles(canvas: Canvas, printColour: string): string {
  const { defs, random } = canvas;
  let svg = warehouse(defs, random, 410);
  const bundle = (x: number, y: number, w: number, h: number, depth: number, top: boolean) => {
    const dx = depth * 0.55;
    const dy = -depth * 0.4;
    let out = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="#efeee9"/>`;
    for (let ly = y + 3; ly < y + h; ly += 4)
      out += `<rect x="${f(x)}" y="${f(ly)}" width="${f(w)}" height="1" fill="#000" opacity="0.13"/>`;
    out += `<path d="M${f(x + w)} ${f(y)}L${f(x + w + dx)} ${f(y + dy)}L${f(x + w + dx)} ${f(y + h + dy)}L${f(x + w)} ${f(y + h)}Z" fill="#cfcec8"/>`;
    if (top) {
      out += `<path d="M${f(x)} ${f(y)}L${f(x + dx)} ${f(y + dy)}L${f(x + w + dx)} ${f(y + dy)}L${f(x + w)} ${f(y)}Z" fill="#f7f6f2"/>`;
      out += `<path d="M${f(x + w * 0.15)} ${f(y - 4)}L${f(x + w * 0.15 + dx * 0.8)} ${f(y + dy * 0.8 - 4)}L${f(x + w * 0.3 + dx * 0.8)} ${f(y + dy * 0.8 - 4)}L${f(x + w * 0.3)} ${f(y - 4)}Z" fill="${printColour}" opacity="0.85"/>`;
      out += `<path d="M${f(x + w * 0.7)} ${f(y - 4)}L${f(x + w * 0.7 + dx * 0.8)} ${f(y + dy * 0.8 - 4)}L${f(x + w * 0.85 + dx * 0.8)} ${f(y + dy * 0.8 - 4)}L${f(x + w * 0.85)} ${f(y - 4)}Z" fill="${printColour}" opacity="0.85"/>`;
    }
    for (const sx of [0.25, 0.75])
      out += `<rect x="${f(x + w * sx - 4)}" y="${f(y - 1)}" width="8" height="${f(h + 2)}" fill="${darken(printColour, 0.2)}"/>`;
    return out;
  };
  let back = '';
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 3; c++) back += bundle(-10 + c * 130, 430 - (r + 1) * 50, 128, 48, 60, r === 3);
  svg += `<g filter="${url(defs.blur(1.5))}">${back}</g><rect width="${WIDTH}" height="${HEIGHT}" fill="#2d3340" opacity="0.2"/>`;
  svg += `<ellipse cx="540" cy="588" rx="330" ry="28" fill="#000" opacity="0.4" filter="${url(defs.blur(10))}"/>`;
  for (let r = 0; r < 4; r++)
    for (let c = 0; c < 2; c++) svg += bundle(260 + c * 232, 585 - (r + 1) * 78, 230, 76, 100, r === 3);
  return svg + vignette(defs, 0.5);
}

/** Open cotton bolls close up, the field soft behind them. */
export function bolls(canvas: Canvas): string {
  const { defs, random } = canvas;
  const back = defs.linear([
    [0, '#9db8cf'],
    [0.45, '#c9d6c2'],
    [0.5, '#6d8a4a'],
    [1, '#3f5a2c'],
  ]);
  let svg = `<rect width="${WIDTH}" height="${HEIGHT}" fill="${url(back)}"/>`;
  // Out-of-focus plants and bolls far behind.
  let far = '';
  for (let i = 0; i < 60; i++) {
    const x = random.range(0, WIDTH);
    const y = random.range(250, HEIGHT);
    far += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(random.range(10, 30))}" fill="${random.chance(0.35) ? '#f4f2ea' : random.pick(['#4d6e35', '#3c5a2a', '#5f7f3e'])}"/>`;
  }
  svg += `<g filter="${url(defs.blur(9))}">${far}</g>`;
  const soft = defs.raw(
    'lock',
    (id) =>
      `<filter id="${id}" x="-20%" y="-20%" width="140%" height="140%"><feTurbulence type="fractalNoise" baseFrequency="0.09" numOctaves="2" seed="4" result="n"/>` +
      `<feDisplacementMap in="SourceGraphic" in2="n" scale="7" xChannelSelector="R" yChannelSelector="G" result="w"/><feGaussianBlur in="w" stdDeviation="0.9"/></filter>`,
  );
  const lockFill = defs.radial(
    [
      [0, '#ffffff'],
      [0.6, '#f4f2eb'],
      [1, '#c8c3b5'],
    ],
    0.38,
    0.32,
    0.7,
  );
  const boll = (x: number, y: number, r: number) => {
    let out = `<path d="M${f(x)} ${f(y + r * 0.9)}Q${f(x + r * 0.2)} ${f(y + r * 2)} ${f(x + r * 0.1)} ${f(y + r * 3.4)}" stroke="#5a3e28" stroke-width="${f(r * 0.12)}" fill="none"/>`;
    // Dried bracts behind the white locks.
    for (let i = 0; i < 5; i++) {
      const t = (i / 5) * Math.PI * 2 + 0.3;
      out += `<path d="M${f(x)} ${f(y)}L${f(x + Math.cos(t - 0.25) * r * 1.15)} ${f(y + Math.sin(t - 0.25) * r * 1.15)}L${f(x + Math.cos(t) * r * 1.3)} ${f(y + Math.sin(t) * r * 1.3)}L${f(x + Math.cos(t + 0.25) * r * 1.15)} ${f(y + Math.sin(t + 0.25) * r * 1.15)}Z" fill="#6b4a2e" stroke="#3f2a18" stroke-width="1"/>`;
    }
    let locks = '';
    for (let i = 0; i < 4; i++) {
      const t = (i / 4) * Math.PI * 2 + random.range(-0.2, 0.2);
      const lx = x + Math.cos(t) * r * 0.45;
      const ly = y + Math.sin(t) * r * 0.4;
      locks += `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="${f(r * 0.62)}" ry="${f(r * 0.55)}" fill="${url(lockFill)}"/>`;
    }
    out += `<g filter="${url(soft)}">${locks}</g>`;
    return out;
  };
  const leaf = (x: number, y: number, r: number, angle: number) =>
    `<path d="M0 0C${f(r * 0.5)} ${f(-r * 0.6)} ${f(r * 1.2)} ${f(-r * 0.5)} ${f(r * 1.4)} 0C${f(r * 1.2)} ${f(r * 0.5)} ${f(r * 0.5)} ${f(r * 0.6)} 0 0Z" transform="translate(${f(x)} ${f(y)}) rotate(${f(angle)})" fill="${random.pick(['#3f6a2e', '#4d7a34', '#35592a'])}"/>`;
  svg += `<g filter="${url(defs.blur(2.5))}">${boll(120, 170, 60)}${boll(690, 150, 55)}${leaf(60, 300, 80, -30)}</g>`;
  svg += leaf(300, 420, 120, 200) + leaf(520, 470, 110, -20) + leaf(700, 380, 100, 30);
  svg += boll(260, 330, 105) + boll(540, 280, 95) + boll(430, 500, 90) + boll(760, 520, 80);
  return svg + lightWash(defs, 0.25, 0.05, 0.2) + vignette(defs, 0.4);
}
