// Sanctions screening rules (issue 40): how a name is normalised, how two names are compared,
// and the threshold above which a match holds the company. The server and the console both
// read them from here. Similarity between single words is the Levenshtein distance of
// `fastest-levenshtein`; the token logic around it (word order, partial names) is ours.
import { distance } from 'fastest-levenshtein';

/** A score at or above this is a HIT that holds the subject until an admin decides. */
export const SCREENING_THRESHOLD = 0.88;

/** The statuses of a screened subject (docs/product/screening.md). */
export const SCREENING_STATUSES = ['CLEAR', 'HIT', 'CLEARED', 'CONFIRMED'] as const;
export type ScreeningStatus = (typeof SCREENING_STATUSES)[number];

/** What an admin may decide on a subject that matched. */
export const SCREENING_DECISIONS = ['CLEARED', 'CONFIRMED'] as const;
export type ScreeningDecision = (typeof SCREENING_DECISIONS)[number];

/** A HIT not yet cleared, or a match an admin confirmed: no orders, no quote acceptance. */
export const isScreeningHold = (status: ScreeningStatus | null | undefined): boolean =>
  status === 'HIT' || status === 'CONFIRMED';

/**
 * Legal-form words that say nothing about who a company is: "Sahel Trading SARL" and
 * "Sahel Trading Ltd" are one name. Compared after normalisation (upper case, no dots).
 */
export const COMPANY_SUFFIXES: ReadonlySet<string> = new Set([
  'LTD',
  'LIMITED',
  'LLC',
  'LLP',
  'LP',
  'SARL',
  'SARLU',
  'SA',
  'SAS',
  'SASU',
  'SPA',
  'SRL',
  'PLC',
  'GMBH',
  'AG',
  'KG',
  'BV',
  'NV',
  'CO',
  'COMPANY',
  'INC',
  'INCORPORATED',
  'CORP',
  'CORPORATION',
  'PTY',
  'PVT',
  'PRIVATE',
  'FZE',
  'FZCO',
  'FZC',
  'JSC',
  'OJSC',
  'PJSC',
  'OOO',
  'ZAO',
  'EST',
  'ESTABLISHMENT',
  'GROUP',
  'HOLDING',
  'HOLDINGS',
  'THE',
  'AND',
  'OF',
  'ET',
]);

/**
 * The words of a name as compared: accents stripped (NFKD, combining marks dropped), upper
 * case, punctuation and apostrophes removed ("Ba'asyir" reads "BAASYIR"), company suffixes and
 * filler words dropped, sorted so word order does not matter. Empty when nothing is left.
 */
