// The served API reference passes Redocly's recommended rules (redocly.yaml) with no error and
// no warning, so that a client generator can be pointed at it (issue 37).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { lint, loadConfig, type NormalizedProblem } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../../src/server/plugins/api-docs.ts';
import { testAppSuite } from '../support/app-suite.ts';
import type { TestApp } from '../support/helper.ts';

/** One line per problem: severity, rule, where, and what, as the CLI would say it. */
function described(problem: NormalizedProblem): string {
  const where = problem.location.map((location) => location.pointer).join(', ');
  return `${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`;
}

// The public address the reference names as its server (a reserved name, never resolved): the
// rules flag a document still pointing clients at localhost.
const APP_URL = 'https://hub.afritrade.test';

describe('API reference lint', () => {
  let app: TestApp;
  testAppSuite({ seed: false, env: { APP_URL } }, (built) => (app = built));

  it('has no error and no warning under the committed redocly.yaml', async () => {
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.statusCode).toBe(200);
    expect(res.json().servers).toEqual([expect.objectContaining({ url: APP_URL })]);
    const folder = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
    try {
      const file = path.join(folder, 'openapi.json');
      await writeFile(file, res.body);
      const config = await loadConfig({ configPath: path.resolve(import.meta.dirname, '../../../redocly.yaml') });
      const problems = await lint({ ref: file, config });
      expect(problems.map(described)).toEqual([]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('names each operation as a function a generated client can have, and the content files by {path}', async () => {
    const document = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json();
    const operations = Object.values(document.paths).flatMap((item) => Object.values(item as object));
    const names = operations.map((operation: { operationId: string }) => operation.operationId);
    expect(names.filter((name) => !/^[a-z][A-Za-z0-9]*$/.test(name))).toEqual([]);
    expect(document.paths['/api/staff/orders/{orderId}/proforma'].get.operationId).toBe(
      'getStaffOrdersByOrderIdProforma',
    );
    const contentFile = document.paths['/api/staff/content/files/{path}'].put;
    expect(contentFile.operationId).toBe('putStaffContentFilesByPath');
    expect(contentFile.parameters).toEqual([expect.objectContaining({ in: 'path', name: 'path', required: true })]);
  });
});
