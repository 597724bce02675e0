// The commodities themselves, drawn one grain, nut or piece at a time. Each kind gives an
// outline around the origin (about one unit long), a few natural tones and optional marks.
import { darken, lighten, mix } from './color.ts';
import type { Random } from './random.ts';
import { Defs, f, place, type Point, smoothClosed, smoothOpen, polygon, url } from './svg.ts';

export interface ItemKind {
  /** Typical length in px when seen close up. */
  size: number;
  tones: string[];
  /** Opacity of the specular highlight: glossy nuts shine, dried flowers do not. */
  gloss: number;
  outline(random: Random): Point[];
  angular?: boolean;
  /** Marks drawn over the body; `at` maps local to picture coordinates. */
  marks?(random: Random, at: (points: Point[]) => Point[], tone: string, scale: number): string;
  /** Colour of the shadows between pieces. */
  gap: string;
}

/** A bean bent along its length: `bend` curves it like a kidney, `taper` makes one end fatter. */
function kidney(random: Random, width: number, bend: number, taper: number, count = 16): Point[] {
  const w = width * random.range(0.9, 1.1);
  const k = bend * random.range(0.75, 1.2) * 6;
  return Array.from({ length: count }, (_, i) => {
    const t = (i / count) * Math.PI * 2;
    const x = 0.5 * Math.cos(t);
    const y = w * Math.sin(t) * (1 + taper * x * 2);
    if (k < 1e-3) return [x, y] as Point;
    // Wrap the straight bean around a circle of radius 1/k.
    const radius = 1 / k;
    const angle = x * k;
    return [
      (radius - y) * Math.sin(angle),
      radius - (radius - y) * Math.cos(angle) - radius * (1 - Math.cos(0.25 * k)) * 0.5,
    ] as Point;
  });
}

function oval(random: Random, width: number, wobble = 0.04, count = 12): Point[] {
  const w = width * random.range(0.92, 1.08);
  return Array.from({ length: count }, (_, i) => {
    const t = (i / count) * Math.PI * 2;
    const r = 1 + random.range(-wobble, wobble);
    return [0.5 * Math.cos(t) * r, w * Math.sin(t) * r] as Point;
  });
}

function blob(random: Random, width: number, wobble: number, count = 10): Point[] {
  return Array.from({ length: count }, (_, i) => {
    const t = (i / count) * Math.PI * 2;
    const r = 1 + random.range(-wobble, wobble);
    return [0.5 * Math.cos(t) * r, width * Math.sin(t) * r] as Point;
  });
}

const line = (points: Point[], colour: string, width: number, opacity: number) =>
  `<path d="${smoothOpen(points)}" fill="none" stroke="${colour}" stroke-width="${f(width)}" stroke-opacity="${opacity}" stroke-linecap="round"/>`;

