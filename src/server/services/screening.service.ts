// Sanctions screening (issue 40; docs/product/screening.md): loading the UN list,
// screening a subject's names against it, the admin's decision, and the hold on orders and
// quote acceptance. Subjects are buyers today; a company calls screenNames the same way later.
import { createHash } from 'node:crypto';
import type { ScreeningListImport, ScreeningResult } from '../../shared/screening/screening.contract.ts';
import {
  isScreeningHold,
  type ListedName,
  NameIndex,
  nextScreeningStatus,
  normaliseName,
  type ScreeningDecision,
  type ScreeningSubject,
} from '../../shared/screening/screening.ts';
import type { Db } from '../db/client.ts';
import {
  buyersAfter,
  findListBySha,
  findResult,
  insertEntries,
  insertResults,
  insertList,
  latestList,
  lockResult,
  namesOfList,
  type NewScreeningEntry,
  lockResults,
  saveResult,
  type ScreeningListRow,
  type ScreeningResultRow,
  type ScreeningResultValues,
  touchResults,
} from '../db/queries/screening.queries.ts';
import { findUserById } from '../db/queries/users.queries.ts';
import { refused } from '../http/api-error.ts';
import { recordAudit, recordAudits } from './audit.service.ts';
import type { ServiceContext } from './context.ts';
import { parseConsolidatedList } from './screening-list.ts';

interface IndexedName extends ListedName {
  entryId: string;
}

/**
 * The index of the latest list, built once per process per list (25,000 names take well under
 * a second) and rebuilt when a newer list appears; each process notices by the list's id.
 */
let cached: { listId: string; index: Promise<NameIndex<IndexedName>> } | null = null;

function indexOfList(db: Db, listId: string): Promise<NameIndex<IndexedName>> {
  if (cached?.listId !== listId) {
    const index = namesOfList(db, listId).then(
      (rows) =>
        new NameIndex<IndexedName>(
          rows.map((row) => ({
            entryId: row.id,
            reference: row.reference,
            name: row.name,
            tokens: row.normalised ? row.normalised.split(' ') : [],
          })),
        ),
    );
    cached = { listId, index };
    // A failed load is not kept: the next screening tries again.
    index.catch(() => {
      if (cached?.index === index) cached = null;
    });
  }
  return cached!.index;
}

export function toScreeningResult(row: ScreeningResultRow): ScreeningResult {
  return {
    subjectType: row.subjectType as ScreeningResult['subjectType'],
    subjectId: row.subjectId,
    status: row.status,
    hold: isScreeningHold(row.status),
    names: row.names,
    listId: row.listId,
    match:
      row.matchedReference && row.matchedName
        ? {
            entryId: row.matchedEntryId,
            reference: row.matchedReference,
            name: row.matchedName,
            screenedName: row.screenedName ?? '',
            score: Math.round((row.score ?? 0) * 1000) / 1000,
          }
        : null,
    screenedAt: row.screenedAt.toISOString(),
    decidedBy: row.decidedBy,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    reason: row.reason,
  };
}

/** What the audit trail keeps of a result: its status and match, never more. */
const audited = (
  row: Pick<ScreeningResultValues, 'status' | 'matchedReference' | 'matchedName' | 'score'> | undefined,
) =>
  row
    ? { status: row.status, matchedReference: row.matchedReference, matchedName: row.matchedName, score: row.score }
    : null;

type Found = (ReturnType<NameIndex<IndexedName>['best']> & object) | null;

/** The names worth screening: trimmed, and not empty once normalised. */
const screenable = (names: readonly string[]) =>
  names.map((name) => name.trim()).filter((name) => normaliseName(name) !== '');

/** The result a screening stores, from what was found and what was stored before. */
function screeningValues(
  subject: ScreeningSubject,
  names: string[],
  found: Found,
  list: ScreeningListRow | undefined,
  previous: ScreeningResultRow | undefined,
  now: Date,
): ScreeningResultValues {
  const status = nextScreeningStatus(previous ?? null, found?.entry.reference ?? null);
  // A confirmation kept without a match keeps the match it confirmed.
  const match =
    status === 'CONFIRMED' && !found && previous
      ? {
          matchedEntryId: previous.matchedEntryId,
          matchedReference: previous.matchedReference,
          matchedName: previous.matchedName,
          screenedName: previous.screenedName,
          score: previous.score,
        }
      : {
          matchedEntryId: found?.entry.entryId ?? null,
          matchedReference: found?.entry.reference ?? null,
          matchedName: found?.entry.name ?? null,
          screenedName: found?.name ?? null,
          score: found?.score ?? null,
        };
  // A decision stands with the status it made; a new HIT or a CLEAR wipes it.
  const decision =
    previous && status === previous.status && (status === 'CLEARED' || status === 'CONFIRMED')
      ? { decidedBy: previous.decidedBy, decidedAt: previous.decidedAt, reason: previous.reason }
      : { decidedBy: null, decidedAt: null, reason: null };
  return {
    subjectType: subject.type,
    subjectId: subject.id,
    status,
    names,
    listId: list?.id ?? null,
    ...match,
    screenedAt: now,
    ...decision,
  };
}

