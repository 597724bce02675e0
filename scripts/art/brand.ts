// Brand pictures: `node scripts/art/brand.ts [--preview DIR]`.
//  - public/images/brand/auth-africa.svg  decorative map for the auth pages' side panel
//  - public/images/brand/og-image.png     1200x630 social card with the logo and tagline
// The map comes from world-atlas (Natural Earth 1:110m) projected with d3-geo.
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { geoCentroid, geoMercator, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import sharp from 'sharp';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { fontFile } from './fonts.ts';
import { escapeText, f } from './svg.ts';

const BRAND = fileURLToPath(new URL('../../public/images/brand/', import.meta.url));
const ORANGE = '#DC4D04';
const ORANGE_TEXT = '#C24403';
const TINT = '#FBF2EB';
const INK = '#282828';
const MUTED = '#5C5C5C';

/** Where the trading house operates (docs/product/site.md): Nigeria, Benin, Togo, Cameroon, Mali (ISO numeric). */
const OPERATIONS = new Set(['566', '204', '768', '120', '466']);

/** A rough outline around the continent, in longitude/latitude, that leaves Arabia and Europe out. */
const AFRICA_FENCE: [number, number][] = [
  [-20, 38],
  [11, 38],
  [33, 33],
  [34.3, 29.5],
  [43.2, 12.8],
  [52, 12.5],
  [60, -10],
  [52, -28],
  [18, -38],
  [-20, -38],
];

function inside([x, y]: [number, number], polygon: [number, number][]): boolean {
  let hit = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) hit = !hit;
  }
  return hit;
}

type Country = Feature<Geometry, { name: string }>;

function africa(): Country[] {
  const require = createRequire(import.meta.url);
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8')) as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const all = feature(topology, topology.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  return all.features.filter((country) => inside(geoCentroid(country) as [number, number], AFRICA_FENCE));
}

interface MapOptions {
  x: number;
  y: number;
  width: number;
  height: number;
  land: string;
  border: string;
  operations: string;
}

/** The continent as SVG paths fitted into a box, and a projector for placing cities. */
function drawMap(countries: Country[], o: MapOptions) {
  const projection = geoMercator().fitExtent(
    [
      [o.x, o.y],
      [o.x + o.width, o.y + o.height],
    ],
    { type: 'FeatureCollection', features: countries },
  );
  const path = geoPath(projection).digits(1);
  const land = countries
    .filter((c) => !OPERATIONS.has(String(c.id)))
    .map((c) => path(c) ?? '')
    .join('');
  const ops = countries
    .filter((c) => OPERATIONS.has(String(c.id)))
    .map((c) => path(c) ?? '')
    .join('');
  const svg =
    `<path d="${land}" fill="${o.land}" stroke="${o.border}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="${ops}" fill="${o.operations}" stroke="${o.border}" stroke-width="1.2" stroke-linejoin="round"/>`;
  const at = (lon: number, lat: number) => projection([lon, lat]) as [number, number];
  return { svg, at };
}

/** Trading hubs (longitude, latitude): Lagos, Cotonou, Lomé, Douala, Bamako. */
const HUBS: [number, number][] = [
  [3.39, 6.45],
  [2.42, 6.37],
  [1.23, 6.13],
  [9.7, 4.05],
  [-8.0, 12.64],
];

function routes(
  at: (lon: number, lat: number) => [number, number],
  targets: [number, number][],
  colour: string,
  width: number,
): string {
  const [lx, ly] = at(HUBS[0]![0], HUBS[0]![1]);
  let svg = `<g fill="none" stroke="${colour}" stroke-width="${width}" stroke-dasharray="${width * 2.5} ${width * 2.5}" stroke-linecap="round" opacity="0.75">`;
  for (const [tx, ty] of targets) {
    const mx = (lx + tx) / 2;
    const my = (ly + ty) / 2 - Math.hypot(tx - lx, ty - ly) * 0.25;
    svg += `<path d="M${f(lx)} ${f(ly)}Q${f(mx)} ${f(my)} ${f(tx)} ${f(ty)}"/>`;
  }
  for (const [lon, lat] of HUBS.slice(1)) {
    const [hx, hy] = at(lon, lat);
    svg += `<path d="M${f(lx)} ${f(ly)}Q${f((lx + hx) / 2)} ${f(Math.min(ly, hy) - 18)} ${f(hx)} ${f(hy)}"/>`;
  }
  svg += '</g>';
  for (const [lon, lat] of HUBS) {
    const [hx, hy] = at(lon, lat);
    svg += `<circle cx="${f(hx)}" cy="${f(hy)}" r="${f(width * 5)}" fill="${colour}" opacity="0.18"/><circle cx="${f(hx)}" cy="${f(hy)}" r="${f(width * 2)}" fill="${colour}" stroke="#fff" stroke-width="${f(width)}"/>`;
  }
  return svg;
}

