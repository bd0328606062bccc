export { camelKey, snakeKey, toCamelCase, toSnakeCase } from './case.ts';
