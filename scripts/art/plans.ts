// Which pictures each catalogue product gets, in the order of its alt texts in
// src/server/db/seed/catalogue.ts (the first is the main image).
import type { Scene } from './scenes/index.ts';
import type { Pattern } from './scenes/textiles.ts';

const stencil = (product: string, origin: string, weight: string) => ({
  lines: [product, origin, weight],
  ink: '#2b2118',
});
const printed = (product: string, weight: string, ink: string) => ({ lines: [product, weight], ink });

const ANKARA_SUN: Pattern = { kind: 'ankara', motif: 'sun', colours: ['#f2b233', '#c24403', '#1f7a5a', '#1b1b1b'] };
const ANKARA_PLUM: Pattern = { kind: 'ankara', motif: 'sun', colours: ['#7a1f4a', '#f2b233', '#1f7a5a', '#141414'] };
const ANKARA_LEAF: Pattern = { kind: 'ankara', motif: 'leaf', colours: ['#1f5e8c', '#f2b233', '#e85d2a', '#111111'] };
const ANKARA_GREEN: Pattern = { kind: 'ankara', motif: 'leaf', colours: ['#2f6b3a', '#f4e3b0', '#c24403', '#151515'] };
const ADIRE_ONIKO: Pattern = { kind: 'adire', motif: 'oniko', indigo: '#1d2d5a' };
const ADIRE_ELEKO: Pattern = { kind: 'adire', motif: 'eleko', indigo: '#22315f' };
const KENTE: Pattern = { kind: 'kente', colours: ['#e3a918', '#1f7a3a', '#b3261e', '#1b1b1b'] };
const KENTE_BLUE: Pattern = { kind: 'kente', colours: ['#e3a918', '#1f4f8c', '#b3261e', '#1b1b1b'] };