export function nameTokens(name: string): string[] {
  const plain = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    // Apostrophes and dots join ("O'NEIL", "S.A."); every other non-letter, non-digit separates.
    .replace(/['’`.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
  if (!plain) return [];
  const words = plain.split(' ');
  const kept = words.filter((word) => !COMPANY_SUFFIXES.has(word));
  // A name made only of such words ("The Company") is compared as written.
  return (kept.length > 0 ? kept : words).sort();
}

/** The normalised name as stored: its tokens joined by one space. */
export const normaliseName = (name: string): string => nameTokens(name).join(' ');

/** How alike two words are, 0..1: 1 - Levenshtein distance / the longer length. */
export function wordSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const longer = Math.max(a.length, b.length);
  if (longer === 0) return 1;
  return 1 - distance(a, b) / longer;
}

/** Two words shorter than this must be equal to count as matching (initials, "AL", "BIN"). */
const SHORT_WORD = 4;
/** A partial name scores at most this much: with every word exact, a hit; with a typo, not. */
const PARTIAL_NAME_WEIGHT = 0.92;
/** Below this, two words are not the same word misspelt. */
const WORD_FLOOR = 0.75;

const wordMatch = (a: string, b: string): number => {
  if (a.length < SHORT_WORD || b.length < SHORT_WORD) return a === b ? 1 : 0;
  const similarity = wordSimilarity(a, b);
  return similarity >= WORD_FLOOR ? similarity : 0;
};

/**
 * How alike two names are, 0..1, from their tokens (nameTokens). Each word of the shorter name
 * is paired with its best unused word of the other (so order never matters); the score is the
 * share of letters on both sides that pair up, weighted by how alike each pair is. A name that
 * is a strict part of a longer listed name ("Ibrahim Musa" in "Ibrahim Musa Abdullahi") scores
 * by what it covers of the listed name, so a full name is needed for a hit, not one common word.
 */
export function nameSimilarity(a: readonly string[], b: readonly string[]): number {
  if (a.length === 0 || b.length === 0) return 0;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const used = new Set<number>();
  let matched = 0;
  let matchedShort = 0;
  for (const word of short) {
    let best = 0;
    let bestIndex = -1;
    long.forEach((other, index) => {
      if (used.has(index)) return;
      const score = wordMatch(word, other);
      if (score > best) [best, bestIndex] = [score, index];
    });
    if (bestIndex >= 0) {
      used.add(bestIndex);
      matched += best * (word.length + long[bestIndex]!.length);
      matchedShort += best * word.length;
    }
  }
  const letters = (words: readonly string[]) => words.reduce((sum, word) => sum + word.length, 0);
  const dice = matched / (letters(short) + letters(long));
  // A full two-word-or-more name inside a three-or-four-word listed name: forenames and a family
  // name often come without the middle names, so what the short name covers counts more.
  if (short.length >= 2 && used.size === short.length && long.length - short.length <= 2) {
    return Math.max(dice, PARTIAL_NAME_WEIGHT * (matchedShort / letters(short)));
  }
  return dice;
}

/** A name of the list, as the index holds it. */
export interface ListedName {
  /** The entry's identity in the list (REFERENCE_NUMBER, e.g. QDi.001). */
  reference: string;
  /** The name or alias as listed. */
  name: string;
  tokens: readonly string[];
}

export interface NameMatch<T extends ListedName = ListedName> {
  entry: T;
  score: number;
}

/** The consonant outline of a word ("MOHAMED", "MUHAMMAD" -> "MHMD"): a block key that survives vowel spellings. */
export const consonantKey = (word: string): string => word.replace(/[AEIOUYH]/g, '').replace(/(.)\1+/g, '$1');

/** Block keys of a word: itself, its first four letters and its consonant outline. */
function blockKeys(word: string): string[] {
  const keys = [`w:${word}`];
  if (word.length >= SHORT_WORD) {
    keys.push(`p:${word.slice(0, 4)}`);
    const outline = consonantKey(word);
    if (outline.length >= 2) keys.push(`c:${outline}`);
  }
  return keys;
}

/**
 * The listed names indexed by block keys, so screening one name compares it with the few
 * names that share a word, a word's start or a word's consonants, never with all of them.
 */
export class NameIndex<T extends ListedName = ListedName> {
  readonly #blocks = new Map<string, number[]>();
  readonly #names: T[] = [];

  constructor(names: Iterable<T>) {
    for (const name of names) this.add(name);
  }

  get size(): number {
    return this.#names.length;
  }

  add(name: T): void {
    const position = this.#names.push(name) - 1;
    for (const key of new Set(name.tokens.flatMap(blockKeys))) {
      const block = this.#blocks.get(key);
      if (block) block.push(position);
      else this.#blocks.set(key, [position]);
    }
  }

  /** Every listed name scoring at least `threshold` against `tokens`, best first. */
  search(tokens: readonly string[], threshold = SCREENING_THRESHOLD): NameMatch<T>[] {
    const candidates = new Set<number>();
    for (const key of new Set(tokens.flatMap(blockKeys))) {
      for (const position of this.#blocks.get(key) ?? []) candidates.add(position);
    }
    const matches: NameMatch<T>[] = [];
    for (const position of candidates) {
      const entry = this.#names[position]!;
      const score = nameSimilarity(tokens, entry.tokens);
      if (score >= threshold) matches.push({ entry, score });
    }
    return matches.sort((a, b) => b.score - a.score);
  }

  /** The best match of any of `names` (raw, normalised here), or null when none reaches the threshold. */
  best(names: readonly string[], threshold = SCREENING_THRESHOLD): (NameMatch<T> & { name: string }) | null {
    let best: (NameMatch<T> & { name: string }) | null = null;
    for (const name of names) {
      const [top] = this.search(nameTokens(name), threshold);
      if (top && (!best || top.score > best.score)) best = { ...top, name };
    }
    return best;
  }
}

/** What a subject's screening was before a rescreen: its status and the listed entry it matched. */
export interface PreviousScreening {
  status: ScreeningStatus;
  matchedReference: string | null;
}

/**
 * A subject's status after a rescreen found `matchedReference` (null: nothing above the
 * threshold). An admin's confirmation stands until an admin reverses it (a renamed buyer does
 * not shed it); a clearance stands while the same listed entry is what matches, and a new
 * entry matching is a new HIT.
 */
export function nextScreeningStatus(
  previous: PreviousScreening | null,
  matchedReference: string | null,
): ScreeningStatus {
  if (previous?.status === 'CONFIRMED') return 'CONFIRMED';
  if (!matchedReference) return 'CLEAR';
  if (previous?.status === 'CLEARED' && previous.matchedReference === matchedReference) return 'CLEARED';
  return 'HIT';
}

/** The subject kinds screened: buyers today; `company` once companies exist (same table, same rules). */
export type ScreeningSubjectType = 'buyer' | 'company';

export interface ScreeningSubject {
  type: ScreeningSubjectType;
  id: string;
}
