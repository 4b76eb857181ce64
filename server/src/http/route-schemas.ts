import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One registered HTTP route, as the fuzz and authorization tests enumerate them. */
export interface RouteEntry {
  method: string;
  url: string;
  websocket: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, in order (filled by registerRouteSchemas' onRoute hook). */
    routeCatalogue: RouteEntry[];
  }
}

/**
 * Bodies: a JSON object (or none: an empty POST reads as {}). Fields are then read and judged by
 * Input (src/http/input.ts) or the route's own schema; an array, a string or a number where the
 * fields should be is a malformed request (400), not something each route must think of.
 */
export const OBJECT_BODY = { type: 'object' } as const;

/**
 * Path parameters: a short string (ids, coins, file names are far shorter; fastify answers 414 past
 * 100 characters anyway). Each route reads its own (an id that is not digits answers the route's
 * "not found" message, which the pages show), so only the length is bounded here.
 */
const PARAM = { type: 'string', minLength: 1, maxLength: 64 } as const;

const paramsOf = (url: string) => [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);

/**
 * The schema floor of every route, the validation layer's first step: a route that declares no
 * body schema gets OBJECT_BODY, one with path parameters and no params schema gets theirs. Query
 * fields are judged where they are read (Input: a repeated field, `?a=1&a=2`, is a wrong type,
 * 400). Routes with their own schemas keep them. Also records the route catalogue.
 */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.decorate('routeCatalogue', [] as RouteEntry[]);
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const websocket = Boolean((route as { websocket?: boolean }).websocket);
    for (const method of methods) if (method !== 'HEAD') app.routeCatalogue.push({ method, url: route.url, websocket });
    const schema: FastifySchema = { ...route.schema };
    const hasBody = methods.some((m) => m !== 'GET' && m !== 'HEAD');
    if (hasBody && !schema.body) schema.body = OBJECT_BODY;
    const params = paramsOf(route.url);
    // A socket's path is judged by the socket itself (a bad user id is refused with 4401, not 400).
    if (params.length > 0 && !schema.params && !websocket) {
      schema.params = {
        type: 'object',
        properties: Object.fromEntries(params.map((name) => [name, PARAM])),
        required: params,
      };
    }
    route.schema = schema;
  });
}
