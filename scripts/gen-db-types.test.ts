import { describe, expect, it } from 'vitest';
import { type ColumnInfo, overridesFor } from './gen-db-types';

const column = (c: Partial<ColumnInfo> & Pick<ColumnInfo, 'table' | 'column'>): ColumnInfo => ({
  data_type: 'text',
  nullable: false,
  has_default: false,
  checks: [],
  ...c,
});

describe('database type overrides', () => {
  it('turns a CHECK (col in (…)) into a union, nullable and defaulted as the column is', () => {
    const inList = (col: string, values: string[]) =>
      `CHECK ((${col} = ANY (ARRAY[${values.map((v) => `'${v}'::text`).join(', ')}])))`;
    expect(
      overridesFor([
        column({
          table: 'members',
          column: 'gender',
          has_default: true,
          checks: [inList('gender', ['male', 'female'])],
        }),
        column({
          table: 'coverage_benefits',
          column: 'limit_period',
          nullable: true,
          checks: [inList('limit_period', ['per_day', 'per_year'])],
        }),
        column({
          table: 'members',
          column: 'username',
          nullable: true,
          checks: ["CHECK ((username ~ '^[A-Za-z0-9]{5,15}$'::text))"],
        }),
      ]),
    ).toEqual({
      'members.gender': "Generated<'male' | 'female'>",
      'coverage_benefits.limit_period': "'per_day' | 'per_year' | null",
    });
  });

  it('types jsonb columns by JSON_COLUMNS and refuses one without a shape', () => {
    expect(
      overridesFor([
        column({ table: 'hospitals', column: 'opening_hours', data_type: 'jsonb', has_default: true }),
      ]),
    ).toEqual({ 'hospitals.opening_hours': 'Generated<JsonColumn<OpeningHours>>' });
    expect(() => overridesFor([column({ table: 'hospitals', column: 'extra', data_type: 'jsonb' })])).toThrow(
      'jsonb columns without a shape: hospitals.extra. Add them to JSON_COLUMNS.',
    );
  });
});
