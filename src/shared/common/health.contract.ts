import { z } from 'zod';

/** GET /api/health: the process is up and its database answers. */
export const Health = z.object({ status: z.literal('ok') }).meta({ id: 'Health', example: { status: 'ok' } });
