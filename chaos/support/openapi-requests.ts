import http from 'node:http';
import fc from 'fast-check';

/**
 * Bad requests generated from the API's own OpenAPI document (GET /api/openapi.json) with fast-check: for every
 * operation, requests whose one focus (a path parameter, a query parameter, a body field, the body as a whole, its
 * content type or encoding, the method, a header) is wrong in a way drawn from a seed, the rest valid, sent as a
 * guest, the customer, the owner or with a forged token. Drawn from `seed` alone: the same seed gives the same
 * requests (the real ids in the path pool are the site's own). Oversized and deeply nested bodies are drawn as small
 * markers and written out only when sent, so ten thousand requests never sit in memory at once.
 */

export type TJsonSchema = {
  type?: string;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  additionalProperties?: boolean | TJsonSchema;
  enum?: unknown[];
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  nullable?: boolean;
};

type TParameter = { name: string; in: string; required?: boolean; schema: TJsonSchema };

export type TOperation = {
  id: string;
  method: string;
  /** The OpenAPI path template, `/api/orders/{id}`. */
  path: string;
  pathParams: TParameter[];
  query: TParameter[];
  body: TJsonSchema | null;
  /** From the operation's `security`: none, token optional (identify), token required. */
  auth: 'none' | 'optional' | 'required';
  admin: boolean;
};

export type TApiDescription = { operations: TOperation[]; errorCodes: string[] };

type TOpenApiOperation = {
  operationId: string;
  parameters?: TParameter[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
  security?: Record<string, unknown>[];
};

export const loadApiDescription = async (baseUrl: string): Promise<TApiDescription> => {
  const response = await fetch(`${baseUrl}/api/openapi.json`, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`GET /api/openapi.json answered ${response.status}`);
  const document = (await response.json()) as {
    paths: Record<string, Record<string, TOpenApiOperation>>;
    components: { schemas: { ApiError: { properties: { code: { enum: string[] } } } } };
  };
  const operations: TOperation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const parameters = operation.parameters ?? [];
      const security = operation.security ?? [];
      operations.push({
        id: operation.operationId,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((parameter) => parameter.in === 'path'),
        query: parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content['application/json']?.schema ?? null,
        auth:
          security.length === 0
            ? 'none'
            : security.some((entry) => Object.keys(entry).length === 0)
              ? 'optional'
              : 'required',
        admin: /^\/api\/(admin|users)(\/|$)/.test(path),
      });
    }
  }
  return { operations, errorCodes: document.components.schemas.ApiError.properties.code.enum };
};

// --- Oversized values, drawn as markers and written out when sent -------------------------------------------------

/** A string of `length` copies of `unit`, written into the JSON only when the request is sent. */
class BigString {
  readonly length: number;
  readonly unit: string;
  constructor(length: number, unit: string) {
    this.length = length;
    this.unit = unit;
  }
  toJSON() {
    return `${MARKER}${registerMarker(`"${this.unit.repeat(this.length)}"`)}${MARKER}`;
  }
}

/** `[[[…]]]` nested `depth` levels (two bytes a level). */
class DeepArray {
  readonly depth: number;
  constructor(depth: number) {
    this.depth = depth;
  }
  toJSON() {
    return `${MARKER}${registerMarker(`${'['.repeat(this.depth)}${']'.repeat(this.depth)}`)}${MARKER}`;
  }
}

const MARKER = '@@chaos-marker@@';
let markers: string[] = [];
const registerMarker = (text: string) => {
  markers.push(text);
  return markers.length - 1;
};

/** JSON text of a drawn value, its markers expanded. */
export const toJsonText = (value: unknown): string => {
  markers = [];
  const text = JSON.stringify(value) ?? 'null';
  const expanded =
    markers.length === 0
      ? text
      : text.replace(/"@@chaos-marker@@(\d+)@@chaos-marker@@"/g, (_, index) => markers[Number(index)] ?? 'null');
  markers = [];
  return expanded;
};

/** An object with an own `__proto__` key, as JSON.parse makes it (an object literal would set the prototype). */
const withOwnKey = (target: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(target, key, { value, enumerable: true, configurable: true, writable: true });
  return target;
};

// --- Valid values from a schema -------------------------------------------------------------------------------

const INT32 = 2 ** 31 - 1;
const SMALL_ITEMS = 2;

const integerArb = (schema: TJsonSchema): fc.Arbitrary<number> => {
  let min = schema.minimum ?? -1_000_000;
  let max = schema.maximum ?? 1_000_000;
  if (schema.exclusiveMinimum === true) min += 1;
  if (schema.exclusiveMaximum === true) max -= 1;
  if (min >= -INT32 && max <= INT32) return fc.integer({ min, max });
  return fc.oneof(fc.integer({ min: Math.max(min, -INT32), max: Math.min(max, INT32) }), fc.constantFrom(min, max));
};

