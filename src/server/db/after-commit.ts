import type { Db } from './db-type.ts';

/**
 * Work that must wait until a transaction commits, such as telling a buyer's open pages
 * about a notification the transaction wrote: emitted earlier, a rollback would leave the
 * page showing something that never happened. `afterCommit(tx, fn)` runs `fn` once the
 * outermost transaction commits, and never when it rolls back. Called with a database
 * that is not in a transaction, `fn` runs at once (there is nothing to wait for).
 */

type Hook = () => void;
const hooksOf = new WeakMap<object, Hook[]>();

export function afterCommit(tx: Db, hook: Hook): void {
  const hooks = hooksOf.get(tx);
  if (hooks) hooks.push(hook);
  else hook();
}

type TransactionFn = (run: (tx: Db) => Promise<unknown>, config?: unknown) => Promise<unknown>;

/** Makes `db.transaction` (and a nested one inside it) collect and run after-commit hooks. */
export function withAfterCommit(db: Db): Db {
  const begin = (owner: { transaction: TransactionFn }, hooks: Hook[] | null) => {
    const original = owner.transaction.bind(owner);
    owner.transaction = async (run, config) => {
      // A nested transaction (a savepoint) hands its hooks to its parent once it succeeds.
      const own: Hook[] = [];
      const result = await original(async (tx) => {
        hooksOf.set(tx, own);
        begin(tx as unknown as { transaction: TransactionFn }, own);
        return run(tx);
      }, config);
      if (hooks) hooks.push(...own);
      else for (const hook of own) runSafely(hook);
      return result;
    };
  };
  begin(db as unknown as { transaction: TransactionFn }, null);
  return db;
}

/** A hook's failure must not turn a committed change into an error for the caller. */
function runSafely(hook: Hook) {
  try {
    hook();
  } catch (error) {
    console.error('after-commit hook failed', error);
  }
}