function authArt(countries: Country[]): string {
  const width = 800;
  const height = 1000;
  const map = drawMap(countries, {
    x: 90,
    y: 150,
    width: 620,
    height: 700,
    land: '#FFFFFF',
    border: '#F0CDB4',
    operations: ORANGE,
  });
  const dots = `<pattern id="dots" width="22" height="22" patternUnits="userSpaceOnUse"><circle cx="11" cy="11" r="1.6" fill="${ORANGE}" opacity="0.16"/></pattern>`;
  const sky = `<linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="${TINT}"/><stop offset="1" stop-color="#F6DFCC"/></linearGradient>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${sky}${dots}</defs>` +
    `<rect width="${width}" height="${height}" fill="url(#bg)"/><rect width="${width}" height="${height}" fill="url(#dots)"/>` +
    `<circle cx="690" cy="140" r="210" fill="${ORANGE}" opacity="0.07"/><circle cx="90" cy="900" r="260" fill="${ORANGE}" opacity="0.06"/>` +
    `<circle cx="400" cy="500" r="360" fill="none" stroke="${ORANGE}" stroke-opacity="0.12" stroke-width="2"/>` +
    `<g opacity="0.97">${map.svg}</g>` +
    routes(
      map.at,
      [
        [30, 110],
        [-20, 470],
        [790, 260],
        [780, 700],
      ],
      ORANGE_TEXT,
      2.4,
    ) +
    `</svg>`
  );
}

/** Makes the brand fonts available to the SVG renderer: sharp registers a font file the first time text uses it. */
async function registerFonts(): Promise<void> {
  for (const [family, weight, name] of [
    ['poppins', 700, 'Poppins Bold'],
    ['poppins', 600, 'Poppins SemiBold'],
    ['mulish', 400, 'Mulish'],
    ['mulish', 700, 'Mulish Bold'],
  ] as const) {
    await sharp({ text: { text: '.', font: name, fontfile: fontFile(family, weight) } })
      .png()
      .toBuffer();
  }
}

function logo(x: number, y: number, height: number): string {
  const source = readFileSync(`${BRAND}logo.svg`, 'utf8');
  const viewBox = /viewBox="([^"]+)"/.exec(source)?.[1] ?? '0 0 150 50';
  const [, , w, h] = viewBox.split(/\s+/).map(Number) as [number, number, number, number];
  const inner = source.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  return `<svg x="${x}" y="${y}" width="${f((height * w) / h)}" height="${height}" viewBox="${viewBox}">${inner}</svg>`;
}

function socialCard(countries: Country[]): string {
  const width = 1200;
  const height = 630;
  const map = drawMap(countries, {
    x: 815,
    y: 95,
    width: 350,
    height: 440,
    land: '#FFFFFF',
    border: '#F3A97E',
    operations: '#7A2A02',
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs><radialGradient id="sun" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#F05305"/><stop offset="1" stop-color="${ORANGE}"/></radialGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="${TINT}"/>` +
    `<circle cx="995" cy="315" r="320" fill="url(#sun)"/><circle cx="995" cy="315" r="368" fill="none" stroke="${ORANGE}" stroke-opacity="0.25" stroke-width="3"/>` +
    map.svg +
    routes(
      map.at,
      [
        [770, 170],
        [1190, 140],
        [1180, 560],
      ],
      '#FFFFFF',
      2.2,
    ) +
    logo(80, 70, 78) +
    `<text x="80" y="300" font-family="Poppins" font-weight="700" font-size="78" fill="${INK}">${escapeText('AfriTrade Hub')}</text>` +
    `<rect x="82" y="328" width="120" height="8" rx="4" fill="${ORANGE}"/>` +
    `<text font-family="Mulish" font-weight="400" font-size="38" fill="${MUTED}"><tspan x="80" y="398">A pan-African hub facilitating</tspan><tspan x="80" y="446">African trade</tspan></text>` +
    `<text x="80" y="560" font-family="Mulish" font-weight="700" font-size="26" fill="${ORANGE_TEXT}">${escapeText('Agro-Commodities · Textile · Finished Goods')}</text>` +
    `</svg>`
  );
}

async function main() {
  const countries = africa();
  const art = authArt(countries);
  writeFileSync(`${BRAND}auth-africa.svg`, `${art}\n`);
  await registerFonts();
  const png = await sharp(Buffer.from(socialCard(countries)))
    .png({ palette: true, colours: 96, quality: 90, effort: 10, dither: 0.8 })
    .toBuffer();
  writeFileSync(`${BRAND}og-image.png`, png);
  console.log(`${countries.length} countries on the map`);
  for (const file of ['auth-africa.svg', 'og-image.png'])
    console.log(`${file}: ${(statSync(`${BRAND}${file}`).size / 1024).toFixed(1)} KB`);
  const { values } = parseArgs({ options: { preview: { type: 'string' } } });
  if (values.preview)
    await sharp(Buffer.from(art)).resize(400, 500).png().toFile(join(values.preview, 'auth-africa.png'));
}

await main();
