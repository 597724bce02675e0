export * from './enums.ts';
export * from './users.table.ts';
export * from './products.table.ts';
export * from './trade.table.ts';
export * from './secrets.table.ts';
export * from './mail-outbox.table.ts';
export * from './staff.table.ts';
export * from './audit.table.ts';
