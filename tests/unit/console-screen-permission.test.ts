import { describe, expect, it } from 'vitest';
import { CONSOLE_NAVIGATION, mayOpen, screenPermission } from '../../src/config/console-navigation.ts';

describe('a console screen’s permission', () => {
  it('is its navigation entry’s, for the list and every page under it', () => {
    expect(screenPermission('/console/orders')).toBe('orders.manage');
    expect(screenPermission('/console/orders/new')).toBe('orders.manage');
    expect(screenPermission('/console/orders/0b7c1d2e-0000-4000-8000-000000000000')).toBe('orders.manage');
    expect(screenPermission('/console/inbox/0b7c1d2e-0000-4000-8000-000000000000')).toBe('inbox.answer');
    expect(screenPermission('/console/audit/')).toBe('audit.read');
    for (const entry of CONSOLE_NAVIGATION) expect(screenPermission(entry.href)).toBe(entry.permission);
  });

  it('is none for My account, and no prefix of another word matches', () => {
    expect(screenPermission('/console/account')).toBeUndefined();
    expect(screenPermission('/console/ordersXYZ')).toBeUndefined();
  });

  it('decides which links to other screens a role is shown, query and all', () => {
    expect(mayOpen('agent', '/console/orders/new?buyerId=b1')).toBe(true);
    expect(mayOpen('agent', '/console/inquiries?buyerId=b1#quote')).toBe(true);
    expect(mayOpen('editor', '/console/orders/new?buyerId=b1')).toBe(false);
    expect(mayOpen('agent', '/console/audit?actor=a1')).toBe(false);
    expect(mayOpen('editor', '/console/account')).toBe(true);
  });
});
