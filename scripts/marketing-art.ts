// Draws the marketing site's artwork: illustrated team portraits, partner and press
// wordmarks, the home hero, category and section illustrations, commodity icons and the
// Open Graph card. Nothing can be downloaded for this site, so the art is made here, as
// small SVG (plus one PNG for social cards). Run: node scripts/marketing-art.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const PUBLIC = new URL('../public/images/', import.meta.url).pathname;
const ORANGE = '#DC4D04';
const ORANGE_DARK = '#A83B02';
const TINT = '#FBF2EB';
const INK = '#282828';
const SANS = "'Poppins','Segoe UI',Arial,Helvetica,sans-serif";
const SERIF = "Georgia,'Times New Roman',serif";

function write(folder: string, name: string, svg: string) {
  const dir = join(PUBLIC, folder);
  mkdirSync(dir, { recursive: true });
  // Collapse indentation: the files ship as they are.
  writeFileSync(join(dir, name), `${svg.replace(/\n\s*/g, '').trim()}\n`);
}

const svgDoc = (width: number, height: number, body: string, label?: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"${
    label ? ` role="img" aria-label="${label}"` : ''
  }>${body}</svg>`;

// ---------------------------------------------------------------- team portraits

interface Person {
  id: string;
  skin: string;
  hair: 'short' | 'bald' | 'afro' | 'bun' | 'braids' | 'gele' | 'hijab' | 'locs' | 'fade' | 'long';
  hairColor: string;
  wrapColor?: string;
  shirt: string;
  collar: 'open' | 'tie' | 'round' | 'agbada';
  bg: string;
  glasses?: boolean;
  beard?: boolean;
  earrings?: boolean;
}

const SKIN = ['#5A3825', '#6F4630', '#8D5A3B', '#A0673F', '#7A4B2E', '#4B2E1F', '#B07A52', '#C68E62'];

const PEOPLE: Person[] = [
  {
    id: 'adaeze-okafor',
    skin: SKIN[2]!,
    hair: 'gele',
    hairColor: '#1B1B1B',
    wrapColor: ORANGE,
    shirt: '#1F3B57',
    collar: 'round',
    bg: '#FBE3D3',
    earrings: true,
  },
  {
    id: 'kwame-mensah',
    skin: SKIN[0]!,
    hair: 'fade',
    hairColor: '#121212',
    shirt: '#2E2E2E',
    collar: 'tie',
    bg: '#E1ECF4',
    beard: true,
  },
  {
    id: 'aminata-diallo',
    skin: SKIN[5]!,
    hair: 'hijab',
    hairColor: '#111',
    wrapColor: '#0B6E4F',
    shirt: '#0B6E4F',
    collar: 'round',
    bg: '#E4F3EA',
  },
  {
    id: 'tunde-bakare',
    skin: SKIN[1]!,
    hair: 'short',
    hairColor: '#151515',
    shirt: '#EDE6DA',
    collar: 'agbada',
    bg: '#F6EBD9',
    glasses: true,
  },
  {
    id: 'nadia-mbarga',
    skin: SKIN[3]!,
    hair: 'afro',
    hairColor: '#231710',
    shirt: '#7B2D26',
    collar: 'round',
    bg: '#F3E0DE',
    earrings: true,
  },
  {
    id: 'koffi-agbeko',
    skin: SKIN[4]!,
    hair: 'bald',
    hairColor: '#000',
    shirt: '#3D5A80',
    collar: 'open',
    bg: '#E3E9F2',
    beard: true,
  },
  {
    id: 'fatoumata-keita',
    skin: SKIN[0]!,
    hair: 'braids',
    hairColor: '#1A1A1A',
    shirt: '#C24403',
    collar: 'round',
    bg: '#FDF0E4',
    earrings: true,
  },
  {
    id: 'chinedu-eze',
    skin: SKIN[2]!,
    hair: 'short',
    hairColor: '#1C1C1C',
    shirt: '#1D3557',
    collar: 'tie',
    bg: '#E5EEF7',
    glasses: true,
  },
  {
    id: 'yetunde-adeyemi',
    skin: SKIN[6]!,
    hair: 'bun',
    hairColor: '#2A1A12',
    shirt: '#5B3A7A',
    collar: 'round',
    bg: '#EEE6F5',
    glasses: true,
  },
  {
    id: 'emmanuel-tchoumi',
    skin: SKIN[5]!,
    hair: 'locs',
    hairColor: '#1E140E',
    shirt: '#2F6B3B',
    collar: 'open',
    bg: '#E4F0E6',
  },
  {
    id: 'aissatou-traore',
    skin: SKIN[1]!,
    hair: 'gele',
    hairColor: '#111',
    wrapColor: '#1F6FB2',
    shirt: '#F2C14E',
    collar: 'round',
    bg: '#FFF4D6',
    earrings: true,
  },
  {
    id: 'olumide-johnson',
    skin: SKIN[7]!,
    hair: 'fade',
    hairColor: '#161616',
    shirt: '#4A4E69',
    collar: 'open',
    bg: '#ECEBF2',
  },
  {
    id: 'grace-amavi',
    skin: SKIN[3]!,
    hair: 'long',
    hairColor: '#1B120D',
    shirt: '#B23A48',
    collar: 'round',
    bg: '#F8E1E4',
  },
  {
    id: 'ibrahim-coulibaly',
    skin: SKIN[0]!,
    hair: 'short',
    hairColor: '#121212',
    shirt: '#F1F1F1',
    collar: 'agbada',
    bg: '#E8E4DA',
    beard: true,
  },
  {
    id: 'ngozi-obi',
    skin: SKIN[4]!,
    hair: 'afro',
    hairColor: '#0F0F0F',
    shirt: '#0F766E',
    collar: 'round',
    bg: '#DDF2EF',
    glasses: true,
    earrings: true,
  },
  {
    id: 'samuel-ekwueme',
    skin: SKIN[6]!,
    hair: 'bald',
    hairColor: '#000',
    shirt: '#264653',
    collar: 'tie',
    bg: '#E2EEF0',
    glasses: true,
    beard: true,
  },
];

function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));
  const r = clamp(((n >> 16) & 255) * (1 + amount));
  const g = clamp(((n >> 8) & 255) * (1 + amount));
  const b = clamp((n & 255) * (1 + amount));
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

function portrait(p: Person): string {
  const skinShadow = shade(p.skin, -0.18);
  const parts: string[] = [];
  parts.push(`<rect width="320" height="320" fill="${p.bg}"/>`);
  parts.push(`<circle cx="160" cy="150" r="128" fill="${shade(p.bg, -0.06)}"/>`);

  // Hair behind the head.
  if (p.hair === 'afro') parts.push(`<circle cx="160" cy="128" r="86" fill="${p.hairColor}"/>`);
  if (p.hair === 'long') parts.push(`<path d="M92 130c0-50 30-78 68-78s68 28 68 78v95H92z" fill="${p.hairColor}"/>`);
  if (p.hair === 'braids')
    parts.push(
      `<path d="M94 120c0-44 28-70 66-70s66 26 66 70l6 120h-30l-6-70h-72l-6 70h-30z" fill="${p.hairColor}"/>` +
        [100, 112, 208, 220]
          .map(
            (x) =>
              `<path d="M${x} 160v90" stroke="${shade(p.hairColor, 0.6)}" stroke-width="2" stroke-dasharray="6 5"/>`,
          )
          .join(''),
    );
  if (p.hair === 'locs')
    parts.push(
      [96, 108, 120, 200, 212, 224]
        .map(
          (x) => `<rect x="${x - 6}" y="100" width="12" height="${120 + (x % 3) * 10}" rx="6" fill="${p.hairColor}"/>`,
        )
        .join(''),
    );
  if (p.hair === 'hijab')
    parts.push(
      `<path d="M84 150c0-58 34-96 76-96s76 38 76 96c0 40-10 70-24 96H108c-14-26-24-56-24-96z" fill="${p.wrapColor}"/>`,
    );

  // Shoulders and clothing.
  parts.push(`<path d="M40 320c6-62 50-96 120-96s114 34 120 96z" fill="${p.shirt}"/>`);
  if (p.collar === 'agbada')
    parts.push(
      `<path d="M40 320c6-62 50-96 120-96s114 34 120 96z" fill="${p.shirt}"/><path d="M130 228l30 60 30-60" fill="none" stroke="${shade(p.shirt, -0.25)}" stroke-width="6"/><path d="M120 250h80" stroke="${ORANGE}" stroke-width="4" opacity=".7"/>`,
    );
  // Neck.
  parts.push(`<path d="M138 190h44v44c0 12-44 12-44 0z" fill="${skinShadow}"/>`);
  if (p.collar === 'tie')
    parts.push(
      `<path d="M132 226l28 26 28-26 6 10-34 26-34-26z" fill="#fff"/><path d="M154 250h12l6 50-12 14-12-14z" fill="${ORANGE_DARK}"/>`,
    );
  if (p.collar === 'open')
    parts.push(
      `<path d="M134 226l26 40 26-40" fill="${shade(p.shirt, 0.25)}" stroke="${shade(p.shirt, -0.2)}" stroke-width="3"/>`,
    );
  if (p.collar === 'round')
    parts.push(`<path d="M132 228c10 16 46 16 56 0" fill="none" stroke="${shade(p.shirt, -0.25)}" stroke-width="5"/>`);

  // Head and ears.
  parts.push(
    `<ellipse cx="104" cy="142" rx="10" ry="16" fill="${skinShadow}"/><ellipse cx="216" cy="142" rx="10" ry="16" fill="${skinShadow}"/>`,
  );
  parts.push(`<ellipse cx="160" cy="136" rx="56" ry="66" fill="${p.skin}"/>`);
  if (p.earrings)
    parts.push(`<circle cx="103" cy="166" r="5" fill="#E9B949"/><circle cx="217" cy="166" r="5" fill="#E9B949"/>`);

  // Hair on top.
  const top: Record<Person['hair'], string> = {
    short: `<path d="M104 126c0-44 24-62 56-62s56 18 56 62c-8-22-28-32-56-32s-48 10-56 32z" fill="${p.hairColor}"/>`,
    fade: `<path d="M106 120c2-38 24-54 54-54s52 16 54 54c-10-18-30-26-54-26s-44 8-54 26z" fill="${p.hairColor}"/>`,
    bald: `<path d="M124 86c10-8 22-12 36-12" stroke="#fff" stroke-width="5" stroke-linecap="round" opacity=".25"/>`,
    afro: `<path d="M106 118c6-30 28-44 54-44s48 14 54 44c-14-14-32-20-54-20s-40 6-54 20z" fill="${p.hairColor}"/>`,
    bun: `<circle cx="160" cy="62" r="24" fill="${p.hairColor}"/><path d="M104 128c0-44 24-64 56-64s56 20 56 64c-10-26-30-38-56-38s-46 12-56 38z" fill="${p.hairColor}"/>`,
    braids: `<path d="M104 126c0-44 24-64 56-64s56 20 56 64c-12-24-32-34-56-34s-44 10-56 34z" fill="${p.hairColor}"/>`,
    locs: `<path d="M102 128c0-46 26-66 58-66s58 20 58 66c-12-24-32-34-58-34s-46 10-58 34z" fill="${p.hairColor}"/>`,
    long: `<path d="M104 130c0-46 24-66 56-66s56 20 56 66c-16-30-34-40-56-40s-40 10-56 40z" fill="${p.hairColor}"/>`,
    gele: `<path d="M92 110c10-46 44-66 72-64 34 2 66 24 66 64-30-14-54-18-70-18s-40 4-68 18z" fill="${p.wrapColor}"/><path d="M150 52c20-20 54-18 74 6-16-6-40-4-54 10z" fill="${shade(p.wrapColor ?? ORANGE, -0.2)}"/><path d="M100 104c30-12 90-12 122 0" stroke="${shade(p.wrapColor ?? ORANGE, 0.3)}" stroke-width="4" fill="none"/>`,
    hijab: `<path d="M98 132c0-48 26-74 62-74s62 26 62 74c-12-30-34-44-62-44s-50 14-62 44z" fill="${shade(p.wrapColor ?? '#0B6E4F', -0.12)}"/>`,
  };
  parts.push(top[p.hair]);

  // Face.
  const brow = shade(p.hairColor === '#000' ? '#222' : p.hairColor, 0);
  parts.push(
    `<path d="M128 122q12-8 24 0M168 122q12-8 24 0" stroke="${brow}" stroke-width="4" stroke-linecap="round" fill="none"/>`,
    `<ellipse cx="140" cy="138" rx="6" ry="7" fill="#1A1A1A"/><ellipse cx="180" cy="138" rx="6" ry="7" fill="#1A1A1A"/>`,
    `<circle cx="142" cy="136" r="2" fill="#fff"/><circle cx="182" cy="136" r="2" fill="#fff"/>`,
    `<path d="M160 144c-2 10-6 16-10 20 6 4 14 4 20 0" stroke="${skinShadow}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    `<path d="M140 176q20 16 40 0" stroke="#5E2A1A" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  if (p.beard)
    parts.push(
      `<path d="M106 150c4 40 26 60 54 60s50-20 54-60c-8 22-22 28-30 28-6-10-14-12-24-12s-18 2-24 12c-8 0-22-6-30-28z" fill="${p.hairColor}" opacity=".92"/><path d="M146 180q14 8 28 0" stroke="#7A3A22" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    );
  if (p.glasses)
    parts.push(
      `<g fill="none" stroke="#1A1A1A" stroke-width="4"><rect x="122" y="124" width="34" height="28" rx="9"/><rect x="164" y="124" width="34" height="28" rx="9"/><path d="M156 136h8M122 134l-14-4M198 134l14-4"/></g>`,
    );
  return svgDoc(320, 320, parts.join(''));
}

// ---------------------------------------------------------------- partner and press wordmarks

interface Wordmark {
  file: string;
  name: string;
  lines: [string, string?];
  mark: 'circle' | 'diamond' | 'leaf' | 'wave' | 'bars' | 'ship' | 'shield' | 'square' | 'arrow' | 'grain' | 'people';
  color: string;
  font?: string;
}

const PARTNERS: Wordmark[] = [
  {
    file: 'sahel-grain-exchange.svg',
    name: 'Sahel Grain Exchange',
    lines: ['SAHEL GRAIN', 'EXCHANGE'],
    mark: 'grain',
    color: '#8A5A00',
  },
  {
    file: 'gulf-of-guinea-shipping.svg',
    name: 'Gulf of Guinea Shipping Lines',
    lines: ['Gulf of Guinea', 'Shipping Lines'],
    mark: 'ship',
    color: '#0B4F8A',
  },
  {
    file: 'kora-trade-bank.svg',
    name: 'Kora Trade Bank',
    lines: ['KORA', 'TRADE BANK'],
    mark: 'shield',
    color: '#14532D',
  },
  {
    file: 'baobab-microfinance.svg',
    name: 'Baobab Microfinance',
    lines: ['baobab', 'microfinance'],
    mark: 'leaf',
    color: '#2F6B3B',
  },
  {
    file: 'lagos-port-logistics.svg',
    name: 'Lagos Port Logistics',
    lines: ['LAGOS PORT', 'LOGISTICS'],
    mark: 'square',
    color: '#1D3557',
  },
  {
    file: 'talentbridge-africa.svg',
    name: 'TalentBridge Africa',
    lines: ['TalentBridge', 'Africa'],
    mark: 'people',
    color: '#6D28D9',
  },
  {
    file: 'harmattan-insurance.svg',
    name: 'Harmattan Insurance',
    lines: ['HARMATTAN', 'INSURANCE'],
    mark: 'wave',
    color: '#9A3412',
  },
  {
    file: 'savanna-cooperative-union.svg',
    name: 'Savanna Cooperative Union',
    lines: ['Savanna', 'Cooperative Union'],
    mark: 'circle',
    color: '#A16207',
  },
  {
    file: 'atlantic-freight.svg',
    name: 'Atlantic Freight Forwarders',
    lines: ['ATLANTIC', 'FREIGHT'],
    mark: 'arrow',
    color: '#0E7490',
  },
  {
    file: 'panafrica-payments.svg',
    name: 'PanAfrica Payments',
    lines: ['PanAfrica', 'Payments'],
    mark: 'diamond',
    color: '#B42318',
  },
  {
    file: 'delta-warehousing.svg',
    name: 'Delta Warehousing',
    lines: ['DELTA', 'WAREHOUSING'],
    mark: 'bars',
    color: '#334155',
  },
];

const PRESS: Wordmark[] = [
  {
    file: 'lagos-ledger.svg',
    name: 'The Lagos Ledger',
    lines: ['The Lagos Ledger'],
    mark: 'square',
    color: '#1B1B1B',
    font: SERIF,
  },
  {
    file: 'africa-trade-review.svg',
    name: 'Africa Trade Review',
    lines: ['AFRICA TRADE', 'REVIEW'],
    mark: 'bars',
    color: '#7C2D12',
  },
  {
    file: 'sahel-business-daily.svg',
    name: 'Sahel Business Daily',
    lines: ['Sahel Business Daily'],
    mark: 'circle',
    color: '#1E3A8A',
    font: SERIF,
  },
  {
    file: 'commodity-watch.svg',
    name: 'Commodity Watch Africa',
    lines: ['COMMODITY', 'WATCH AFRICA'],
    mark: 'grain',
    color: '#065F46',
  },
  {
    file: 'pan-african-finance-weekly.svg',
    name: 'Pan-African Finance Weekly',
    lines: ['Pan-African', 'Finance Weekly'],
    mark: 'diamond',
    color: '#581C87',
    font: SERIF,
  },
];

function markShape(kind: Wordmark['mark'], color: string): string {
  switch (kind) {
    case 'circle':
      return `<circle cx="32" cy="32" r="24" fill="${color}"/><circle cx="32" cy="32" r="12" fill="#fff"/><circle cx="32" cy="32" r="6" fill="${color}"/>`;
    case 'diamond':
      return `<path d="M32 6l26 26-26 26L6 32z" fill="${color}"/><path d="M32 20l12 12-12 12-12-12z" fill="#fff"/>`;
    case 'leaf':
      return `<path d="M32 58V30" stroke="${color}" stroke-width="5"/><circle cx="32" cy="24" r="18" fill="${color}"/><path d="M22 24h20M32 14v20" stroke="#fff" stroke-width="3"/>`;
    case 'wave':
      return `<path d="M6 24q13-12 26 0t26 0M6 36q13-12 26 0t26 0M6 48q13-12 26 0t26 0" stroke="${color}" stroke-width="5" fill="none" stroke-linecap="round"/>`;
    case 'bars':
      return `<rect x="8" y="34" width="10" height="22" fill="${color}"/><rect x="27" y="22" width="10" height="34" fill="${color}"/><rect x="46" y="10" width="10" height="46" fill="${color}"/>`;
    case 'ship':
      return `<path d="M6 38h52l-8 16H14z" fill="${color}"/><rect x="16" y="24" width="12" height="12" fill="${color}"/><rect x="30" y="18" width="12" height="18" fill="${color}" opacity=".75"/><path d="M4 60q7-4 14 0t14 0 14 0 14 0" stroke="${color}" stroke-width="3" fill="none"/>`;
    case 'shield':
      return `<path d="M32 6l22 8v16c0 14-9 24-22 30C19 54 10 44 10 30V14z" fill="${color}"/><path d="M22 32l7 7 13-14" stroke="#fff" stroke-width="5" fill="none"/>`;
    case 'square':
      return `<rect x="8" y="8" width="48" height="48" rx="8" fill="${color}"/><path d="M20 40V24h10a8 8 0 010 16z" fill="#fff"/><rect x="36" y="24" width="8" height="16" fill="#fff"/>`;
    case 'arrow':
      return `<path d="M6 40h34V28l18 18-18 18V52H6z" transform="translate(0 -14)" fill="${color}"/>`;
    case 'grain':
      return `<path d="M32 60V12" stroke="${color}" stroke-width="4"/>${[16, 28, 40]
        .map(
          (y) =>
            `<ellipse cx="24" cy="${y}" rx="8" ry="5" transform="rotate(-35 24 ${y})" fill="${color}"/><ellipse cx="40" cy="${y}" rx="8" ry="5" transform="rotate(35 40 ${y})" fill="${color}"/>`,
        )
        .join('')}`;
    case 'people':
      return `<circle cx="20" cy="22" r="8" fill="${color}"/><circle cx="44" cy="22" r="8" fill="${color}"/><path d="M6 52c0-10 6-18 14-18s14 8 14 18zM30 52c0-10 6-18 14-18s14 8 14 18z" fill="${color}"/><path d="M20 44q12-12 24 0" stroke="#fff" stroke-width="3" fill="none"/>`;
  }
}

function wordmark(w: Wordmark, width: number, height: number): string {
  const font = w.font ?? SANS;
  const [first, second] = w.lines;
  const scale = height / 80;
  const textX = 76;
  const mark = `<g transform="translate(6 ${(80 - 64) / 2})">${markShape(w.mark, w.color)}</g>`;
  const words = second
    ? `<text x="${textX}" y="37" font-family="${font}" font-size="21" font-weight="700" fill="${w.color}">${first}</text><text x="${textX}" y="60" font-family="${font}" font-size="15" font-weight="600" letter-spacing="1" fill="${INK}">${second}</text>`
    : `<text x="${textX}" y="48" font-family="${font}" font-size="22" font-weight="700" fill="${w.color}">${first}</text>`;
  return svgDoc(width, height, `<g transform="scale(${scale})">${mark}${words}</g>`, w.name);
}

// ---------------------------------------------------------------- scenes

const sky = (id: string, top: string, bottom: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;

function baobab(x: number, y: number, s: number, color = '#3B2416') {
  return `<g transform="translate(${x} ${y}) scale(${s})" fill="${color}"><path d="M-14 0c4-40 2-70-6-92h40c-8 22-10 52-6 92z"/><path d="M-20-88c-20-6-40-2-56 8 14-14 34-22 50-20-10-10-12-22-6-32 6 12 14 20 24 26 2-12 10-22 22-26-4 12-2 22 4 30 14-10 32-12 48-6-16 2-28 10-36 20 18 0 34 6 46 16-18-6-36-8-52-4z"/><ellipse cx="-48" cy="-100" rx="30" ry="12"/><ellipse cx="2" cy="-128" rx="36" ry="14"/><ellipse cx="52" cy="-104" rx="32" ry="12"/></g>`;
}

function container(x: number, y: number, w: number, color: string) {
  const ribs = Array.from(
    { length: Math.floor(w / 10) },
    (_, i) => `<path d="M${x + 6 + i * 10} ${y + 4}v26" stroke="${shade(color, -0.25)}" stroke-width="2"/>`,
  ).join('');
  return `<rect x="${x}" y="${y}" width="${w}" height="34" fill="${color}"/>${ribs}`;
}

function hero(): string {
  const containers = [
    [980, 612, 120, '#C24403'],
    [1104, 612, 120, '#1F6FB2'],
    [1228, 612, 120, '#2F6B3B'],
    [1352, 612, 120, '#E9B949'],
    [1040, 576, 120, '#7B2D26'],
    [1164, 576, 120, '#DC4D04'],
    [1288, 576, 120, '#1D3557'],
    [1100, 540, 120, '#0E7490'],
    [1224, 540, 120, '#A16207'],
  ] as const;
  const body = [
    `<defs>${sky('sky', '#2B1B3D', '#F28C38')}${sky('sea', '#1C3D5A', '#0E2235')}<radialGradient id="sun" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#FFE3A3"/><stop offset="1" stop-color="#FFB347" stop-opacity="0"/></radialGradient></defs>`,
    `<rect width="1600" height="900" fill="url(#sky)"/>`,
    `<circle cx="1180" cy="470" r="260" fill="url(#sun)"/><circle cx="1180" cy="470" r="90" fill="#FFD27A"/>`,
    `<path d="M0 560q200-60 420-20t460-10 720 10v120H0z" fill="#5B2E2E" opacity=".55"/>`,
    // Fields on the left, stepping down to the port.
    `<path d="M0 600q240-50 520-10t420 10v300H0z" fill="#6B3A1E"/>`,
    `<path d="M0 650q260-40 560-4t380 20v234H0z" fill="#8A4B22"/>`,
    ...Array.from(
      { length: 9 },
      (_, i) =>
        `<path d="M${-40 + i * 90} 900q60-140 200-236" stroke="#A8612E" stroke-width="6" fill="none" opacity=".6"/>`,
    ),
    baobab(250, 612, 1.5),
    baobab(640, 640, 1.0, '#4A2C1A'),
    // Sea and quay.
    `<rect x="880" y="646" width="720" height="254" fill="url(#sea)"/>`,
    ...Array.from(
      { length: 7 },
      (_, i) =>
        `<path d="M${900 + (i % 3) * 220} ${690 + i * 28}h${120 + (i % 2) * 60}" stroke="#FFB347" stroke-width="3" opacity=".35"/>`,
    ),
    `<rect x="940" y="640" width="660" height="14" fill="#2A2A2A"/>`,
    ...containers.map(([x, y, w, c]) => container(x, y, w, c)),
    // Gantry crane.
    `<g fill="none" stroke="#1B1B1B" stroke-width="10"><path d="M1470 640V300M1540 640V300M1440 300h240M1470 380h70M1470 460h70"/><path d="M1505 300V250"/></g><path d="M1600 300h-40" stroke="#1B1B1B" stroke-width="10"/><path d="M1360 300v120" stroke="#1B1B1B" stroke-width="4"/><rect x="1330" y="420" width="60" height="18" fill="#1B1B1B"/>`,
    // Ship on the horizon.
    `<g transform="translate(1240 684)"><path d="M-200 0h330l-30 38h-270z" fill="#1B1B1B"/><rect x="-170" y="-28" width="60" height="28" fill="#C24403"/><rect x="-104" y="-28" width="60" height="28" fill="#1F6FB2"/><rect x="-38" y="-28" width="60" height="28" fill="#E9B949"/><rect x="60" y="-52" width="40" height="52" fill="#F1F1F1"/></g>`,
    // Sacks and a truck on the road.
    `<g transform="translate(560 760)"><rect x="0" y="0" width="230" height="80" rx="6" fill="#E9E1D2"/><rect x="230" y="20" width="90" height="60" rx="8" fill="#C24403"/><rect x="250" y="30" width="46" height="26" fill="#9CC9E8"/><circle cx="50" cy="86" r="20" fill="#1B1B1B"/><circle cx="180" cy="86" r="20" fill="#1B1B1B"/><circle cx="280" cy="86" r="20" fill="#1B1B1B"/><path d="M20 20h190M20 40h190M20 60h190" stroke="#C9BBA3" stroke-width="3"/></g>`,
    `<g fill="#D9C7A6" stroke="#B79E77" stroke-width="3">${[0, 50, 100, 25, 75].map((x, i) => `<rect x="${150 + x}" y="${i < 3 ? 800 : 766}" width="46" height="36" rx="10"/>`).join('')}</g>`,
  ];
  return svgDoc(1600, 900, body.join(''));
}

