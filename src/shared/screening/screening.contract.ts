// The staff API of sanctions screening (routes/api/staff/screening.ts), as zod schemas.
import { z } from 'zod';
import { reasonIssue } from '../i18n/errors.ts';
import { SCREENING_DECISIONS, SCREENING_STATUSES } from './screening.ts';

/** The largest list file taken: the real list is ~2 MB; ten times that leaves room to grow. */
export const SCREENING_LIST_MAX_BYTES = 20 * 1024 * 1024;

export const ScreeningListUploadForm = z.object({
  file: z
    .any()
    .meta({ type: 'string', format: 'binary', description: 'The UN Security Council Consolidated List XML.' }),
});

export const ScreeningListImport = z
  .object({
    id: z.uuid(),
    version: z.string(),
    fileName: z.string(),
    sha256: z.string(),
    entryCount: z.number().int(),
    nameCount: z.number().int(),
    importedAt: z.string(),
    created: z.boolean().meta({ description: 'False when this very file had been loaded before: nothing was added.' }),
    rescreened: z.number().int().meta({ description: 'Subjects screened again against this list.' }),
    hits: z.number().int().meta({ description: 'Subjects held (HIT or CONFIRMED) after the rescreen.' }),
  })
  .meta({ id: 'ScreeningListImport' });
export type ScreeningListImport = z.infer<typeof ScreeningListImport>;

export const ScreeningResult = z
  .object({
    subjectType: z.enum(['buyer', 'company']),
    subjectId: z.uuid(),
    status: z.enum(SCREENING_STATUSES),
    hold: z.boolean().meta({ description: 'True while orders and quote acceptance are refused (HIT, CONFIRMED).' }),
    names: z.array(z.string()),
    listId: z.uuid().nullable(),
    match: z
      .object({
        entryId: z.uuid().nullable(),
        reference: z.string(),
        name: z.string(),
        screenedName: z.string(),
        score: z.number(),
      })
      .nullable(),
    screenedAt: z.string(),
    decidedBy: z.uuid().nullable(),
    decidedAt: z.string().nullable(),
    reason: z.string().nullable(),
  })
  .meta({ id: 'ScreeningResult' });
export type ScreeningResult = z.infer<typeof ScreeningResult>;

export const ScreeningSubjectParams = z.object({ id: z.uuid({ error: 'Buyer id is not valid.' }) });

export const ScreeningDecisionBody = z.object({
  decision: z.enum(SCREENING_DECISIONS),
  reason: z
    .string()
    .trim()
    .max(1000)
    .refine((reason) => reason.length > 0, reasonIssue('screening_reason_required')),
});
export type ScreeningDecisionBody = z.infer<typeof ScreeningDecisionBody>;
