import { describe, expect, it } from 'vitest';
import { camelKey, snakeKey, toCamelCase, toSnakeCase } from './case.ts';

describe('camelKey / snakeKey', () => {
  it.each([
    ['created_at', 'createdAt'],
    ['address_line_1', 'addressLine1'],
    ['address_line_12', 'addressLine12'],
    ['page_2_size', 'page2Size'],
    ['active_organization_id', 'activeOrganizationId'],
    ['_id', '_id'],
    ['__typename', '__typename'],
    ['filter[created_at]', 'filter[createdAt]'],
    ['filter[status]', 'filter[status]'],
    ['name', 'name'],
  ])('%s ⇄ %s', (snake, camel) => {
    expect(camelKey(snake)).toBe(camel);
    expect(snakeKey(camel)).toBe(snake);
    expect(snakeKey(snakeKey(camel))).toBe(snake);
    expect(camelKey(camelKey(snake))).toBe(camel);
  });

  it('splits acronyms sensibly', () => {
    expect(snakeKey('userID')).toBe('user_id');
    expect(snakeKey('XMLHttpRequest')).toBe('xml_http_request');
    expect(snakeKey('isSuper')).toBe('is_super');
  });

  it('leaves keys that are not identifiers alone', () => {
    expect(snakeKey('X-Header')).toBe('X-Header');
    expect(camelKey('X-Header')).toBe('X-Header');
    expect(camelKey('content-type')).toBe('content-type');
    expect(snakeKey('a key')).toBe('a key');
  });
});

describe('toCamelCase / toSnakeCase', () => {
  const wire = {
    id: 'u1',
    is_super: false,
    active_organization_id: null,
    organizations: [{ id: 'o1', created_at: '2026-11-21', address_line_1: 'Dorpsstraat 1' }],
    nested: { deep_list: [[{ inner_key: 1 }]], empty_list: [] },
    scope: ['dossiers.view'],
  };
  const code = {
    id: 'u1',
    isSuper: false,
    activeOrganizationId: null,
    organizations: [{ id: 'o1', createdAt: '2026-11-21', addressLine1: 'Dorpsstraat 1' }],
    nested: { deepList: [[{ innerKey: 1 }]], emptyList: [] },
    scope: ['dossiers.view'],
  };

  it('converts deeply, including nested arrays', () => {
    expect(toCamelCase(wire)).toEqual(code);
    expect(toSnakeCase(code)).toEqual(wire);
  });

  it('round-trips', () => {
    expect(toSnakeCase(toCamelCase(wire))).toEqual(wire);
    expect(toCamelCase(toSnakeCase(code))).toEqual(code);
  });

  it('does not convert values, only keys', () => {
    expect(toCamelCase({ some_key: 'some_value' })).toEqual({ someKey: 'some_value' });
    expect(toCamelCase(['a_b'])).toEqual(['a_b']);
  });

  it('leaves Dates, class instances and other non-plain objects untouched', () => {
    const date = new Date('2026-11-21T12:00:00Z');
    class FakeFormData {
      entries_list = [['a_b', '1']];
    }
    const params = new FakeFormData();
    class Thing {
      own_key = 1;
    }
    const thing = new Thing();
    const map = new Map([['a_b', 1]]);
    const result = toCamelCase<{
      startsAt: Date;
      query: FakeFormData;
      thing: Thing;
      map: Map<string, number>;
    }>({
      starts_at: date,
      query: params,
      thing,
      map,
    });
    expect(result.startsAt).toBe(date);
    expect(result.query).toBe(params);
    expect(result.thing).toBe(thing);
    expect(result.map).toBe(map);
  });

  it('passes primitives and null through', () => {
    expect(toCamelCase(null)).toBeNull();
    expect(toCamelCase(undefined)).toBeUndefined();
    expect(toCamelCase(42)).toBe(42);
    expect(toSnakeCase('a_b')).toBe('a_b');
  });

  it('converts null-prototype objects and does not copy a __proto__ key', () => {
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { first_name: 'An' });
    expect(toCamelCase(bare)).toEqual({ firstName: 'An' });
    const parsed = JSON.parse('{"__proto__": {"is_admin": true}, "name": "x"}') as unknown;
    const result = toCamelCase<Record<string, unknown>>(parsed);
    expect(result).toEqual({ name: 'x' });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect((result as { isAdmin?: boolean }).isAdmin).toBeUndefined();
  });

  it('does not mutate the input', () => {
    const input = { some_key: { other_key: 1 } };
    toCamelCase(input);
    expect(input).toEqual({ some_key: { other_key: 1 } });
  });
});

describe('snakeKey remembers what it converted', () => {
  it('gives the same answers from memory, also after more distinct keys than it keeps', () => {
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 6000; i++) expect(snakeKey(`fieldNumber${i}Value`)).toBe(`field_number_${i}_value`);
    }
    expect(snakeKey('addressLine1')).toBe('address_line_1');
    expect(snakeKey('X-Header')).toBe('X-Header');
  });
});
