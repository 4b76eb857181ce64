import type { FastifyInstance, FastifyRequest, preValidationHookHandler, RouteOptions } from 'fastify';
import { badRequest } from './input.js';

/**
 * A read's fields that came in a POST's JSON body, moved where its GET reads them: the query,
 * as a query string would carry them (scalars as text). The body wins over the query, as in
 * Input. A field that no query string could carry (an object, an array) is malformed: HTTP 400.
 */
export async function bodyFieldsAsQuery(request: FastifyRequest): Promise<void> {
  const body = request.body;
  // Not an object: the schema floor answers it (400) next.
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'object') throw badRequest(`${name} must be a string`);
    fields[name] = String(value);
  }
  request.query = { ...(request.query as Record<string, unknown>), ...fields };
}

const hooksOf = (hooks: RouteOptions['preValidation']) => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);

type Read = RouteOptions & { routePath: string };

/**
 * Spec §7: "Calls are JSON and POST unless noted." Every read a scope registers as a GET also
 * answers POST on the same path, with the same schema and handler: the client POSTs every call
 * the spec does not name a GET, and the GETs stay for the spec's GETs, for older clients and
 * for the tests and preloads that read with a GET. The read's fields may come in the POST's
 * query string or its JSON body.
 *
 * Call it first in the scope, and what it answers once the scope's routes are registered: the
 * POSTs are added then, so a route that registers its own POST beside its GET keeps it.
 */
export function readsAcceptPost(api: FastifyInstance): () => void {
  const reads: { scope: FastifyInstance; route: Read }[] = [];
  api.addHook('onRoute', function (this: FastifyInstance, route) {
    const websocket = Boolean((route as { websocket?: boolean }).websocket);
    if (route.method === 'GET' && !websocket) reads.push({ scope: this, route });
  });
  return () => {
    for (const { scope, route } of reads.splice(0)) {
      if (scope.hasRoute({ method: 'POST', url: route.url })) continue;
      scope.route({
        ...route,
        method: 'POST',
        url: route.routePath,
        preValidation: [bodyFieldsAsQuery as preValidationHookHandler, ...hooksOf(route.preValidation)],
      });
    }
  };
}
