// The art scripts' seeded random generator lives in src/shared (the demo price history uses it too).
export * from '../../src/shared/common/seeded-random.ts';
