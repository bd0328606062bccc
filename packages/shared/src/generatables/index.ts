export * from './merge-fields.ts';