const numberArb = (schema: TJsonSchema): fc.Arbitrary<number> =>
  fc.double({
    min: schema.minimum ?? -1e9,
    max: schema.maximum ?? 1e9,
    minExcluded: schema.exclusiveMinimum === true,
    maxExcluded: schema.exclusiveMaximum === true,
    noNaN: true,
    noDefaultInfinity: true,
  });

const stringArb = (schema: TJsonSchema, key: string): fc.Arbitrary<string> => {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email' || /email/i.test(key)) return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  if (schema.format === 'date')
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((text) => text.length <= (schema.maxLength ?? 200));
    } catch {
      // A pattern JavaScript cannot compile: an ordinary string then.
    }
  }
  const minLength = schema.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.min(schema.maxLength ?? 40, Math.max(minLength, 40)) });
};

/** A value the schema accepts (mostly: formats and patterns are approximated), small. */
export const validValue = (schema: TJsonSchema, key = '', depth = 0): fc.Arbitrary<unknown> => {
  const base = ((): fc.Arbitrary<unknown> => {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    const alternatives = schema.anyOf ?? schema.oneOf;
    if (alternatives) return fc.oneof(...alternatives.map((alternative) => validValue(alternative, key, depth)));
    switch (schema.type) {
      case 'string':
        return stringArb(schema, key);
      case 'integer':
        return integerArb(schema);
      case 'number':
        return numberArb(schema);
      case 'boolean':
        return fc.boolean();
      case 'array': {
        const minLength = schema.minItems ?? 0;
        return fc.array(validValue(schema.items ?? {}, key, depth + 1), {
          minLength,
          maxLength: Math.min(schema.maxItems ?? SMALL_ITEMS, Math.max(minLength, depth > 2 ? 1 : SMALL_ITEMS)),
        });
      }
      case 'object':
      case undefined: {
        const properties = schema.properties ?? {};
        const keys = Object.keys(properties);
        if (keys.length === 0) {
          if (typeof schema.additionalProperties === 'object') {
            return fc.dictionary(
              fc.string({ minLength: 1, maxLength: 10 }),
              validValue(schema.additionalProperties, key, depth + 1),
              { maxKeys: 3 },
            );
          }
          return schema.type === 'object' ? fc.constant({}) : fc.jsonValue({ maxDepth: 2 });
        }
        const model: Record<string, fc.Arbitrary<unknown>> = {};
        for (const name of keys) model[name] = validValue(properties[name] as TJsonSchema, name, depth + 1);
        return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in model) });
      }
      default:
        return fc.jsonValue({ maxDepth: 1 });
    }
  })();
  return schema.nullable ? fc.option(base, { nil: null, freq: 8 }) : base;
};

// --- What goes wrong ------------------------------------------------------------------------------------------------

/** Strings that have broken servers: injection, encodings, Unicode edge cases. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'a\ud83d',
  '\ufeff',
  '\u202eevil',
  '\u2028\u2029',
  'ﷺ',
  '👩‍👩‍👧‍👦',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǧ̗͚̚o̙̔ͮ̇͐̇',
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(30)',
  '" OR ""="',
  '\\',
  '%',
  '_',
  '%00',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '\u0024{7*7}',
  '#{7*7}',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '__proto__',
  'constructor',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0x10',
  'true',
  '[]',
  '{}',
  '{"$gt":""}',
  '\r\nX-Injected: 1',
  'A'.repeat(300),
  'é'.repeat(300),
];

const otherTypeValue = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.string({ maxLength: 20 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.integer(), { maxKeys: 2 }),
  fc.constantFrom([], {}, [[]], [{}], '', 0, -1, 1.5, true, false),
);

const unicodeString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
);

/** 1 MB less a little (within the body limit: the field's own limit must refuse it) or more (413). */
const BODY_LIMIT = 1024 * 1024;
const hugeString = fc.constantFrom(
  new BigString(BODY_LIMIT - 4096, 'a'),
  new BigString(BODY_LIMIT + 1024, 'a'),
  new BigString(BODY_LIMIT / 2 - 2048, 'é'),
  new BigString(300_000, '😀'),
);
const deepValue = fc.constantFrom(
  new DeepArray(65),
  new DeepArray(10_000),
  new DeepArray(200_000),
  new DeepArray(BODY_LIMIT / 2 - 1024),
);

