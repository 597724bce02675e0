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
  .meta({
    id: 'ScreeningListImport',
    example: {
      id: '5b1e2f3a-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
      version: '2026-11-20T10:00:02.000Z',
      fileName: 'consolidated.xml',
      sha256: '9f2c4e6a8b0d1f3e5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f',
      entryCount: 1003,
      nameCount: 4871,
      importedAt: '2026-11-29T09:12:00.000Z',
      created: true,
      rescreened: 1840,
      hits: 2,
    },
  });
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
  .meta({
    id: 'ScreeningResult',
    example: {
      subjectType: 'buyer',
      subjectId: '7d6c5b4a-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      status: 'HIT',
      hold: true,
      names: ['Bakari Travagny'],
      listId: '5b1e2f3a-4c5d-4e6f-8a9b-0c1d2e3f4a5b',
      match: {
        entryId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
        reference: 'QDi.901',
        name: 'Bakari Travagny',
        screenedName: 'Bakari Travagny',
        score: 1,
      },
      screenedAt: '2026-11-29T09:12:03.000Z',
      decidedBy: null,
      decidedAt: null,
      reason: null,
    },
  });
export type ScreeningResult = z.infer<typeof ScreeningResult>;

export const ScreeningSubjectParams = z.object({ id: z.uuid({ error: 'Buyer id is not valid.' }) });

export const ScreeningDecisionBody = z
  .object({
    decision: z.enum(SCREENING_DECISIONS),
    reason: z
      .string()
      .trim()
      .max(1000)
      .refine((reason) => reason.length > 0, reasonIssue('screening_reason_required')),
  })
  .meta({
    example: { decision: 'CLEARED', reason: 'Different date of birth (1991) and passport; not the listed person.' },
  });
export type ScreeningDecisionBody = z.infer<typeof ScreeningDecisionBody>;