export const ITEMS = {
  cashewShell: {
    size: 46,
    tones: ['#8a7550', '#97805a', '#6f5b3d', '#a08a60', '#5f4e35', '#8d7a4e', '#7d6a47', '#9a8a6a'],
    gloss: 0.22,
    gap: '#3a3020',
    outline: (r) => kidney(r, 0.3, 0.3, 0.22),
  },
  cashewKernel: {
    size: 44,
    tones: ['#efe0c0', '#e8d4ad', '#f4e7cd', '#e2cb9e', '#ecdab6'],
    gloss: 0.35,
    gap: '#8a7350',
    outline: (r) => kidney(r, 0.22, 0.42, 0.12),
    marks: (_r, at, tone, s) =>
      line(
        at([
          [-0.38, 0.1],
          [0, 0.13],
          [0.38, 0.1],
        ]),
        darken(tone, 0.18),
        s * 0.025,
        0.5,
      ),
  },
  sesame: {
    size: 22,
    tones: ['#efe3c4', '#e7d7b2', '#f3e9d2', '#dccaa0', '#e9dcb9'],
    gloss: 0.25,
    gap: '#8c7a55',
    outline: (r) => {
      const w = 0.3 * r.range(0.9, 1.1);
      return Array.from({ length: 12 }, (_, i) => {
        const t = (i / 12) * Math.PI * 2;
        const narrow = 0.45 + 0.55 * ((1 + Math.cos(t)) / 2) ** 0.6;
        return [0.5 * Math.cos(t), w * Math.sin(t) * narrow] as Point;
      });
    },
    marks: (_r, at, tone, s) =>
      line(
        at([
          [-0.35, 0],
          [0.4, 0],
        ]),
        darken(tone, 0.15),
        s * 0.04,
        0.45,
      ),
  },
  soy: {
    size: 30,
    tones: ['#e6cd8b', '#dcbf78', '#efd89f', '#d5b76c', '#e2c782'],
    gloss: 0.38,
    gap: '#6e5a30',
    outline: (r) => oval(r, 0.42),
    marks: (_r, at, tone) =>
      `<path d="${smoothClosed(at(ellipse(0.14, 0.045, 0, 0.29)))}" fill="${darken(tone, 0.35)}" opacity="0.6"/>`,
  },
  peanut: {
    size: 34,
    tones: ['#8f4a32', '#7f3f2a', '#9a5538', '#74381f', '#86452e'],
    gloss: 0.26,
    gap: '#3d1a12',
    outline: (r) => kidney(r, 0.3, 0.06, 0.14),
    marks: (r, at, tone, s) =>
      [0, 1]
        .map(() => {
          const y = r.range(-0.12, 0.12);
          return line(
            at([
              [-0.3, y],
              [0, y + r.range(-0.05, 0.05)],
              [0.3, y],
            ]),
            darken(tone, 0.25),
            s * 0.02,
            0.45,
          );
        })
        .join(''),
  },
  ginger: {
    size: 62,
    tones: ['#c9a46c', '#b8915a', '#d5b37d', '#a9834f', '#c29b60'],
    gloss: 0.12,
    gap: '#4f3a1d',
    outline: (r) => {
      const base = blob(r, 0.2, 0.22, 14);
      // A couple of knobby fingers along the rhizome.
      return base.map(([x, y], i) => (i === 3 || i === 10 ? [x * 1.05, y * 1.8] : [x, y]) as Point);
    },
    marks: (r, at, tone, s) =>
      Array.from({ length: 4 }, () => {
        const x = r.range(-0.35, 0.35);
        return line(
          at([
            [x, -0.12],
            [x + r.range(-0.05, 0.05), 0],
            [x, 0.12],
          ]),
          darken(tone, 0.3),
          s * 0.015,
          0.5,
        );
      }).join(''),
  },
  sheaNut: {
    size: 44,
    tones: ['#5e3b22', '#6b4528', '#4f311c', '#7a5232', '#654027'],
    gloss: 0.16,
    gap: '#1e1209',
    outline: (r) => kidney(r, 0.36, 0.05, 0.18),
    marks: (_r, at, tone) =>
      `<path d="${smoothClosed(at(ellipse(0.2, 0.13, -0.12, 0.04)))}" fill="${lighten(tone, 0.2)}" opacity="0.35"/>`,
  },
  cocoaBean: {
    size: 42,
    tones: ['#5a2f1e', '#4e281a', '#673723', '#74402a', '#5e3322'],
    gloss: 0.18,
    gap: '#1f0f08',
    outline: (r) => kidney(r, 0.27, 0.02, 0.06, 12).map(([x, y]) => [x, y * (1 - 0.5 * (2 * x) ** 4)] as Point),
    marks: (_r, at, tone, s) =>
      line(
        at([
          [-0.4, 0.01],
          [0, -0.01],
          [0.4, 0.01],
        ]),
        darken(tone, 0.3),
        s * 0.025,
        0.55,
      ),
  },
  hibiscus: {
    size: 48,
    tones: ['#7a0f1f', '#8e1426', '#6a0c1a', '#a01c2e', '#5c0a17'],
    gloss: 0.1,
    gap: '#25040a',
    outline: (r) =>
      Array.from({ length: 20 }, (_, i) => {
        const t = (i / 20) * Math.PI * 2;
        const lobe = Math.abs(Math.cos(2.5 * t)) ** 1.6;
        const radius = (0.22 + 0.3 * lobe) * r.range(0.85, 1.15);
        return [Math.cos(t) * radius, Math.sin(t) * radius * 0.85] as Point;
      }),
    marks: (_r, at, tone, s) =>
      Array.from({ length: 5 }, (_, i) => {
        const t = (i / 5) * Math.PI * 2;
        return line(
          at([
            [0, 0],
            [Math.cos(t) * 0.42, Math.sin(t) * 0.36],
          ]),
          darken(tone, 0.35),
          s * 0.03,
          0.5,
        );
      }).join(''),
  },
  cassavaChip: {
    size: 52,
    tones: ['#efe8d8', '#e6dcc6', '#f4efe2', '#ddd0b4', '#e9e1cf'],
    gloss: 0.08,
    gap: '#6b5f48',
    angular: true,
    outline: (r) => blob(r, 0.3, 0.22, r.int(8, 10)),
    marks: (r, at, tone, s) =>
      line(
        at([
          [-0.3, r.range(-0.1, 0.1)],
          [0, r.range(-0.1, 0.1)],
          [0.25, r.range(-0.1, 0.1)],
        ]),
        darken(tone, 0.2),
        s * 0.05,
        0.4,
      ) +
      (r.chance(0.5)
        ? `<path d="${smoothClosed(at(ellipse(0.12, 0.07, r.range(-0.2, 0.2), r.range(-0.1, 0.1))))}" fill="#8a6a44" opacity="0.45"/>`
        : ''),
  },
  maize: {
    size: 30,
    tones: ['#e9a82a', '#f0b53a', '#dc9620', '#f3c04e', '#e5a023'],
    gloss: 0.36,
    gap: '#6b4006',
    outline: () => [
      [-0.3, -0.36],
      [0, -0.44],
      [0.3, -0.36],
      [0.33, 0],
      [0.18, 0.4],
      [0, 0.46],
      [-0.18, 0.4],
      [-0.33, 0],
    ],
    marks: (_r, at, tone) =>
      `<path d="${smoothClosed(
        at([
          [-0.17, -0.3],
          [0, -0.36],
          [0.17, -0.3],
          [0, -0.16],
        ]),
      )}" fill="${lighten(tone, 0.45)}" opacity="0.6"/>`,
  },
  sorghum: {
    size: 20,
    tones: ['#efe2c0', '#e6d5ae', '#f3e9cf', '#e0cc9e', '#ebdcb5'],
    gloss: 0.3,
    gap: '#7a6640',
    outline: (r) => oval(r, 0.45),
    marks: (_r, at) =>
      `<path d="${smoothClosed(
        at([
          [0.18, -0.05],
          [0.3, 0],
          [0.18, 0.06],
        ]),
      )}" fill="#6b4a2a" opacity="0.55"/>`,
  },
  coffee: {
    size: 34,
    tones: ['#a7a47c', '#9a9a70', '#b1ad86', '#8f8d63', '#a3a077'],
    gloss: 0.16,
    gap: '#3f3e28',
    outline: (r) => oval(r, 0.37),
    marks: (r, at, tone, s) =>
      r.chance(0.6)
        ? line(
            at([
              [-0.38, 0.04],
              [-0.12, -0.05],
              [0.12, 0.05],
              [0.38, -0.04],
            ]),
            darken(tone, 0.45),
            s * 0.045,
            0.8,
          )
        : '',
  },
  cowpea: {
    size: 32,
    tones: ['#efe4ca', '#e6d9ba', '#f3ead6', '#ddcfab'],
    gloss: 0.28,
    gap: '#6f6146',
    outline: (r) => kidney(r, 0.33, 0.12, 0.05),
    marks: (_r, at) =>
      `<path d="${smoothClosed(
        at(
          Array.from({ length: 8 }, (_, i) => {
            const t = (i / 8) * Math.PI * 2;
            return [Math.cos(t) * 0.13, -0.12 + Math.sin(t) * 0.07] as Point;
          }),
        ),
      )}" fill="#231713" stroke="#5a3b2a" stroke-width="1"/>`,
  },
  gum: {
    size: 40,
    tones: ['#d9a441', '#c98f2e', '#e5b65a', '#b87a22', '#efc874', '#d49a38'],
    gloss: 0.55,
    gap: '#5a3a10',
    outline: (r) => blob(r, 0.42, 0.18, 11),
    marks: (_r, at, tone) =>
      `<path d="${smoothClosed(at(ellipse(0.22, 0.16, 0.05, 0.06)))}" fill="${lighten(tone, 0.35)}" opacity="0.5"/>`,
  },
  tomato: {
    size: 120,
    tones: ['#d63a25', '#c62f1f', '#e0482c', '#b8281b', '#d8401f'],
    gloss: 0.45,
    gap: '#4a0d06',
    outline: (r) => oval(r, 0.45, 0.03, 16),
    marks: (r, at, _tone, s) => {
      const star = Array.from({ length: 10 }, (_, i) => {
        const t = (i / 10) * Math.PI * 2 + r.range(-0.1, 0.1);
        const radius = i % 2 ? 0.04 : 0.14;
        return [0.05 + Math.cos(t) * radius, -0.28 + Math.sin(t) * radius * 0.6] as Point;
      });
      return `<path d="${polygon(at(star))}" fill="#3f7a2a" stroke="#2a5a1a" stroke-width="${f(s * 0.01)}"/>`;
    },
  },
  palmFruit: {
    size: 48,
    tones: ['#e0561c', '#c8401a', '#d9681f', '#b53516', '#e87424'],
    gloss: 0.5,
    gap: '#260a03',
    outline: (r) => kidney(r, 0.34, 0, 0.2),
    marks: (_r, at) =>
      `<path d="${smoothClosed(at(ellipse(0.2, 0.28, 0.3, 0)))}" fill="#2a0d06" opacity="0.45"/>` +
      `<path d="${smoothClosed(at(ellipse(0.13, 0.2, 0.36, 0)))}" fill="#1a0703" opacity="0.55"/>`,
  },
  blackSoap: {
    size: 120,
    tones: ['#3b2a20', '#4a3528', '#2f221a', '#56402f', '#42302a'],
    gloss: 0.12,
    gap: '#120b07',
    outline: (r) => blob(r, 0.42, 0.22, 12),
    marks: (r, at, tone, s) =>
      Array.from({ length: 14 }, () => {
        const [x, y] = [r.range(-0.3, 0.3), r.range(-0.25, 0.25)];
        return `<circle cx="${f(at([[x, y]])[0]![0])}" cy="${f(at([[x, y]])[0]![1])}" r="${f(s * r.range(0.008, 0.02))}" fill="${lighten(tone, 0.3)}" opacity="0.5"/>`;
      }).join(''),
  },
  teaBag: {
    size: 120,
    tones: ['#f4eee4', '#efe7da', '#f7f2ea'],
    gloss: 0.05,
    gap: '#8a7a66',
    outline: () => [
      [-0.5, -0.3],
      [0.5, -0.3],
      [0.52, 0.32],
      [-0.48, 0.34],
    ],
    angular: true,
    marks: (r, at, _tone, s) => {
      const inner = at([
        [-0.4, -0.2],
        [0.4, -0.21],
        [0.42, 0.24],
        [-0.38, 0.25],
      ]);
      const tag = at([
        [-0.1, 0.5],
        [0.1, 0.5],
        [0.1, 0.72],
        [-0.1, 0.72],
      ]);
      return (
        `<path d="${polygon(inner)}" fill="${mix('#8e1426', '#c0392b', r.next())}" opacity="0.4"/>` +
        line(
          at([
            [0, 0.32],
            [0.03, 0.42],
            [0, 0.5],
          ]),
          '#e8e0d0',
          s * 0.012,
          0.9,
        ) +
        `<path d="${polygon(tag)}" fill="#c24403"/>`
      );
    },
  },
} satisfies Record<string, ItemKind>;