/** Values just outside (and on) the schema's limits. */
const boundaryValues = (schema: TJsonSchema): unknown[] => {
  const values: unknown[] = [];
  if (schema.type === 'integer' || schema.type === 'number') {
    const { minimum, maximum } = schema;
    if (minimum !== undefined) values.push(minimum - 1, minimum, minimum - 0.5);
    if (maximum !== undefined) values.push(maximum + 1, maximum, maximum + 0.5);
    values.push(2 ** 53 + 2, -(2 ** 53) - 2, 1e308, -1e308, -0, 5e-324, 0.1 + 0.2);
  } else if (schema.type === 'string') {
    const { minLength, maxLength } = schema;
    if (maxLength !== undefined) values.push('x'.repeat(maxLength + 1), '😀'.repeat(maxLength), 'x'.repeat(maxLength));
    if (minLength !== undefined && minLength > 0) values.push('x'.repeat(minLength - 1));
    for (const option of schema.enum ?? []) {
      if (typeof option === 'string') values.push(option.toUpperCase(), `${option} `, `${option}\u0000`);
    }
    if (schema.format === 'uuid')
      values.push('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF', 'not-a-uuid');
  } else if (schema.type === 'array') {
    const item = schema.items?.enum?.[0] ?? (schema.items?.type === 'string' ? 'x' : 0);
    if (schema.maxItems !== undefined) values.push(Array.from({ length: schema.maxItems + 1 }, () => item));
    if (schema.minItems !== undefined && schema.minItems > 0) values.push([]);
    values.push(Array.from({ length: 20_000 }, () => item));
  }
  return values.length > 0 ? values : [null];
};

type TSite = { path: (string | number)[]; schema: TJsonSchema; required: boolean };

/** Every place in `value` the schema describes: the fields present, and the required ones even when absent. */
const fieldSites = (
  value: unknown,
  schema: TJsonSchema,
  path: (string | number)[] = [],
  sites: TSite[] = [],
): TSite[] => {
  const resolved = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema;
  if (resolved.properties && typeof value === 'object' && value !== null && !Array.isArray(value)) {
    for (const [name, child] of Object.entries(resolved.properties)) {
      const required = resolved.required?.includes(name) ?? false;
      if (!(name in value) && !required) continue;
      sites.push({ path: [...path, name], schema: child, required });
      fieldSites((value as Record<string, unknown>)[name], child, [...path, name], sites);
    }
  } else if (resolved.items && Array.isArray(value) && value.length > 0) {
    sites.push({ path: [...path, 0], schema: resolved.items, required: false });
    fieldSites(value[0], resolved.items, [...path, 0], sites);
  }
  return sites;
};

const clone = (value: unknown): unknown => (value === undefined ? undefined : structuredClone(value));

const setAt = (
  root: unknown,
  path: (string | number)[],
  replace: (parent: Record<string | number, unknown>, key: string | number) => void,
) => {
  const copy = clone(root);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) {
    const next = parent[key];
    if (typeof next !== 'object' || next === null) return copy;
    parent = next as Record<string | number, unknown>;
  }
  const last = path.at(-1);
  if (last !== undefined) replace(parent, last);
  return copy;
};

type TDrawn<T> = { value: T; mutation: string };