function scene(kind: string): string {
  const W = 600;
  const H = 400;
  const frame = (bg: string, content: string) =>
    svgDoc(W, H, `<rect width="${W}" height="${H}" fill="${bg}"/>${content}`);
  switch (kind) {
    case 'agro':
      return frame(
        '#F6E7C8',
        `<circle cx="470" cy="90" r="50" fill="#F2B441"/><path d="M0 250q150-40 300 0t300 0v150H0z" fill="#7BA05B"/><path d="M0 300q150-30 300 0t300 0v100H0z" fill="#5C7F3F"/>${Array.from({ length: 12 }, (_, i) => `<g transform="translate(${30 + i * 48} 250)"><path d="M0 60V0" stroke="#3F5F2A" stroke-width="4"/><ellipse cx="-8" cy="14" rx="8" ry="4" fill="#E9B949" transform="rotate(-30 -8 14)"/><ellipse cx="8" cy="24" rx="8" ry="4" fill="#E9B949" transform="rotate(30 8 24)"/><ellipse cx="-8" cy="34" rx="8" ry="4" fill="#E9B949" transform="rotate(-30 -8 34)"/></g>`).join('')}<g transform="translate(360 250)"><rect width="120" height="90" rx="14" fill="#D9C7A6" stroke="#B79E77" stroke-width="4"/><text x="60" y="56" text-anchor="middle" font-family="${SANS}" font-size="20" font-weight="700" fill="#8A5A00">CASHEW</text></g><g transform="translate(300 290)"><rect width="80" height="70" rx="12" fill="#E5D5B5" stroke="#B79E77" stroke-width="4"/></g>${baobab(120, 260, 0.8, '#4A2C1A')}`,
      );
    case 'textile':
      return frame(
        '#EFE4F2',
        `${[0, 1, 2, 3, 4].map((i) => `<rect x="${60 + i * 100}" y="60" width="80" height="280" rx="8" fill="${['#C24403', '#1F6FB2', '#E9B949', '#2F6B3B', '#7B2D26'][i]}"/>${Array.from({ length: 7 }, (_, j) => `<path d="M${60 + i * 100} ${90 + j * 38}h80" stroke="#fff" stroke-width="${j % 2 ? 3 : 6}" opacity=".5"/><path d="M${70 + i * 100 + (j % 3) * 20} ${74 + j * 38}l10 10-10 10-10-10z" fill="#fff" opacity=".55"/>`).join('')}`).join('')}<rect x="40" y="40" width="520" height="20" rx="10" fill="#5B3A7A"/>`,
      );
    case 'finished':
      return frame(
        '#E3EDF5',
        `<rect x="60" y="300" width="480" height="20" fill="#8A6A4A"/>${[
          [80, 200, 120, 100, '#C24403'],
          [210, 160, 140, 140, '#D9C7A6'],
          [360, 220, 90, 80, '#1F6FB2'],
          [460, 180, 70, 120, '#2F6B3B'],
        ]
          .map(
            ([x, y, w, h, c]) =>
              `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${c}"/><path d="M${x} ${(y as number) + 20}h${w}" stroke="#fff" stroke-width="4" opacity=".5"/>`,
          )
          .join(
            '',
          )}<g transform="translate(240 110)"><path d="M0 0h80l-10 50H10z" fill="#7B2D26"/><path d="M20 0q20-30 40 0" stroke="#7B2D26" stroke-width="6" fill="none"/></g><circle cx="500" cy="90" r="34" fill="#E9B949"/><path d="M486 90l10 10 18-20" stroke="#fff" stroke-width="6" fill="none"/>`,
      );
    case 'buyers-hub':
      return frame(
        '#FBF2EB',
        `<rect x="90" y="60" width="420" height="280" rx="18" fill="#fff" stroke="#E4E4E4" stroke-width="4"/><rect x="90" y="60" width="110" height="280" rx="18" fill="#1B1B1B"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="110" y="${100 + i * 40}" width="70" height="12" rx="6" fill="${i === 0 ? ORANGE : '#555'}"/>`).join('')}${[0, 1, 2].map((i) => `<rect x="${220 + i * 95}" y="90" width="80" height="60" rx="10" fill="${TINT}" stroke="${ORANGE}" stroke-width="3"/><rect x="${232 + i * 95}" y="118" width="40" height="10" rx="5" fill="${ORANGE}"/>`).join('')}${[0, 1, 2, 3].map((i) => `<rect x="220" y="${175 + i * 38}" width="270" height="24" rx="6" fill="#F3F3F3"/><rect x="232" y="${183 + i * 38}" width="${80 + i * 30}" height="8" rx="4" fill="#BDBDBD"/>`).join('')}`,
      );
    case 'marketplace':
      return frame(
        '#E8F1EA',
        `<path d="M80 140h440l-30-60H110z" fill="${ORANGE}"/>${[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `<path d="M${110 + i * 51} 80l-${i === 0 ? 0 : 6} 60" stroke="#fff" stroke-width="3" opacity=".5"/>`).join('')}<rect x="100" y="140" width="400" height="200" fill="#fff" stroke="#CFCFCF" stroke-width="4"/>${[0, 1, 2].map((i) => `<g transform="translate(${130 + i * 125} 180)"><rect width="100" height="120" rx="10" fill="${['#F6E7C8', '#EFE4F2', '#E3EDF5'][i]}"/><circle cx="50" cy="50" r="26" fill="${['#A16207', '#5B3A7A', '#1F6FB2'][i]}"/><rect x="18" y="92" width="64" height="10" rx="5" fill="#282828" opacity=".6"/></g>`).join('')}`,
      );
    case 'trade-finance':
      return frame(
        '#E9EEF6',
        `<rect x="110" y="110" width="300" height="190" rx="20" fill="#1D3557"/><rect x="110" y="150" width="300" height="30" fill="#0F1E33"/><rect x="140" y="220" width="120" height="16" rx="8" fill="#E9B949"/><rect x="140" y="250" width="70" height="12" rx="6" fill="#8FA7C7"/>${[0, 1, 2, 3].map((i) => `<circle cx="${440 + (i % 2) * 40}" cy="${300 - i * 34}" r="30" fill="#E9B949" stroke="#A16207" stroke-width="4"/><text x="${440 + (i % 2) * 40}" y="${309 - i * 34}" text-anchor="middle" font-family="${SANS}" font-size="24" font-weight="700" fill="#8A5A00">$</text>`).join('')}<path d="M80 340h440" stroke="#1D3557" stroke-width="6"/>`,
      );
    case 'sourcing':
      return frame(
        '#FDF0E4',
        `<circle cx="260" cy="190" r="110" fill="#fff" stroke="${ORANGE}" stroke-width="14"/><path d="M338 268l110 110" stroke="${ORANGE}" stroke-width="26" stroke-linecap="round"/>${[0, 1, 2].map((i) => `<ellipse cx="${220 + i * 40}" cy="${170 + (i % 2) * 40}" rx="22" ry="14" fill="#A16207" transform="rotate(${-20 + i * 20} ${220 + i * 40} ${170 + (i % 2) * 40})"/>`).join('')}<path d="M190 240l40 20 80-60" stroke="#2F6B3B" stroke-width="10" fill="none" stroke-linecap="round"/>`,
      );
    case 'logistics':
      return frame(
        '#E3F0F2',
        `<path d="M0 300h600v100H0z" fill="#9AA5AD"/><path d="M0 340h600" stroke="#fff" stroke-width="6" stroke-dasharray="40 30"/><g transform="translate(80 170)"><rect width="280" height="120" rx="8" fill="#fff" stroke="#CFCFCF" stroke-width="4"/><text x="140" y="72" text-anchor="middle" font-family="${SANS}" font-size="28" font-weight="700" fill="${ORANGE}">AFRITRADE</text><rect x="280" y="30" width="120" height="90" rx="10" fill="${ORANGE}"/><rect x="300" y="44" width="70" height="36" fill="#9CC9E8"/><circle cx="60" cy="126" r="24" fill="#1B1B1B"/><circle cx="220" cy="126" r="24" fill="#1B1B1B"/><circle cx="350" cy="126" r="24" fill="#1B1B1B"/></g><path d="M470 60c30 0 50 22 50 50 0 40-50 90-50 90s-50-50-50-90c0-28 20-50 50-50z" fill="#0E7490"/><circle cx="470" cy="110" r="18" fill="#fff"/>`,
      );
    case 'academy':
      return frame(
        '#EEF5E6',
        `<rect x="90" y="70" width="420" height="220" rx="12" fill="#2F4F2F"/><rect x="90" y="290" width="420" height="14" fill="#8A6A4A"/><path d="M130 130h160M130 170h220M130 210h120" stroke="#fff" stroke-width="8" stroke-linecap="round" opacity=".85"/><path d="M380 140q40-40 80 0t0 80" stroke="#E9B949" stroke-width="8" fill="none"/><g transform="translate(300 330)"><path d="M-70 0l70-30 70 30-70 30z" fill="#1B1B1B"/><path d="M-40 14v26q40 20 80 0V14" fill="#1B1B1B"/><path d="M70 0v30" stroke="#E9B949" stroke-width="5"/></g>`,
      );
    case 'capacity':
      return frame(
        '#FDF0E4',
        `<path d="M0 300q300-60 600 0v100H0z" fill="#7BA05B"/>${[0, 1, 2, 3]
          .map((i) => {
            const x = 120 + i * 120;
            const skin = SKIN[i * 2]!;
            return `<circle cx="${x}" cy="170" r="30" fill="${skin}"/><path d="M${x - 44} 300c0-60 20-96 44-96s44 36 44 96z" fill="${['#C24403', '#1F6FB2', '#2F6B3B', '#7B2D26'][i]}"/>`;
          })
          .join(
            '',
          )}<rect x="210" y="60" width="180" height="60" rx="10" fill="#fff" stroke="${ORANGE}" stroke-width="4"/><path d="M230 90h140" stroke="${ORANGE}" stroke-width="6" stroke-linecap="round"/>`,
      );
    case 'community':
      return frame(
        '#E8F1EA',
        `<circle cx="300" cy="200" r="150" fill="#fff"/>${Array.from({ length: 8 }, (_, i) => {
          const a = (i / 8) * Math.PI * 2;
          const x = 300 + Math.cos(a) * 110;
          const y = 200 + Math.sin(a) * 110;
          return `<path d="M300 200L${x.toFixed(0)} ${y.toFixed(0)}" stroke="#CFCFCF" stroke-width="4"/><circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="24" fill="${SKIN[i % SKIN.length]}"/>`;
        }).join(
          '',
        )}<circle cx="300" cy="200" r="40" fill="${ORANGE}"/><path d="M284 200l12 12 22-24" stroke="#fff" stroke-width="7" fill="none"/>`,
      );
    default:
      throw new Error(`unknown scene ${kind}`);
  }
}

