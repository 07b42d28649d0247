import fc from 'fast-check';
import type { z } from 'zod';

/**
 * Values for a contract schema: mostly shaped like what it accepts (so requests reach the handlers), and
 * at every level sometimes anything at all, or text built to break things (lone surrogates, NUL, very
 * long, numbers at and past the limits). Reads zod 4's definitions; an unknown kind gives any JSON.
 */
interface Definition {
  type: string;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  coerce?: boolean;
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;

const hostileText = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '\ud800',
    'a\udc00b',
    '\u0000',
    '%00',
    '../../etc/passwd',
    "' or 1=1 --",
    '\u202e',
    '🥜',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ minLength: 300, maxLength: 5_000 }),
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, Number.MAX_SAFE_INTEGER, -0, 1e308, 0.1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

const anything: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileText },
  { weight: 1, arbitrary: hostileNumber },
);

export function arbitraryFor(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedFor(schema, depth);
  return fc.oneof({ weight: 6, arbitrary: shaped }, { weight: 1, arbitrary: anything });
}

/** Query strings and path parameters are text: a number schema gets digits, or hostile text. */
export function textArbitraryFor(schema: z.ZodType | undefined): fc.Arbitrary<string> {
  if (!schema) return fc.oneof(fc.nat({ max: 50 }).map(String), hostileText);
  return arbitraryFor(schema).map((value) =>
    typeof value === 'string'
      ? value
      : value === undefined
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value),
  );
}

function shapedFor(schema: z.ZodType, depth: number): fc.Arbitrary<unknown> {
  const def = definitionOf(schema);
  if (depth > 5) return anything;
  switch (def.type) {
    case 'string':
      return fc.oneof(
        fc.string({ maxLength: 30 }),
        hostileText,
        fc.constantFrom('HOTEL-DEMO', 'room_service', '2026-11-24', '2026-11-24T12:00:00+07:00'),
      );
    case 'number':
    case 'int':
      return fc.oneof(fc.integer({ min: -2, max: 40 }), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'null':
      return fc.constant(null);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return fc.oneof(shapedFor(def.innerType!, depth + 1), fc.constantFrom(undefined, null));
    case 'pipe':
      return shapedFor(def.in!, depth + 1);
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => shapedFor(option, depth + 1)));
    case 'array':
      return fc.array(shapedFor(def.element!, depth + 1), { maxLength: depth < 2 ? 8 : 3 });
    case 'record':
      return fc.dictionary(
        fc.oneof(fc.nat({ max: 60 }).map(String), fc.string({ maxLength: 8 })),
        shapedFor(def.valueType!, depth + 1),
        { maxKeys: 5 },
      );
    case 'object': {
      const shape = (schema as unknown as { shape: Record<string, z.ZodType> }).shape;
      const fields = Object.fromEntries(
        Object.entries(shape).map(([key, field]) => [key, arbitraryFor(field, depth + 1)]),
      );
      return fc.oneof(
        { weight: 4, arbitrary: fc.record(fields, { requiredKeys: [] }) },
        // Unknown fields must be dropped, never stored or trusted.
        {
          weight: 1,
          arbitrary: fc
            .tuple(
              fc.record(fields, { requiredKeys: [] }),
              fc.dictionary(fc.string({ maxLength: 10 }), anything, { maxKeys: 3 }),
            )
            .map(([known, extra]) => ({ ...extra, ...known })),
        },
      );
    }
    default:
      return anything;
  }
}
