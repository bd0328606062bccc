export * from './case/index.ts';
export * from './constants.ts';
export * from './format/index.ts';
export * from './nl/index.ts';
export * from './password/index.ts';
export * from './permissions/index.ts';
export * from './schemas/index.ts';
export * from './validation/index.ts';