// ---------------------------------------------------------------- commodity icons

const COMMODITIES: Record<string, string> = {
  cashew: `<path d="M70 60c40-30 110-20 118 40 6 44-30 80-70 70-30-8-24-40-52-46-30-6-28-44 4-64z" fill="#E3B779" stroke="#A16207" stroke-width="6"/><path d="M96 84c30-10 60 0 66 30" stroke="#A16207" stroke-width="4" fill="none" opacity=".6"/>`,
  sesame: Array.from({ length: 11 }, (_, i) => {
    const x = 60 + (i % 4) * 40 + (Math.floor(i / 4) % 2) * 20;
    const y = 70 + Math.floor(i / 4) * 46;
    return `<ellipse cx="${x}" cy="${y}" rx="11" ry="20" transform="rotate(${((i * 37) % 90) - 45} ${x} ${y})" fill="#F3E3C0" stroke="#B7935A" stroke-width="3"/>`;
  }).join(''),
  soyabeans: `<path d="M40 170c20-90 80-130 170-130-10 80-60 140-170 130z" fill="#9BBF5F" stroke="#5C7F3F" stroke-width="5"/>${[0, 1, 2].map((i) => `<circle cx="${90 + i * 36}" cy="${140 - i * 30}" r="18" fill="#E8D48B" stroke="#A68A3A" stroke-width="3"/>`).join('')}`,
  groundnuts: `<path d="M80 60c24-24 60-16 66 14 4 20-10 30-6 46 6 22 30 30 24 58-6 30-50 40-74 16-20-20-6-44-14-62-8-20-20-48 4-72z" fill="#D8B07A" stroke="#8A5A2A" stroke-width="5"/>${[0, 1, 2, 3, 4].map((i) => `<path d="M${86 + i * 10} ${70 + i * 24}q20 6 40 0" stroke="#8A5A2A" stroke-width="3" fill="none" opacity=".5"/>`).join('')}`,
  ginger: `<path d="M50 150c-10-30 20-46 44-40 4-30 40-44 60-20 20-16 56-4 52 26 24 10 24 46-6 54-30 8-50-4-70 6-30 14-70 4-80-26z" fill="#E7C27D" stroke="#A0742E" stroke-width="5"/><path d="M100 120q20-10 40 0M150 110q16-6 30 6" stroke="#A0742E" stroke-width="3" fill="none"/>`,
};