/** The body: valid, or one field wrong (type, limits, size, nesting, text), or the whole wrong (shape, keys). */
const bodyArb = (schema: TJsonSchema): fc.Arbitrary<TDrawn<unknown>> =>
  validValue(schema).chain((valid) => {
    const sites = fieldSites(valid, schema);
    const keep = (mutation: string, value: fc.Arbitrary<unknown>) =>
      value.map((mutated) => ({ value: mutated, mutation }));
    const atField = (mutation: string, replacement: (site: TSite) => fc.Arbitrary<unknown>) =>
      sites.length === 0
        ? keep(mutation, replacement({ path: [], schema, required: true }))
        : fc.constantFrom(...sites).chain((site) =>
            replacement(site).map((replaced) => ({
              value:
                site.path.length === 0
                  ? replaced
                  : setAt(valid, site.path, (parent, key) => {
                      parent[key] = replaced;
                    }),
              mutation: `${mutation} ${site.path.join('.')}`,
            })),
          );
    const requiredSites = sites.filter((site) => site.required);
    return fc.oneof(
      { weight: 2, arbitrary: fc.constant({ value: valid, mutation: 'valid body' }) },
      { weight: 4, arbitrary: atField('wrong type at', () => otherTypeValue) },
      { weight: 3, arbitrary: atField('boundary at', (site) => fc.constantFrom(...boundaryValues(site.schema))) },
      {
        weight: 3,
        arbitrary: atField('nasty text at', () => fc.oneof(fc.constantFrom(...NASTY_STRINGS), unicodeString)),
      },
      { weight: 1, arbitrary: atField('huge string at', () => hugeString) },
      { weight: 1, arbitrary: atField('deep nesting at', () => deepValue) },
      {
        weight: 2,
        arbitrary:
          requiredSites.length === 0
            ? fc.constant({ value: {}, mutation: 'empty object' })
            : fc.constantFrom(...requiredSites).map((site) => ({
                value: setAt(valid, site.path, (parent, key) => {
                  delete parent[key];
                }),
                mutation: `missing required ${site.path.join('.')}`,
              })),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(
            fc.constantFrom(
              '__proto__',
              'constructor',
              'prototype',
              '',
              '\u0000',
              'isAdmin',
              'role',
              'ünï',
              'a.b',
              '$where',
            ),
            fc.oneof(otherTypeValue, fc.constant({ isAdmin: true, role: 'owner' })),
          )
          .map(([key, extra]) => ({
            value:
              typeof valid === 'object' && valid !== null && !Array.isArray(valid)
                ? withOwnKey(
                    { ...(valid as Record<string, unknown>) },
                    key,
                    key === 'constructor' ? { prototype: extra } : extra,
                  )
                : valid,
            mutation: `extra key ${JSON.stringify(key)}`,
          })),
      },
      {
        weight: 1,
        arbitrary: keep(
          'many keys',
          fc.constant(Object.fromEntries(Array.from({ length: 5000 }, (_, index) => [`k${index}`, index]))),
        ),
      },
      { weight: 2, arbitrary: keep('body not an object', fc.oneof(otherTypeValue, hugeString, deepValue)) },
    );
  });

/** Raw bodies and content types the API must refuse without half-parsing them. */
type TEnvelope = { body: string | Buffer | null; headers: Record<string, string>; chunked?: boolean };

const envelopeArb = (jsonText: string): fc.Arbitrary<TDrawn<TEnvelope>> => {
  const json = (body: string | Buffer | null, extra: Record<string, string> = {}): TEnvelope => ({
    body,
    headers: { 'content-type': 'application/json', ...extra },
  });
  const as = (contentType: string | null, body: string | Buffer): TEnvelope => ({
    body,
    headers: contentType === null ? {} : { 'content-type': contentType },
  });
  return fc.oneof(
    fc
      .nat({ max: Math.max(0, jsonText.length - 1) })
      .map((cut) => ({ value: json(jsonText.slice(0, cut)), mutation: 'truncated JSON' })),
    fc
      .constantFrom(
        ['trailing comma', '{"a":1,}'],
        ['single quotes', "{'a':1}"],
        ['two documents', '{"a":1}{"b":2}'],
        ['NaN literal', '{"a":NaN}'],
        ['comment', '{/* c */"a":1}'],
        ['number overflow', '{"a":1e99999}'],
        ['BOM', `\ufeff${jsonText}`],
        ['whitespace only', ' \n\t '],
        ['duplicate keys', '{"a":1,"a":2}'],
        ['proto in JSON', '{"__proto__":{"isAdmin":true}}'],
        ['constructor.prototype in JSON', '{"constructor":{"prototype":{"isAdmin":true}}}'],
        ['unterminated string', '{"a":"'],
        ['control character', '{"a":"\u0001\u0007"}'],
        ['empty', ''],
      )
      .map(([mutation, body]) => ({ value: json(body), mutation: `malformed JSON: ${mutation}` })),
    fc.constant({
      value: json(Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc0, 0xaf, 0x22, 0x7d])),
      mutation: 'invalid UTF-8',
    }),
    fc
      .constantFrom<[string, string | null, string]>(
        ['text/plain', 'text/plain', jsonText],
        ['form', 'application/x-www-form-urlencoded', 'a=1&b[c]=2&__proto__[x]=1'],
        [
          'multipart garbage',
          'multipart/form-data; boundary=zz',
          '--zz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--zz',
        ],
        ['multipart no boundary', 'multipart/form-data', 'garbage'],
        [
          'xml',
          'application/xml',
          '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
        ],
        ['octet-stream', 'application/octet-stream', jsonText],
        ['no content type', null, jsonText],
        ['json utf-16 charset', 'application/json; charset=utf-16', jsonText],
        ['json latin1 charset', 'application/json; charset=latin1', jsonText],
        ['upper-case json', 'APPLICATION/JSON', jsonText],
        ['json with junk parameters', 'application/json;;;a==b', jsonText],
        ['vendor json', 'application/vnd.api+json', jsonText],
        ['garbage content type', '%%%/\u00ff', jsonText],
      )
      .map(([mutation, contentType, body]) => ({
        value: as(contentType, body),
        mutation: `content type: ${mutation}`,
      })),
    fc.constantFrom('gzip', 'deflate', 'br', 'x-unknown').map((encoding) => ({
      value: json(jsonText, { 'content-encoding': encoding }),
      mutation: `content-encoding ${encoding} (not encoded)`,
    })),
    fc.constant({ value: { ...json(jsonText), chunked: true }, mutation: 'chunked body' }),
  );
};

