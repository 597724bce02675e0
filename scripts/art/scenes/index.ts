// Every kind of picture the catalogue uses, and one function that draws any of them.
import type { Surface } from '../backdrops.ts';
import type { Canvas } from '../canvas.ts';
import type { ItemName } from '../items.ts';
import { type RowCrop, rows, orchard, type TreeCrop } from './fields.ts';
import { type PackOptions, packs } from './packaging.ts';
import { bowl, type BowlContents, type BowlStyle, closeup, heap, powder, yard } from './produce.ts';
import {
  bales,
  type BagKind,
  cartons,
  type CartonOptions,
  type DrumOptions,
  drums,
  port,
  type SackLabel,
  sacks,
} from './storage.ts';
import { bagBundles, bolls, cones, fabric, foldedStacks, type Pattern, rolls, weave } from './textiles.ts';

export type Scene =
  | { kind: 'closeup'; item: ItemName }
  | { kind: 'heap'; item: ItemName; table: Surface }
  | { kind: 'bowl'; contents: BowlContents; style: BowlStyle; table: Surface }
  | { kind: 'powder'; colour: string; grain: number; table: Surface }
  | { kind: 'yard'; item: ItemName }
  | { kind: 'sacks'; bag: BagKind; label: SackLabel }
  | { kind: 'cartons'; options: CartonOptions }
  | { kind: 'drums'; options: DrumOptions }
  | { kind: 'bales' }
  | { kind: 'port' }
  | { kind: 'orchard'; crop: TreeCrop }
  | { kind: 'rows'; crop: RowCrop }
  | { kind: 'bolls' }
  | { kind: 'fabric'; pattern: Pattern; zoom: number }
  | { kind: 'folded'; patterns: Pattern[] }
  | { kind: 'rolls'; patterns: Pattern[] }
  | { kind: 'cones'; colours: string[] }
  | { kind: 'weave'; text: string; colour: string }
  | { kind: 'bundles'; colour: string }
  | { kind: 'packs'; options: PackOptions };

export function drawScene(canvas: Canvas, scene: Scene): string {
  switch (scene.kind) {
    case 'closeup':
      return closeup(canvas, scene.item);
    case 'heap':
      return heap(canvas, scene.item, scene.table);
    case 'bowl':
      return bowl(canvas, scene.contents, scene.style, scene.table);
    case 'powder':
      return powder(canvas, scene.colour, scene.grain, scene.table);
    case 'yard':
      return yard(canvas, scene.item);
    case 'sacks':
      return sacks(canvas, scene.bag, scene.label);
    case 'cartons':
      return cartons(canvas, scene.options);
    case 'drums':
      return drums(canvas, scene.options);
    case 'bales':
      return bales(canvas);
    case 'port':
      return port(canvas);
    case 'orchard':
      return orchard(canvas, scene.crop);
    case 'rows':
      return rows(canvas, scene.crop);
    case 'bolls':
      return bolls(canvas);
    case 'fabric':
      return fabric(canvas, scene.pattern, scene.zoom);
    case 'folded':
      return foldedStacks(canvas, scene.patterns);
    case 'rolls':
      return rolls(canvas, scene.patterns);
    case 'cones':
      return cones(canvas, scene.colours);
    case 'weave':
      return weave(canvas, { text: scene.text, colour: scene.colour });
    case 'bundles':
      return bagBundles(canvas, scene.colour);
    case 'packs':
      return packs(canvas, scene.options);
  }
}