/** Whether a rescreen changed anything but its time: status, match, score or the names screened. */
const changedResult = (previous: ScreeningResultRow | undefined, next: ScreeningResultValues) =>
  !previous ||
  previous.status !== next.status ||
  previous.matchedEntryId !== next.matchedEntryId ||
  previous.matchedReference !== next.matchedReference ||
  previous.names.join('\n') !== next.names.join('\n');

/**
 * Stores a result. A change of status or of the entry matched is audited (`screening.screen`)
 * by `actorId` (null: the system), and so appears in the subject's timeline.
 */
async function storeScreening(
  tx: Db,
  values: ScreeningResultValues,
  previous: ScreeningResultRow | undefined,
  list: ScreeningListRow | undefined,
  actorId: string | null,
): Promise<ScreeningResultRow> {
  const saved = await saveResult(tx, values);
  if (!previous || previous.status !== saved.status || previous.matchedReference !== saved.matchedReference) {
    await recordAudit(tx, {
      actorId,
      action: 'screening.screen',
      entityType: values.subjectType,
      entityId: values.subjectId,
      before: audited(previous),
      after: { ...audited(saved), names: values.names, listVersion: list?.version ?? null },
    });
  }
  return saved;
}

/**
 * Screens a subject's names (a buyer's full name today; a company's name and its members' later)
 * against the latest list and stores the result for the subject. Before any list is loaded the
 * subject is CLEAR against nothing.
 */
export async function screenNames(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  subject: ScreeningSubject,
  names: readonly string[],
  actorId: string | null = null,
): Promise<ScreeningResult> {
  const list = await latestList(ctx.db);
  const wanted = screenable(names);
  const found = list ? (await indexOfList(ctx.db, list.id)).best(wanted) : null;
  const row = await ctx.db.transaction(async (tx) => {
    const previous = await lockResult(tx, subject.type, subject.id);
    return storeScreening(
      tx,
      screeningValues(subject, wanted, found, list, previous, ctx.now()),
      previous,
      list,
      actorId,
    );
  });
  return toScreeningResult(row);
}

/** Screens a buyer by the names they have today (the full name; no company name is stored yet). */
export async function screenBuyer(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  buyerId: string,
  actorId: string | null = null,
): Promise<ScreeningResult | null> {
  const buyer = await findUserById(ctx.db, buyerId);
  if (!buyer || buyer.type !== 'buyer') return null;
  return screenNames(ctx, { type: 'buyer', id: buyer.id }, [buyer.fullName], actorId);
}

/** Buyers screened per page of an import's rescreen. */
const RESCREEN_PAGE = 500;

/**
 * Screens every buyer again against the latest list, a page at a time, each page in one
 * transaction: only results that changed are written one by one (and audited); the others are
 * marked screened in one statement. Answers how many were screened, and how many are held.
 */
export async function rescreenBuyers(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  actorId: string | null,
): Promise<{ rescreened: number; hits: number }> {
  const list = await latestList(ctx.db);
  const index = list ? await indexOfList(ctx.db, list.id) : null;
  let rescreened = 0;
  let hits = 0;
  let after: string | null = null;
  for (;;) {
    const page = await buyersAfter(ctx.db, after, RESCREEN_PAGE);
    await ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const stored = new Map(
        (
          await lockResults(
            tx,
            'buyer',
            page.map((buyer) => buyer.id),
          )
        ).map((row) => [row.subjectId, row]),
      );
      const unchanged: string[] = [];
      // Buyers never screened before (those who signed up before screening existed) are
      // written together, with their audit entries: one statement each for the whole page.
      const first: ScreeningResultValues[] = [];
      for (const buyer of page) {
        const names = screenable([buyer.fullName]);
        const previous = stored.get(buyer.id);
        const values = screeningValues(
          { type: 'buyer', id: buyer.id },
          names,
          index?.best(names) ?? null,
          list,
          previous,
          now,
        );
        if (!previous) first.push(values);
        else if (changedResult(previous, values)) await storeScreening(tx, values, previous, list, actorId);
        else unchanged.push(buyer.id);
        if (isScreeningHold(values.status)) hits++;
      }
      await insertResults(tx, first);
      await recordAudits(
        tx,
        first.map((values) => ({
          actorId,
          action: 'screening.screen',
          entityType: values.subjectType,
          entityId: values.subjectId,
          before: null,
          after: { ...audited(values), names: values.names, listVersion: list?.version ?? null },
        })),
      );
      if (list) await touchResults(tx, 'buyer', unchanged, list.id, now);
    });
    rescreened += page.length;
    if (page.length < RESCREEN_PAGE) break;
    after = page[page.length - 1]!.id;
  }
  return { rescreened, hits };
}