const PATH_VALUES: [string, string][] = [
  ['traversal', '..%2F..%2F..%2Fetc%2Fpasswd'],
  ['dot-dot', '..'],
  ['encoded dot-dot', '%2e%2e'],
  ['NUL', '%00'],
  ['bad percent-encoding', '%ZZ'],
  ['invalid UTF-8', '%ff%fe'],
  ['overlong UTF-8', '%c0%af'],
  ['SQL injection', encodeURIComponent("1' OR '1'='1")],
  ['negative', '-1'],
  ['zero', '0'],
  ['float overflow', '1e309'],
  ['encoded slash', 'a%2Fb'],
  ['raw latin-1', 'ÿé'],
  ['nil uuid', '00000000-0000-0000-0000-000000000000'],
  ['max uuid', 'ffffffff-ffff-ffff-ffff-ffffffffffff'],
  ['upper-case uuid', 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11'],
  ['long (100)', 'a'.repeat(100)],
  ['long (101)', 'a'.repeat(101)],
  ['long (5000)', 'a'.repeat(5000)],
  ['empty', ''],
  ['script', encodeURIComponent('<script>alert(1)</script>')],
];

const pathValueArb = (parameter: TParameter, known: string[]): fc.Arbitrary<TDrawn<string>> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: validValue(parameter.schema, parameter.name).map((value) => ({
        value: encodeURIComponent(String(value)),
        mutation: 'valid',
      })),
    },
    {
      weight: known.length > 0 ? 3 : 0,
      arbitrary: fc.constantFrom(...(known.length > 0 ? known : ['x'])).map((value) => ({ value, mutation: 'known' })),
    },
    { weight: 3, arbitrary: fc.constantFrom(...PATH_VALUES).map(([mutation, value]) => ({ value, mutation })) },
    {
      weight: 2,
      arbitrary: unicodeString.map((value) => ({
        value: encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd')),
        mutation: 'unicode',
      })),
    },
  );

const encodeQueryValue = (value: unknown) => encodeURIComponent(String(value).replace(/[\ud800-\udfff]/g, '\ufffd'));

const queryValueArb = (parameter: TParameter): fc.Arbitrary<TDrawn<string>> =>
  fc.oneof(
    {
      weight: 2,
      arbitrary: validValue(parameter.schema, parameter.name).map((value) => ({
        value: encodeQueryValue(value),
        mutation: 'valid',
      })),
    },
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(...boundaryValues(parameter.schema), 'abc', '', '-1', '1.5', '1e309', 'true', '[]')
        .map((value) => ({ value: encodeQueryValue(value), mutation: 'boundary' })),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(fc.constantFrom(...NASTY_STRINGS), unicodeString)
        .map((value) => ({ value: encodeQueryValue(value), mutation: 'nasty text' })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom('%00', '%ZZ', '%ff', 'a%00b').map((value) => ({ value, mutation: 'raw encoding' })),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom(8_000, 15_000, 20_000)
        .map((length) => ({ value: 'q'.repeat(length), mutation: `long (${length})` })),
    },
  );

