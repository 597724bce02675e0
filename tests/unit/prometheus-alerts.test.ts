// The Prometheus files in deploy/ (alerts.yml, its unit tests, prometheus.yml) are checked by
// Prometheus's own tool where it is installed (Debian's prometheus package; .ci/run installs
// it): the rules parse, the scrape configuration is valid, and each alert fires on the series
// of alerts.test.yml that should page and stays quiet on the healthy ones.
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const DEPLOY = join(import.meta.dirname, '../../deploy');
const run = promisify(execFile);

async function promtool(...args: string[]): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run('promtool', args, { cwd: DEPLOY });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number | string; stdout?: string; stderr?: string };
    return {
      code: typeof failed.code === 'number' ? failed.code : -1,
      output: `${failed.stdout ?? ''}${failed.stderr ?? ''}`,
    };
  }
}

const installed = (await promtool('--version')).code === 0;
if (!installed) {
  console.warn(
    'Skipped "the Prometheus alert rules": promtool is not installed (apt-get install prometheus; .ci/run does).',
  );
}

describe.skipIf(!installed)('the Prometheus alert rules', () => {
  it('parse (promtool check rules)', async () => {
    const result = await promtool('check', 'rules', 'alerts.yml');
    expect(result.output).toMatch(/SUCCESS: 7 rules found/);
    expect(result.code).toBe(0);
  });

  it('fire on the series that should page and not on healthy ones (promtool test rules)', async () => {
    const result = await promtool('test', 'rules', 'alerts.test.yml');
    expect(result.output).toContain('SUCCESS');
    expect(result.code).toBe(0);
  });

  it('are loaded by a valid scrape configuration (promtool check config)', async () => {
    const result = await promtool('check', 'config', 'prometheus.yml');
    expect(result.output).toContain('is valid prometheus config file syntax');
    expect(result.code).toBe(0);
  });
});
