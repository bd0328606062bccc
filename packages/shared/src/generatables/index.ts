export * from './merge-fields.ts';
export * from './document-data.ts';