/** Headers every route sees before its own checks: proxies, negotiation, cookies, sizes. */
const ODD_HEADERS: [string, Record<string, string>][] = [
  ['Expect other than 100-continue', { expect: 'garbage' }],
  ['Expect 100-continue', { expect: '100-continue' }],
  ['X-Forwarded-For garbage', { 'x-forwarded-for': 'garbage, ::ffff:999.1.1.1, , [::1]:80' }],
  [
    'X-Forwarded-For 300 hops',
    { 'x-forwarded-for': Array.from({ length: 300 }, (_, i) => `10.9.${i >> 8}.${i & 255}`).join(', ') },
  ],
  ['X-Forwarded-Host and -Proto', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'gopher' }],
  ['odd Host', { host: '\u00ff.invalid:99999' }],
  ['Accept XML only', { accept: 'application/xml' }],
  ['odd Accept-Encoding', { 'accept-encoding': 'gzip;q=2, br;q=-1, *;q=abc' }],
  ['odd Accept-Language', { 'accept-language': 'zz-ZZ;q=abc, *;q=9, '.repeat(100) }],
  ['12 kB Cookie', { cookie: 'a=b; '.repeat(2500) }],
  ['odd Cookie', { cookie: 'sello_locale=\u00ff; __proto__=1; =; a; sello_locale=xx' }],
  ['Range', { range: 'bytes=0-0,-1,5-' }],
  ['If-None-Match *', { 'if-none-match': '*' }],
  ['Origin null', { origin: 'null' }],
  ['method override', { 'x-http-method-override': 'DELETE' }],
  ['10 kB header', { 'x-pad': 'a'.repeat(10_000) }],
  ['20 kB header', { 'x-pad': 'a'.repeat(20_000) }],
  ['100 headers', Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`x-h${i}`, String(i)]))],
];

export type TCaller = 'guest' | 'customer' | 'admin' | 'forged';

export type TGeneratedRequest = {
  operation: string;
  method: string;
  /** Path and query string, as sent. */
  path: string;
  caller: TCaller;
  /** A forged or malformed Authorization header (caller 'forged'). */
  authorization?: string;
  headers: Record<string, string>;
  /** Written out when sent (see toJsonText). */
  body: { json: unknown } | { raw: string | Buffer } | null;
  chunked: boolean;
  /** What is wrong with it, for the report: `body: wrong type at email`. */
  mutation: string;
};

const FORGED_AUTHORIZATION = [
  'Bearer ',
  'Bearer null',
  'Bearer eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJzdWIiOiIxIiwiaXNBZG1pbiI6dHJ1ZX0.',
  'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl',
  'Bearer a.b.c',
  'Basic YWRtaW46YWRtaW4=',
  `Bearer ${'x'.repeat(8000)}`,
  'bearer lower-case-scheme',
  'Bearer \u00ff\u00fe',
];

export type TKnownIds = Record<string, string[]>;

