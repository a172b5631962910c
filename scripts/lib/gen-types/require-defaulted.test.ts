import { describe, expect, it } from 'vitest';
import { requireDefaulted } from './require-defaulted';

describe('requireDefaulted', () => {
  it('adds defaulted properties after the required ones, once, and leaves the input alone', () => {
    const schema = {
      type: 'object',
      required: ['a'],
      properties: {
        a: { type: 'string' },
        b: { type: 'integer', default: 1 },
        c: { type: 'string' },
        d: { type: 'boolean', default: false },
      },
    };
    const before = JSON.stringify(schema);
    expect(requireDefaulted(schema)).toMatchObject({ required: ['a', 'b', 'd'] });
    expect(JSON.stringify(schema)).toBe(before);
    expect(requireDefaulted({ ...schema, required: ['b'] })).toMatchObject({
      required: ['b', 'd'],
    });
  });

  it('reaches every place Ajv fills defaults in: nested objects, list items, definitions, allOf', () => {
    const withDefault = { type: 'object', properties: { x: { type: 'integer', default: 0 } } };
    const result = requireDefaulted({
      type: 'object',
      properties: { nested: withDefault, list: { type: 'array', items: withDefault } },
      additionalProperties: withDefault,
      definitions: { Shared: withDefault },
      allOf: [withDefault],
    });
    const required = { required: ['x'] };
    expect(result).toMatchObject({
      properties: { nested: required, list: { items: required } },
      additionalProperties: required,
      definitions: { Shared: required },
      allOf: [required],
    });
  });

  it('leaves anyOf and oneOf branches alone: Ajv fills nothing there', () => {
    const branch = { type: 'object', properties: { x: { type: 'integer', default: 0 } } };
    const result = requireDefaulted({ anyOf: [branch], oneOf: [branch] }) as Record<
      string,
      unknown
    >;
    expect(result.anyOf).toEqual([branch]);
    expect(result.oneOf).toEqual([branch]);
  });

  it('leaves a schema without defaults without a required list', () => {
    expect(requireDefaulted({ type: 'object', properties: { a: { type: 'string' } } })).toEqual({
      type: 'object',
      properties: { a: { type: 'string' } },
    });
  });
});