const toImport = (list: ScreeningListRow, created: boolean, counts: { rescreened: number; hits: number }) => ({
  id: list.id,
  version: list.version,
  fileName: list.fileName,
  sha256: list.sha256,
  entryCount: list.entryCount,
  nameCount: list.nameCount,
  importedAt: list.importedAt.toISOString(),
  created,
  ...counts,
});

/**
 * Loads a UN consolidated list (the command line, or an admin's upload) and screens every buyer
 * against it. The same file (by SHA-256) loaded again adds nothing and rescreens nobody.
 * `importedBy` is the admin, or null from the command line.
 */
export async function importScreeningList(
  ctx: Pick<ServiceContext, 'db' | 'now'>,
  file: { bytes: Buffer; fileName: string },
  importedBy: string | null,
): Promise<ScreeningListImport> {
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const known = await findListBySha(ctx.db, sha256);
  if (known) return toImport(known, false, { rescreened: 0, hits: 0 });
  const parsed = parseConsolidatedList(file.bytes);
  const names = parsed.entries.flatMap((entry) =>
    entry.names.map((name, position) => ({ entry, name, primary: position === 0 })),
  );
  const now = ctx.now();
  const list = await ctx.db.transaction(async (tx) => {
    const list = await insertList(tx, {
      version: parsed.version ?? now.toISOString().slice(0, 10),
      fileName: file.fileName.slice(0, 255) || 'consolidated.xml',
      sha256,
      entryCount: parsed.entries.length,
      nameCount: names.length,
      importedBy,
      importedAt: now,
    });
    // Another import of this very file won the race: it is loaded.
    if (!list) return null;
    const rows: NewScreeningEntry[] = names.map(({ entry, name, primary }) => ({
      listId: list.id,
      reference: entry.reference,
      kind: entry.kind,
      listType: entry.listType,
      listedOn: entry.listedOn,
      name,
      normalised: normaliseName(name),
      primary,
    }));
    await insertEntries(tx, rows);
    await recordAudit(tx, {
      actorId: importedBy,
      action: 'screening.list-import',
      entityType: 'screening-list',
      entityId: list.id,
      after: {
        version: list.version,
        fileName: list.fileName,
        sha256,
        entryCount: list.entryCount,
        nameCount: list.nameCount,
      },
    });
    return list;
  });
  if (!list) {
    const winner = await findListBySha(ctx.db, sha256);
    if (!winner) throw new Error('a screening list conflicted on its SHA-256, but none has it');
    return toImport(winner, false, { rescreened: 0, hits: 0 });
  }
  return toImport(list, true, await rescreenBuyers(ctx, importedBy));
}

/** GET /staff/screening/subjects/{id}: the buyer's screening (screened now if never before). */
export async function getBuyerScreening(ctx: ServiceContext, buyerId: string): Promise<ScreeningResult> {
  const row = await findResult(ctx.db, 'buyer', buyerId);
  if (row) return toScreeningResult(row);
  const screened = await screenBuyer(ctx, buyerId);
  if (!screened) throw refused('screening_subject_not_found');
  return screened;
}

/**
 * An admin clears a match (a different person) or confirms it (the listed one), with a reason;
 * either may be reversed later the same way. Audited as `screening.decide`.
 */
export async function decideScreening(
  ctx: ServiceContext,
  subject: ScreeningSubject,
  { decision, reason }: { decision: ScreeningDecision; reason: string },
): Promise<ScreeningResult> {
  const adminId = ctx.user?.id ?? null;
  const row = await ctx.db.transaction(async (tx) => {
    const previous = await lockResult(tx, subject.type, subject.id);
    if (!previous) throw refused('screening_subject_not_found');
    if (!previous.matchedReference) throw refused('screening_nothing_to_decide');
    const saved = await saveResult(tx, {
      ...previous,
      status: decision,
      decidedBy: adminId,
      decidedAt: ctx.now(),
      reason,
    });
    await recordAudit(tx, {
      actorId: adminId,
      action: 'screening.decide',
      entityType: subject.type,
      entityId: subject.id,
      before: { ...audited(previous), reason: previous.reason },
      after: { ...audited(saved), reason },
    });
    return saved;
  });
  return toScreeningResult(row);
}

/**
 * The one check before an order is placed or a quote accepted: a subject held by screening
 * (HIT, CONFIRMED) is refused with 409 `company_screening_hold`. Buyers today; the company's
 * id joins here once companies exist.
 */
export async function refuseScreeningHold(db: Db, buyerId: string): Promise<void> {
  const row = await findResult(db, 'buyer', buyerId);
  if (row && isScreeningHold(row.status)) throw refused('company_screening_hold');
}
