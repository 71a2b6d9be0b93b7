import swagger from '@fastify/swagger';
import { type TErrorCode, ZApiError } from '@sello/shared/api-error';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TAuthHooks } from '../auth/authenticate.ts';
import type { TEnv } from '../config/env.ts';
import { STATUS_BY_CODE } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The error codes this route answers beyond those its schema and hooks imply (see `impliedErrorCodes`), for the
     * OpenAPI document: e.g. `['CONFLICT']` on a route whose service refuses a change the lifecycle does not allow.
     */
    errorCodes?: readonly TErrorCode[];
  }
}

const BEARER = 'bearerAuth';
const ERROR_SCHEMA_REF = '#/components/schemas/ApiError';

type TSecurity = Array<Record<string, string[]>>;
type THook = (...args: never[]) => unknown;

const hooksOf = (route: RouteOptions): THook[] => {
  const hooks = route.onRequest;
  if (!hooks) return [];
  return (Array.isArray(hooks) ? hooks : [hooks]) as THook[];
};

/**
 * Who may call a route, read from the auth hook it runs (`auth/authenticate.ts`): `identify` takes a token when one is
 * sent (anonymous or bearer), `requireUser` and the staff hooks (`requireAdmin`, `requireOwner`, `requireStaff`) need one, a route without any is public.
 */
const routeAccess = (route: RouteOptions, auth: TAuthHooks): 'public' | 'optional' | 'user' | 'admin' => {
  const hooks = hooksOf(route);
  if ([auth.requireAdmin, auth.requireOwner, auth.requireStaff].some((hook) => hooks.includes(hook as THook))) {
    return 'admin';
  }
  if (hooks.includes(auth.requireUser as THook)) return 'user';
  if (hooks.includes(auth.identify as THook)) return 'optional';
  return 'public';
};

const SECURITY_BY_ACCESS: Record<ReturnType<typeof routeAccess>, TSecurity> = {
  public: [],
  optional: [{}, { [BEARER]: [] }],
  user: [{ [BEARER]: [] }],
  admin: [{ [BEARER]: [] }],
};

/** The errors every route of its kind can answer: validation, unknown ids, tokens, rate limits, and our own failure. */
const impliedErrorCodes = (route: RouteOptions, access: ReturnType<typeof routeAccess>): TErrorCode[] => {
  const schema = route.schema ?? {};
  const codes: TErrorCode[] = [];
  if (schema.body || schema.querystring) codes.push('BAD_REQUEST');
  if (access !== 'public') codes.push('UNAUTHORIZED');
  if (access === 'admin') codes.push('FORBIDDEN');
  // A malformed id in the path answers 404, as an unknown one does (http/error-handler.ts).
  if (schema.params) codes.push('NOT_FOUND');
  if (schema.body) codes.push('PAYLOAD_TOO_LARGE');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) codes.push('RATE_LIMITED');
  codes.push('INTERNAL');
  return codes;
};

const ERROR_DESCRIPTIONS: Record<TErrorCode, string> = {
  BAD_REQUEST: 'The request is invalid; `error` names the field and the problem',
  UNAUTHORIZED: 'Sign-in needed, or the session has expired',
  FORBIDDEN: 'Not allowed for this account, or a step is missing (`reason`)',
  NOT_FOUND: 'No such resource, or not one this caller may reach',
  CONFLICT: 'The resource is not in a state that allows this (`allowed` lists the statuses an order may move to)',
  GONE: 'The resource existed but is no longer available',
  PAYLOAD_TOO_LARGE: 'The body or file is larger than allowed',
  UNSUPPORTED_MEDIA_TYPE: 'The content type or file type is not accepted',
  REQUEST_TIMEOUT: 'The body did not arrive in time',
  RATE_LIMITED: 'Too many requests; wait for `Retry-After` seconds',
  INTERNAL: 'Something went wrong on our side',
  UNAVAILABLE: 'Busy or not configured; retry later (`Retry-After` when busy)',
};

const errorResponse = (code: TErrorCode) => ({
  description: ERROR_DESCRIPTIONS[code],
  content: { 'application/json': { schema: { $ref: ERROR_SCHEMA_REF } } },
});

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

type TOpenApiDocument = {
  paths: Record<string, Record<string, { responses?: Record<string, unknown> } | undefined>>;
  components?: Record<string, unknown>;
};

/**
 * The OpenAPI document at `/api/openapi.json` (docs/api.md, "The OpenAPI document"): generated from the routes' zod
 * schemas; only `/api` routes; each operation's `operationId` and `summary` come from its route schema (a route
 * without them makes the document fail, and with it `openapi-document.test.ts`); its security from its auth hook;
 * its `{ error, code }` answers from what its schema and hooks imply plus its `errorCodes`.
 */
export const registerOpenApi = async (app: FastifyInstance, { env, auth }: { env: TEnv; auth: TAuthHooks }) => {
  const errorsByOperation = new Map<string, TErrorCode[]>();
  const operationKey = (method: string, url: string) => `${method.toLowerCase()} ${url}`;

  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: `${env.BRAND_NAME} API`,
        version: '1.0.0',
        description:
          'Upload documents, get a price computed from their content, order and follow the translation. JSON in and ' +
          'out; every error is `{ error, code }`. Send `Authorization: Bearer <accessToken>` (from `signIn`) where an ' +
          'operation lists `bearerAuth`; where it also lists an empty requirement the token is optional.',
        license: { name: 'Proprietary' },
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { [BEARER]: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { ApiError: z.toJSONSchema(ZApiError, { target: 'openapi-3.0', io: 'output' }) as never },
      },
    },
    transform: (document) => {
      const { route, url } = document;
      if (!url.startsWith('/api/')) return { schema: { hide: true }, url };
      const transformed = jsonSchemaTransform(document);
      if (transformed.schema?.hide) return transformed;
      const schema = route.schema ?? {};
      const methods = ([] as string[]).concat(route.method);
      if (!schema.operationId || !schema.summary) {
        throw new Error(`${methods.join(',')} ${url}: the route schema needs an operationId and a summary`);
      }
      const access = routeAccess(route, auth);
      // `/api/users` is registered as its plugin's '/', which Fastify also answers without the slash.
      const documentedUrl = url.length > 1 ? url.replace(/\/$/, '') : url;
      const codes = [...new Set([...impliedErrorCodes(route, access), ...(schema.errorCodes ?? [])])];
      const openApiUrl = documentedUrl.replace(/:(\w+)/g, '{$1}');
      for (const method of methods) errorsByOperation.set(operationKey(method, openApiUrl), codes);
      return {
        schema: { ...transformed.schema, security: SECURITY_BY_ACCESS[access] },
        url: documentedUrl,
      };
    },
    transformObject: (generated) => {
      if (!('openapiObject' in generated)) return generated.swaggerObject;
      const document = generated.openapiObject as unknown as TOpenApiDocument;
      for (const [url, operations] of Object.entries(document.paths)) {
        for (const method of HTTP_METHODS) {
          const operation = operations[method];
          if (!operation) continue;
          const codes = errorsByOperation.get(operationKey(method, url)) ?? [];
          const errors = Object.fromEntries(
            [...codes]
              .sort((a, b) => STATUS_BY_CODE[a] - STATUS_BY_CODE[b])
              .map((code) => [String(STATUS_BY_CODE[code]), errorResponse(code)]),
          );
          operation.responses = { ...operation.responses, ...errors };
        }
      }
      return generated.openapiObject;
    },
  });
};