export type ItemName = keyof typeof ITEMS;

function ellipse(rx: number, ry: number, cx: number, cy: number): Point[] {
  return Array.from({ length: 8 }, (_, i) => {
    const t = (i / 8) * Math.PI * 2;
    return [cx + Math.cos(t) * rx, cy + Math.sin(t) * ry] as Point;
  });
}

/** Light from the upper left: a tone becomes a small gradient shared by every piece of it. */
export function toneFill(defs: Defs, tone: string): string {
  return url(
    defs.linear(
      [
        [0, lighten(tone, 0.28)],
        [0.5, tone],
        [1, darken(tone, 0.38)],
      ],
      0.15,
      0,
      0.85,
      1,
    ),
  );
}

/** One piece of a commodity with its contact shadow, body, gloss and marks. */
export function drawItem(
  defs: Defs,
  random: Random,
  kind: ItemKind,
  x: number,
  y: number,
  scale: number,
  angle: number,
): string {
  const outline = kind.outline(random);
  const at = (points: Point[]) => place(points, x, y, scale, angle);
  const shape = (points: Point[]) => (kind.angular ? polygon(points) : smoothClosed(points));
  const tone = random.pick(kind.tones);
  const shadow = place(outline, x + scale * 0.05, y + scale * 0.09, scale * 1.05, angle);
  let svg = `<path d="${shape(shadow)}" fill="#000" opacity="0.3"/>`;
  svg += `<path d="${shape(at(outline))}" fill="${toneFill(defs, tone)}" stroke="${darken(tone, 0.45)}" stroke-opacity="0.45" stroke-width="${f(Math.max(0.5, scale * 0.02))}"/>`;
  if (kind.marks) svg += kind.marks(random, at, tone, scale);
  if (kind.gloss > 0) {
    // The highlight stays on the upper-left whatever way the piece lies.
    const hx = x - scale * 0.12;
    const hy = y - scale * 0.08;
    svg += `<ellipse cx="${f(hx)}" cy="${f(hy)}" rx="${f(scale * 0.16)}" ry="${f(scale * 0.06)}" transform="rotate(${f((angle * 180) / Math.PI)} ${f(hx)} ${f(hy)})" fill="#fff" opacity="${kind.gloss}"/>`;
  }
  return svg;
}
