// Builds the market-intelligence map of Africa at build time: country outlines from the
// world-atlas package (Natural Earth, 1:110m), projected with d3-geo into SVG path data.
// The five small island states that 1:110m leaves out are drawn as dots at their centroids
// taken from the 1:50m data, so every African country is on the map.
import { geoAzimuthalEqualArea, geoCentroid, geoPath } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import world50 from 'world-atlas/countries-50m.json';
import world110 from 'world-atlas/countries-110m.json';
import { countryLabel } from '../../shared/common/countries.ts';

/** ISO 3166-1 numeric codes of the 54 African states and Western Sahara, to alpha-2. */
const AFRICA: Record<string, string> = {
  '012': 'DZ',
  '024': 'AO',
  '204': 'BJ',
  '072': 'BW',
  '854': 'BF',
  '108': 'BI',
  '132': 'CV',
  '120': 'CM',
  '140': 'CF',
  '148': 'TD',
  '174': 'KM',
  '178': 'CG',
  '180': 'CD',
  '384': 'CI',
  '262': 'DJ',
  '818': 'EG',
  '226': 'GQ',
  '232': 'ER',
  '748': 'SZ',
  '231': 'ET',
  '266': 'GA',
  '270': 'GM',
  '288': 'GH',
  '324': 'GN',
  '624': 'GW',
  '404': 'KE',
  '426': 'LS',
  '430': 'LR',
  '434': 'LY',
  '450': 'MG',
  '454': 'MW',
  '466': 'ML',
  '478': 'MR',
  '480': 'MU',
  '504': 'MA',
  '508': 'MZ',
  '516': 'NA',
  '562': 'NE',
  '566': 'NG',
  '646': 'RW',
  '678': 'ST',
  '686': 'SN',
  '690': 'SC',
  '694': 'SL',
  '706': 'SO',
  '710': 'ZA',
  '728': 'SS',
  '729': 'SD',
  '834': 'TZ',
  '768': 'TG',
  '788': 'TN',
  '800': 'UG',
  '894': 'ZM',
  '716': 'ZW',
  '732': 'EH',
};
/** Drawn with the 1:110m outlines but without an id there. */
const UNNAMED_OUTLINES: Record<string, string> = { Somaliland: 'SO' };

export interface MapCountry {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Outline path data, or a dot for states too small to outline. */
  shape: { kind: 'path'; d: string } | { kind: 'dot'; cx: number; cy: number };
  highlighted: boolean;
}

export interface AfricaMap {
  width: number;
  height: number;
  countries: MapCountry[];
  /** The highlighted countries, named, in the order the editor listed them. */
  highlighted: { code: string; name: string }[];
}

type CountryFeature = Feature<Geometry, { name: string }>;

function africanFeatures(topology: unknown): CountryFeature[] {
  const topo = topology as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topo, topo.objects.countries) as FeatureCollection<Geometry, { name: string }>;
  return collection.features.filter(
    (f) => (f.id !== undefined && String(f.id) in AFRICA) || f.properties.name in UNNAMED_OUTLINES,
  );
}

const codeOf = (f: CountryFeature) =>
  f.id !== undefined && String(f.id) in AFRICA ? AFRICA[String(f.id)]! : UNNAMED_OUTLINES[f.properties.name]!;

const nameOf = (code: string, fallback: string) => countryLabel(code) ?? fallback;

/** Whether a two-letter code is an African country on the map. */
export const isAfricanCountry = (code: string) => Object.values(AFRICA).includes(code);

export function buildAfricaMap(highlight: readonly string[], width = 600, height = 640): AfricaMap {
  const unknown = highlight.filter((code) => !isAfricanCountry(code));
  if (unknown.length > 0) throw new Error(`not African country codes: ${unknown.join(', ')}`);

  const outlines = africanFeatures(world110);
  const fine = africanFeatures(world50);
  const outlined = new Set(outlines.map(codeOf));
  const islands = fine.filter((f) => !outlined.has(codeOf(f)));

  // An equal-area projection centred on the continent keeps the Sahel its true size.
  const projection = geoAzimuthalEqualArea()
    .rotate([-18, -2])
    .fitExtent(
      [
        [8, 8],
        [width - 8, height - 8],
      ],
      { type: 'FeatureCollection', features: [...outlines, ...islands] },
    );
  const path = geoPath(projection).digits(1);
  const wanted = new Set(highlight);

  const countries: MapCountry[] = [
    ...outlines.map((f): MapCountry => {
      const code = codeOf(f);
      return {
        code,
        name: nameOf(code, f.properties.name),
        shape: { kind: 'path', d: path(f) ?? '' },
        highlighted: wanted.has(code),
      };
    }),
    ...islands.map((f): MapCountry => {
      const code = codeOf(f);
      const [cx, cy] = projection(geoCentroid(f)) ?? [0, 0];
      return {
        code,
        name: nameOf(code, f.properties.name),
        shape: { kind: 'dot', cx: Math.round(cx * 10) / 10, cy: Math.round(cy * 10) / 10 },
        highlighted: wanted.has(code),
      };
    }),
  ];
  return {
    width,
    height,
    countries,
    highlighted: highlight.map((code) => ({ code, name: nameOf(code, code) })),
  };
}