/** Draws requests for one operation; `known` maps a path parameter's name to real ids on the site. */
export const requestArb = (operation: TOperation, known: TKnownIds): fc.Arbitrary<TGeneratedRequest> => {
  const callerArb: fc.Arbitrary<TCaller> =
    operation.auth === 'none'
      ? fc.constantFrom<TCaller>('guest', 'guest', 'guest', 'customer', 'forged')
      : operation.admin
        ? fc.constantFrom<TCaller>('admin', 'admin', 'admin', 'admin', 'customer', 'guest', 'forged')
        : fc.constantFrom<TCaller>('customer', 'customer', 'admin', 'admin', 'guest', 'forged');
  const validPath = fc.tuple(...operation.pathParams.map((parameter) => validValue(parameter.schema, parameter.name)));
  const validQuery = fc.tuple(
    ...operation.query.map((parameter) => fc.option(validValue(parameter.schema, parameter.name), { nil: undefined })),
  );
  const focusCount = {
    path: operation.pathParams.length > 0 ? 3 : 0,
    query: operation.query.length > 0 ? 3 : 0,
    body: operation.body ? 6 : 0,
  };
  const fillPath = (values: string[]) => {
    let index = 0;
    return operation.path.replace(/\{[^}]+\}/g, () => values[index++] ?? '');
  };
  const queryString = (pairs: [string, string][]) =>
    pairs.length === 0 ? '' : `?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
  const validQueryPairs = (values: unknown[]): [string, string][] =>
    operation.query.flatMap((parameter, index) =>
      values[index] === undefined ? [] : [[parameter.name, encodeQueryValue(values[index])] as [string, string]],
    );

  type TPlan = {
    pathValues: string[];
    query: [string, string][];
    body: TGeneratedRequest['body'];
    headers: Record<string, string>;
    chunked: boolean;
    method: string;
    mutation: string;
  };
  const base = fc.tuple(validPath, validQuery, operation.body ? validValue(operation.body) : fc.constant(null)).map(
    ([pathValues, queryValues, body]): TPlan => ({
      pathValues: pathValues.map((value) => encodeURIComponent(String(value))),
      query: validQueryPairs(queryValues),
      body: operation.body ? { json: body } : null,
      headers: operation.body ? { 'content-type': 'application/json' } : {},
      chunked: false,
      method: operation.method,
      mutation: 'valid request',
    }),
  );

  const focused: { weight: number; arbitrary: fc.Arbitrary<TPlan> }[] = [
    { weight: 1, arbitrary: base },
    {
      weight: focusCount.path,
      arbitrary: fc
        .tuple(base, fc.nat({ max: Math.max(0, operation.pathParams.length - 1) }))
        .chain(([plan, index]) => {
          const parameter = operation.pathParams[index] as TParameter;
          return pathValueArb(parameter, known[parameter.name] ?? []).map((drawn) => ({
            ...plan,
            pathValues: plan.pathValues.map((value, at) => (at === index ? drawn.value : value)),
            mutation: `path ${parameter.name}: ${drawn.mutation}`,
          }));
        }),
    },
    {
      weight: focusCount.query,
      arbitrary: fc
        .tuple(base, fc.nat({ max: Math.max(0, operation.query.length - 1) }), fc.boolean())
        .chain(([plan, index, twice]) => {
          const parameter = operation.query[index] as TParameter;
          return queryValueArb(parameter).map((drawn) => {
            const others = plan.query.filter(([name]) => name !== parameter.name);
            const pairs: [string, string][] = twice
              ? [
                  [parameter.name, drawn.value],
                  [parameter.name, '1'],
                ]
              : [[parameter.name, drawn.value]];
            return {
              ...plan,
              query: [...others, ...pairs],
              mutation: `query ${parameter.name}: ${drawn.mutation}${twice ? ' (given twice)' : ''}`,
            };
          });
        }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          base,
          fc.constantFrom<[string, string]>(
            ['__proto__[isAdmin]', 'true'],
            ['constructor[prototype][x]', '1'],
            ['unknown', 'x'],
            ['a[b][c][d]', '1'],
            ['%00', '%00'],
            ['', ''],
          ),
        )
        .map(([plan, pair]) => ({
          ...plan,
          query: [...plan.query, pair],
          mutation: `query: extra ${pair[0] || 'empty'} parameter`,
        })),
    },
    {
      weight: focusCount.body,
      arbitrary: fc
        .tuple(base, operation.body ? bodyArb(operation.body) : fc.constant({ value: null, mutation: '' }))
        .map(([plan, drawn]) => ({
          ...plan,
          body: { json: drawn.value },
          mutation: `body: ${drawn.mutation}`,
        })),
    },
    {
      weight: operation.body ? 4 : 1,
      arbitrary: base.chain((plan) => {
        const text = plan.body && 'json' in plan.body ? toJsonText(plan.body.json) : '{"a":1}';
        return envelopeArb(text).map((drawn) => {
          const { body, headers, chunked } = drawn.value;
          return {
            ...plan,
            body: body === null ? null : { raw: body },
            headers,
            chunked: chunked === true,
            mutation: `${operation.body ? '' : 'unexpected '}${drawn.mutation}`,
          };
        });
      }),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(base, fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'))
        .map(([plan, method]) => ({
          ...plan,
          method,
          body: method === 'GET' || method === 'HEAD' ? null : plan.body,
          headers: method === 'GET' || method === 'HEAD' ? {} : plan.headers,
          mutation: `method ${method}`,
        })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(base, fc.constantFrom(...ODD_HEADERS)).map(([plan, [mutation, headers]]) => ({
        ...plan,
        headers: { ...plan.headers, ...headers },
        mutation: `header: ${mutation}`,
      })),
    },
  ];
  return fc
    .tuple(
      fc.oneof(...focused.filter((entry) => entry.weight > 0)),
      callerArb,
      fc.constantFrom(...FORGED_AUTHORIZATION),
    )
    .map(([plan, caller, forged]) => ({
      operation: operation.id,
      method: plan.method,
      path: `${fillPath(plan.pathValues)}${queryString(plan.query)}`,
      caller,
      ...(caller === 'forged' ? { authorization: forged } : {}),
      headers: plan.headers,
      body: plan.body,
      chunked: plan.chunked,
      mutation: plan.mutation,
    }));
};

/** A number from the seed and an operation's id, so each operation's requests do not depend on the others'. */
const seedFor = (seed: number, text: string) => {
  let hash = seed | 0;
  for (const char of text) hash = (Math.imul(hash, 31) + (char.codePointAt(0) ?? 0)) | 0;
  return hash;
};

/**
 * `count` requests over the operations, the same number (±1) for each, interleaved so that neighbours hit
 * different routes; the same seed gives the same list.
 */
export const generateRequests = (options: {
  operations: TOperation[];
  count: number;
  seed: number;
  known: TKnownIds;
}): TGeneratedRequest[] => {
  const { operations, count, seed, known } = options;
  const perOperation = operations.map((operation, index) =>
    fc.sample(requestArb(operation, known), {
      seed: seedFor(seed, operation.id),
      numRuns: Math.floor(count / operations.length) + (index < count % operations.length ? 1 : 0),
    }),
  );
  const interleaved: TGeneratedRequest[] = [];
  for (let round = 0; interleaved.length < count; round += 1) {
    for (const requests of perOperation) {
      const next = requests[round];
      if (next) interleaved.push(next);
    }
  }
  return interleaved;
};

// --- Sending and judging ----------------------------------------------------------------------------------------

export type TAnswer = { status: number; body: string; headers: http.IncomingHttpHeaders; ms: number; error?: string };

/**
 * Sends one generated request on `agent`; never throws. No answer within `timeoutMs` is `{ status: 0, error: 'timeout' }`,
 * a hang. The body is written out here (markers expanded) and dropped once sent.
 */
export const sendRequest = (
  baseUrl: string,
  generated: TGeneratedRequest,
  options: { agent: http.Agent; tokens: Partial<Record<TCaller, string>>; clientIp?: string; timeoutMs: number },
): Promise<TAnswer> =>
  new Promise((resolve) => {
    const started = performance.now();
    const headers: Record<string, string> = { ...generated.headers };
    if (options.clientIp && headers['x-forwarded-for'] === undefined) headers['x-forwarded-for'] = options.clientIp;
    const token = options.tokens[generated.caller];
    if (generated.authorization !== undefined) headers.authorization = generated.authorization;
    else if (token) headers.authorization = `Bearer ${token}`;
    let body: string | Buffer | null = null;
    if (generated.body && 'json' in generated.body) body = toJsonText(generated.body.json);
    else if (generated.body) body = generated.body.raw;
    if (body !== null && generated.chunked) headers['transfer-encoding'] = 'chunked';
    else if (body !== null) headers['content-length'] = String(Buffer.byteLength(body));
    let settled = false;
    const finish = (answer: Omit<TAnswer, 'ms'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...answer, ms: Math.round(performance.now() - started) });
    };
    let request: http.ClientRequest;
    const url = new URL(baseUrl);
    try {
      request = http.request({
        host: url.hostname,
        port: url.port,
        method: generated.method,
        path: generated.path,
        headers,
        agent: options.agent,
      });
    } catch (error) {
      finish({ status: -1, body: '', headers: {}, error: `not sendable: ${(error as Error).message}` });
      return;
    }
    const timer = setTimeout(() => {
      finish({ status: 0, body: '', headers: {}, error: 'timeout' });
      request.destroy();
    }, options.timeoutMs);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size <= 64 * 1024) chunks.push(chunk);
      });
      response.on('end', () =>
        finish({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: response.headers,
        }),
      );
      response.on('error', (error) =>
        finish({
          status: response.statusCode ?? 0,
          body: Buffer.concat(chunks).toString('utf8'),
          headers: response.headers,
          error: error.message,
        }),
      );
    });
    // An oversized body may be cut off by the server's answer (413, connection closed): the answer still counts.
    request.on('error', (error) =>
      setTimeout(
        () =>
          finish({ status: 0, body: '', headers: {}, error: (error as NodeJS.ErrnoException).code ?? error.message }),
        200,
      ),
    );
    if (body !== null && generated.chunked) {
      const half = Math.floor(body.length / 2);
      request.write(body.slice(0, half));
      request.end(body.slice(half));
    } else {
      request.end(body ?? undefined);
    }
  });

/** Why an answer breaks the API's promises, or null: no 5xx (but load shedding), no hang, 4xx as `{ error, code }`. */
export const judgeAnswer = (generated: TGeneratedRequest, answer: TAnswer, errorCodes: string[]): string | null => {
  // Not sent (Node's client refused to write it): nothing the server did; the caller counts these apart.
  if (answer.status === -1) return null;
  if (answer.status === 0)
    return answer.error === 'timeout'
      ? 'no answer in time (hang)'
      : `connection ended without an answer (${answer.error})`;
  let json: { error?: unknown; code?: unknown; reason?: unknown } | null = null;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = null;
  }
  if (answer.status >= 500) {
    const shedding =
      answer.status === 503 && answer.headers['retry-after'] !== undefined && json?.reason === 'analyser-busy';
    return shedding ? null : `${answer.status} ${answer.body.slice(0, 160)}`;
  }
  if (answer.status >= 400 && generated.method !== 'HEAD') {
    if (!json || typeof json.error !== 'string' || typeof json.code !== 'string')
      return `${answer.status} without { error, code }: ${answer.body.slice(0, 160)}`;
    if (!errorCodes.includes(json.code)) return `${answer.status} with unknown code ${json.code}`;
  }
  return null;
};
