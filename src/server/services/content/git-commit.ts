import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether a folder lies inside a git work tree (the repository's content/ on a laptop). */
export async function inGitWorkTree(dir: string): Promise<boolean> {
  try {
    const { stdout } = await run('git', ['-C', dir, 'rev-parse', '--is-inside-work-tree']);
    return stdout.trim() === 'true';
  } catch {
    return false;
  }
}

/**
 * Commits the content folder's changes as the editor (author name and e-mail), so developers
 * pull editors' work with `git pull` and an editor never overwrites theirs. Only the content
 * folder is committed, never what a developer staged elsewhere. Answers false when there was
 * nothing to commit.
 */
export async function commitContent(
  dir: string,
  author: { name: string; email: string },
  message: string,
): Promise<boolean> {
  await run('git', ['-C', dir, 'add', '--all', '--', '.']);
  const { stdout } = await run('git', ['-C', dir, 'status', '--porcelain', '--', '.']);
  if (!stdout.trim()) return false;
  const identity = `${author.name.replace(/[<>\n]/g, '')} <${author.email.replace(/[<>\n]/g, '')}>`;
  await run('git', [
    '-C',
    dir,
    // The committer, where the machine has none configured: the editor too.
    '-c',
    `user.name=${author.name.replace(/[<>\n]/g, '')}`,
    '-c',
    `user.email=${author.email.replace(/[<>\n]/g, '')}`,
    'commit',
    '--no-verify',
    `--author=${identity}`,
    '-m',
    message,
    '--',
    '.',
  ]);
  return true;
}