export const PLANS: Record<string, Scene[]> = {
  'raw-cashew-nuts': [
    { kind: 'closeup', item: 'cashewShell' },
    { kind: 'sacks', bag: 'jute', label: stencil('RAW CASHEW NUTS', 'PRODUCT OF NIGERIA', 'NET 80 KG') },
    { kind: 'orchard', crop: 'cashew' },
    { kind: 'yard', item: 'cashewShell' },
  ],
  'sesame-seeds': [
    { kind: 'closeup', item: 'sesame' },
    { kind: 'bowl', contents: { item: 'sesame' }, style: 'wood', table: 'linen' },
    { kind: 'sacks', bag: 'pp', label: printed('SESAME SEEDS', 'NET 50 KG', '#1f5e8c') },
  ],
  soyabeans: [
    { kind: 'closeup', item: 'soy' },
    { kind: 'rows', crop: 'soy' },
    { kind: 'sacks', bag: 'pp', label: printed('SOYABEANS', 'NET 50 KG', '#2f6b3a') },
  ],
  'groundnut-kernels': [
    { kind: 'heap', item: 'peanut', table: 'wood' },
    { kind: 'bowl', contents: { item: 'peanut' }, style: 'calabash', table: 'burlap' },
    { kind: 'sacks', bag: 'pp', label: printed('GROUNDNUT KERNELS', 'NET 50 KG', '#8c1f1f') },
  ],
  'dried-split-ginger': [
    { kind: 'closeup', item: 'ginger' },
    { kind: 'yard', item: 'ginger' },
    { kind: 'bowl', contents: { item: 'ginger' }, style: 'wood', table: 'burlap' },
    { kind: 'sacks', bag: 'jute', label: stencil('DRIED SPLIT GINGER', 'PRODUCT OF NIGERIA', 'NET 30 KG') },
  ],
  'shea-nuts': [
    { kind: 'heap', item: 'sheaNut', table: 'burlap' },
    { kind: 'orchard', crop: 'shea' },
    { kind: 'sacks', bag: 'jute', label: stencil('SHEA KERNELS', 'PRODUCT OF BURKINA FASO', 'NET 85 KG') },
  ],
  'cocoa-beans': [
    { kind: 'heap', item: 'cocoaBean', table: 'wood' },
    { kind: 'yard', item: 'cocoaBean' },
    { kind: 'orchard', crop: 'cocoa' },
    { kind: 'sacks', bag: 'jute', label: stencil('COCOA BEANS', "PRODUCT OF COTE D'IVOIRE", 'NET 62.5 KG') },
    { kind: 'port' },
  ],
  'dried-hibiscus-flowers': [
    { kind: 'closeup', item: 'hibiscus' },
    { kind: 'bowl', contents: { item: 'hibiscus' }, style: 'calabash', table: 'linen' },
    { kind: 'yard', item: 'hibiscus' },
    { kind: 'sacks', bag: 'pp', label: printed('DRIED HIBISCUS', 'NET 25 KG', '#8e1426') },
  ],
  'cassava-chips': [
    { kind: 'closeup', item: 'cassavaChip' },
    { kind: 'yard', item: 'cassavaChip' },
    { kind: 'sacks', bag: 'pp', label: printed('CASSAVA CHIPS', 'NET 50 KG', '#2f6b3a') },
  ],
  'yellow-maize': [
    { kind: 'closeup', item: 'maize' },
    { kind: 'rows', crop: 'maize' },
    { kind: 'sacks', bag: 'pp', label: printed('YELLOW MAIZE', 'NET 50 KG', '#c24403') },
  ],
  'white-sorghum': [
    { kind: 'closeup', item: 'sorghum' },
    { kind: 'rows', crop: 'sorghum' },
  ],
  'robusta-coffee-beans': [
    { kind: 'closeup', item: 'coffee' },
    { kind: 'orchard', crop: 'coffee' },
    { kind: 'sacks', bag: 'jute', label: stencil('ROBUSTA COFFEE', 'PRODUCT OF CAMEROON', 'NET 60 KG') },
  ],
  cowpeas: [
    { kind: 'closeup', item: 'cowpea' },
    { kind: 'bowl', contents: { item: 'cowpea' }, style: 'enamel', table: 'wood' },
  ],
  'gum-arabic': [
    { kind: 'closeup', item: 'gum' },
    { kind: 'bowl', contents: { item: 'gum' }, style: 'wood', table: 'linen' },
    { kind: 'sacks', bag: 'pp', label: printed('GUM ARABIC HPS 1', 'NET 50 KG', '#1f3f6b') },
  ],
  'cotton-lint': [{ kind: 'bolls' }, { kind: 'bales' }, { kind: 'rows', crop: 'cotton' }, { kind: 'port' }],
  'cotton-yarn': [
    { kind: 'cones', colours: ['#f4efe2', '#efe7d3', '#f7f3ea', '#ece4cf'] },
    { kind: 'cartons', options: { colour: '#b8895a', label: 'COTTON YARN NE 30/1' } },
    { kind: 'bolls' },
  ],
  'ankara-wax-print': [
    { kind: 'fabric', pattern: ANKARA_SUN, zoom: 1.6 },
    { kind: 'folded', patterns: [ANKARA_SUN, ANKARA_LEAF, ANKARA_PLUM, ANKARA_GREEN] },
    { kind: 'fabric', pattern: ANKARA_LEAF, zoom: 1.4 },
    { kind: 'rolls', patterns: [ANKARA_PLUM, ANKARA_LEAF, ANKARA_SUN, ANKARA_GREEN] },
  ],
  'adire-fabric': [
    { kind: 'fabric', pattern: ADIRE_ONIKO, zoom: 1.4 },
    { kind: 'fabric', pattern: ADIRE_ELEKO, zoom: 1.8 },
    { kind: 'rolls', patterns: [ADIRE_ONIKO, ADIRE_ELEKO] },
  ],
  'kente-cloth': [
    { kind: 'fabric', pattern: KENTE, zoom: 2.2 },
    { kind: 'folded', patterns: [KENTE, KENTE_BLUE] },
    { kind: 'rolls', patterns: [KENTE, ADIRE_ONIKO, KENTE_BLUE, ADIRE_ELEKO] },
  ],
  'woven-pp-sacks': [
    { kind: 'weave', text: '50 KG', colour: '#1f5e8c' },
    { kind: 'bundles', colour: '#1f5e8c' },
    { kind: 'sacks', bag: 'pp', label: printed('AFRITRADE', 'NET 50 KG', '#1f5e8c') },
  ],
  'shea-butter': [
    {
      kind: 'packs',
      options: {
        kind: 'tub',
        label: { brand: 'SAVANNAH SHEA', name: 'SHEA BUTTER', colour: '#2f6b3a', contents: '#efe3c0' },
        wall: '#e8dccb',
        table: 'wood',
        loose: 'sheaNut',
      },
    },
    { kind: 'bowl', contents: { powder: '#eee0b6', grain: 0 }, style: 'calabash', table: 'burlap' },
    { kind: 'cartons', options: { colour: '#b8895a', label: 'SHEA BUTTER 25 KG' } },
  ],
  'natural-cocoa-powder': [
    { kind: 'powder', colour: '#8a5636', grain: 0.7, table: 'wood' },
    { kind: 'cartons', options: { colour: '#c49a68', label: 'COCOA POWDER 25 KG', bags: true } },
    {
      kind: 'packs',
      options: {
        kind: 'tin',
        label: { brand: 'GULF OF GUINEA', name: 'COCOA POWDER', colour: '#5a2f1e', contents: '#7a4a30' },
        wall: '#eadfcf',
        table: 'wood',
        loose: 'cocoaBean',
      },
    },
  ],
  'cashew-kernels-w320': [
    { kind: 'closeup', item: 'cashewKernel' },
    {
      kind: 'packs',
      options: {
        kind: 'pouch',
        label: { brand: 'MONO VALLEY', name: 'CASHEW W320', colour: '#c24403', contents: '#f3e6cc' },
        wall: '#ede3d3',
        table: 'wood',
        loose: 'cashewKernel',
      },
    },
    { kind: 'bowl', contents: { item: 'cashewKernel' }, style: 'wood', table: 'linen' },
    { kind: 'cartons', options: { colour: '#b8895a', label: 'CASHEW KERNELS W320' } },
  ],
  'refined-palm-olein': [
    {
      kind: 'packs',
      options: {
        kind: 'bottle',
        label: { brand: 'MONO VALLEY', name: 'PALM OLEIN', colour: '#c24403', contents: '#e8a81c' },
        wall: '#efe4d2',
        table: 'wood',
        loose: 'palmFruit',
      },
    },
    {
      kind: 'packs',
      options: {
        kind: 'jerrycan',
        label: { brand: 'MONO VALLEY', name: 'PALM OLEIN 25 L', colour: '#c24403', contents: '#e0a01a' },
        wall: '#e6dccb',
        table: 'concrete',
      },
    },
    { kind: 'closeup', item: 'palmFruit' },
  ],
  'african-black-soap': [
    { kind: 'closeup', item: 'blackSoap' },
    {
      kind: 'packs',
      options: {
        kind: 'bar',
        label: { brand: 'SAVANNAH', name: 'BLACK SOAP', colour: '#2f6b3a', contents: '#3b2a20' },
        wall: '#e9dfcf',
        table: 'wood',
        loose: 'blackSoap',
      },
    },
    { kind: 'cartons', options: { colour: '#b8895a', label: 'AFRICAN BLACK SOAP' } },
  ],
  'tomato-paste': [
    {
      kind: 'packs',
      options: {
        kind: 'tin',
        label: { brand: 'MONO VALLEY', name: 'TOMATO PASTE', colour: '#c62f1f', contents: '#b8281b' },
        wall: '#efe6d8',
        table: 'wood',
        loose: 'tomato',
      },
    },
    { kind: 'drums', options: { colour: '#1f5fa8', steel: false, label: 'TOMATO PASTE 28-30 BRIX' } },
    { kind: 'closeup', item: 'tomato' },
  ],
  'hibiscus-tea-bags': [
    {
      kind: 'packs',
      options: {
        kind: 'box',
        label: { brand: 'ZARIA HERBS', name: 'HIBISCUS TEA', colour: '#8e1426', contents: '#8e1426' },
        wall: '#f0e6da',
        table: 'linen',
        loose: 'hibiscus',
      },
    },
    { kind: 'closeup', item: 'teaBag' },
    { kind: 'cartons', options: { colour: '#b8895a', label: 'HIBISCUS TEA 48 BOXES' } },
  ],
  garri: [
    { kind: 'bowl', contents: { powder: '#f1ead8', grain: 0.5 }, style: 'enamel', table: 'wood' },
    { kind: 'powder', colour: '#ece4cf', grain: 0.6, table: 'wood' },
    { kind: 'sacks', bag: 'pp', label: printed('IJEBU GARRI', 'NET 50 KG', '#2f6b3a') },
  ],
};
