// Creates a staff account (agent, editor or admin), verified and ready to sign in at
// POST /api/auth/signin-staff:
//
//   npm run user:create -- --type agent --email E --password P --name N
//
// Leave out --password to read it from standard input (keeps it out of shell history).
// Uses DATABASE_URL when set (any time), else the embedded database in DATA_DIR, which
// must not be in use by a running server.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadEnv } from '../src/server/env.ts';
import { ApiErrors } from '../src/server/http/api-error.ts';
import { appLink } from '../src/server/mail/app-link.ts';
import { createAccount } from '../src/server/services/accounts.service.ts';
import { EmailField, NewPasswordField } from '../src/shared/auth/auth-schemas.ts';
import { STAFF_ROLES } from '../src/shared/staff/permissions.ts';
import { runScript, withScriptDatabase } from './script-database.ts';

const USAGE = 'Usage: npm run user:create -- --type agent|editor|admin --email E --password P --name N';

const Args = z.object({
  type: z.enum(STAFF_ROLES, { error: '--type must be agent, editor or admin' }),
  email: EmailField,
  password: NewPasswordField,
  name: z.string({ error: '--name is required' }).trim().min(1, '--name is required').max(100, '--name is too long'),
});

async function readPasswordFromStdin(): Promise<string | undefined> {
  if (process.stdin.isTTY) process.stdout.write('Password: ');
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return undefined;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      type: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  const parsed = Args.safeParse({ ...values, password: values.password ?? (await readPasswordFromStdin()) });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) console.error(`${String(issue.path[0] ?? 'input')}: ${issue.message}`);
    console.error(USAGE);
    return 1;
  }
  const { type, email, password, name } = parsed.data;

  const env = loadEnv();
  return withScriptDatabase(env, async (database) => {
    try {
      const user = await createAccount(
        database.db,
        { type, email, password, fullName: name, verified: true },
        new Date(),
      );
      // People read this, not programs: point them to the console's sign-in page.
      console.log(
        `Created ${user.type} ${user.email} (${user.id}); they sign in to the console at ${appLink(env.APP_URL, '/console')}.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof ApiErrors)) throw error;
      for (const entry of error.errors) console.error(`${entry.field ?? 'error'}: ${entry.message}`);
      return 1;
    }
  });
}

runScript(main);
