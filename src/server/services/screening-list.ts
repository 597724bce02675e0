// Reads the UN Security Council Consolidated List XML (the public download, ~2 MB) into plain
// entries: who is listed, under which names. fast-xml-parser does the XML; this file only knows
// which elements of that format carry a name.
import { XMLParser } from 'fast-xml-parser';
import { refused } from '../http/api-error.ts';

export type ListedKind = 'INDIVIDUAL' | 'ENTITY';

export interface ParsedListEntry {
  /** REFERENCE_NUMBER, e.g. `QDi.001` (individual) or `QDe.004` (entity). */
  reference: string;
  kind: ListedKind;
  /** UN_LIST_TYPE (Al-Qaida, DPRK, Libya ...), when given. */
  listType: string | null;
  /** LISTED_ON as written (YYYY-MM-DD). */
  listedOn: string | null;
  /** The listed name first, then every alias, each once. */
  names: string[];
}

export interface ParsedList {
  /** The root's `dateGenerated` attribute: the list's version as the UN publishes it. */
  version: string | null;
  entries: ParsedListEntry[];
}

/** Elements that may repeat: read as arrays even when one is present. */
const REPEATED = new Set(['INDIVIDUAL', 'ENTITY', 'INDIVIDUAL_ALIAS', 'ENTITY_ALIAS']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Reference numbers and names stay text ("0012" is not 12).
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (name) => REPEATED.has(name),
});

type Node = Record<string, unknown>;

const text = (value: unknown): string | null => {
  if (typeof value === 'string') return value.trim() || null;
  // An element with attributes and text reads as { '#text': ... }.
  if (value && typeof value === 'object' && '#text' in value) return text((value as Node)['#text']);
  return null;
};

const nodes = (value: unknown): Node[] => (Array.isArray(value) ? value.filter((v) => v && typeof v === 'object') : []);

/**
 * Aliases of "Low" quality that are one word ("Abu Muhammad" is two, "Hassan" is one) name
 * half the world: they are skipped, every other alias is screened.
 */
function aliasNames(aliases: Node[]): string[] {
  return aliases.flatMap((alias) => {
    const name = text(alias['ALIAS_NAME']);
    if (!name) return [];
    const lowQuality = text(alias['QUALITY'])?.toLowerCase() === 'low';
    return lowQuality && !/\s/.test(name) ? [] : [name];
  });
}

function entryOf(node: Node, kind: ListedKind): ParsedListEntry | null {
  const reference = text(node['REFERENCE_NUMBER']);
  const parts =
    kind === 'INDIVIDUAL'
      ? ['FIRST_NAME', 'SECOND_NAME', 'THIRD_NAME', 'FOURTH_NAME'].map((field) => text(node[field]))
      : [text(node['FIRST_NAME'])];
  const name = parts.filter(Boolean).join(' ');
  const aliases = aliasNames(nodes(node[kind === 'INDIVIDUAL' ? 'INDIVIDUAL_ALIAS' : 'ENTITY_ALIAS']));
  const names = [...new Set([name, ...aliases].filter(Boolean))];
  if (!reference || names.length === 0) return null;
  return {
    reference,
    kind,
    listType: text(node['UN_LIST_TYPE']),
    listedOn: text(node['LISTED_ON']),
    names,
  };
}

/** Parses the file; a file that is not a consolidated list is refused (400), never a 500. */
export function parseConsolidatedList(xml: Buffer | string): ParsedList {
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch {
    throw refused('screening_list_unreadable', 'file');
  }
  const root = document['CONSOLIDATED_LIST'];
  if (!root || typeof root !== 'object') throw refused('screening_list_unreadable', 'file');
  const list = root as Node;
  const individuals = nodes((list['INDIVIDUALS'] as Node | undefined)?.['INDIVIDUAL']);
  const entities = nodes((list['ENTITIES'] as Node | undefined)?.['ENTITY']);
  const entries = [
    ...individuals.map((node) => entryOf(node, 'INDIVIDUAL')),
    ...entities.map((node) => entryOf(node, 'ENTITY')),
  ].filter((entry): entry is ParsedListEntry => entry !== null);
  if (entries.length === 0) throw refused('screening_list_empty', 'file');
  return { version: text(list['@dateGenerated']), entries };
}