function commodity(kind: string) {
  return svgDoc(
    240,
    240,
    `<rect width="240" height="240" rx="32" fill="${TINT}"/><g transform="translate(0 10)">${COMMODITIES[kind]}</g>`,
  );
}

// ---------------------------------------------------------------- social card

function ogCard(): string {
  return svgDoc(
    1200,
    630,
    `<rect width="1200" height="630" fill="#1B1B1B"/><rect width="1200" height="630" fill="${ORANGE}" opacity=".12"/><circle cx="980" cy="320" r="220" fill="${ORANGE}"/><path fill="#fff" d="M950 190c30 0 50 10 70 30l30 20-10 40 20 30-10 50-40 30-10 50-40 30-20-40 10-50-30-40-40-10-10-50 30-50z"/><text x="90" y="260" font-family="${SANS}" font-size="84" font-weight="700" fill="#fff">AfriTrade Hub</text><text x="90" y="340" font-family="${SANS}" font-size="38" fill="#F3D3BF">A pan-African hub facilitating African trade</text><text x="90" y="440" font-family="${SANS}" font-size="30" fill="#BDBDBD">Agro-commodities · Textile · Finished goods</text>`,
  );
}

// ---------------------------------------------------------------- write everything

for (const person of PEOPLE) write('team', `${person.id}.svg`, portrait(person));
for (const partner of PARTNERS) write('partners', partner.file, wordmark(partner, 240, 80));
for (const outlet of PRESS) write('press', outlet.file, wordmark(outlet, 240, 80));
write('marketing', 'hero.svg', hero());
for (const kind of [
  'agro',
  'textile',
  'finished',
  'buyers-hub',
  'marketplace',
  'trade-finance',
  'sourcing',
  'logistics',
  'academy',
  'capacity',
  'community',
]) {
  write('marketing', `${kind}.svg`, scene(kind));
}
for (const kind of Object.keys(COMMODITIES)) write('marketing', `commodity-${kind}.svg`, commodity(kind));
write('marketing', 'og-card.svg', ogCard());
await sharp(Buffer.from(ogCard()))
  .png({ compressionLevel: 9, palette: true })
  .toFile(join(PUBLIC, 'marketing', 'og-image.png'));
console.log('artwork written to public/images/{team,partners,press,marketing}');
