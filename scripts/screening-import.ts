// Loads a sanctions list in the UN Security Council Consolidated List XML format and screens
// every buyer against it (the console's upload does the same, POST /api/staff/screening/lists):
//
//   npm run screening:import -- consolidated.xml
//
// The list is the public download of the UN (https://scsanctions.un.org/resources/xml/en/consolidated.xml).
// Loading the same file again adds nothing. Uses DATABASE_URL when set, else the embedded
// database in DATA_DIR, which must not be in use by a running server.
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { loadEnv } from '../src/server/env.ts';
import { ApiError } from '../src/server/http/api-error.ts';
import { importScreeningList } from '../src/server/services/screening.service.ts';
import { runScript, withScriptDatabase } from './script-database.ts';

const USAGE = 'Usage: npm run screening:import -- FILE.xml';

async function main(): Promise<number> {
  const { positionals } = parseArgs({ allowPositionals: true, strict: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error(USAGE);
    return 1;
  }
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    return 1;
  }
  const env = loadEnv();
  return withScriptDatabase(env, async (database) => {
    try {
      const started = performance.now();
      const result = await importScreeningList(
        { db: database.db, now: () => new Date() },
        { bytes, fileName: basename(file) },
        null,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(
        result.created
          ? `Loaded list ${result.version}: ${result.entryCount} entries, ${result.nameCount} names; ${result.rescreened} buyers screened, ${result.hits} held (${seconds} s).`
          : `This file (${result.sha256.slice(0, 12)}) was loaded on ${result.importedAt}: nothing added.`,
      );
      return 0;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      console.error(`${file}: ${error.message}`);
      return 1;
    }
  });
}

runScript(main);
