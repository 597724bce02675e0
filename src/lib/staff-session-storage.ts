// The console's session token, under its own key: a buyer session (`token`, docs/product/data.md) and a
// staff session never mix, so one browser can hold both without either acting as the other.

import { storage } from './session-storage.ts';

const KEY = 'consoleToken';

export const readStaffToken = () => storage()?.getItem(KEY) ?? '';
export const storeStaffToken = (token: string) => storage()?.setItem(KEY, token);
export const clearStaffToken = () => storage()?.removeItem(KEY);
