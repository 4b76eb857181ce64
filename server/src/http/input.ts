import type { FastifyRequest } from 'fastify';

/**
 * Fields of calls that the spec sends in the query string but that a client with the tenant
 * capability `secretsInBody` sends in the JSON body (packages/api `postSecret`, rule 14): the
 * server reads each field from the body first, then from the query, so both clients work.
 * A field of the wrong type is a malformed request (HTTP 400), as with schema-validated bodies.
 */
export class Input {
  private readonly fields: Record<string, unknown>;

  constructor(request: FastifyRequest) {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const body = request.body;
    this.fields = { ...query, ...(body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}) };
  }

  /** A string field, or undefined when absent. Longer than maxLength, or not a string: HTTP 400. */
  string(name: string, maxLength = 256): string | undefined {
    const value = this.fields[name];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') throw badRequest(`${name} must be a string`);
    if (value.length > maxLength) throw badRequest(`${name} must be at most ${maxLength} characters`);
    return value;
  }

  /**
   * An integer field from a fixed set: a JSON number in a body, digits in a query string.
   * Absent when optional: undefined; anything else: HTTP 400.
   */
  choice<T extends number>(name: string, allowed: readonly T[], required = true): T | undefined {
    const raw = this.fields[name];
    if ((raw === undefined || raw === '') && !required) return undefined;
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : NaN;
    if (!allowed.includes(value as T)) throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
    return value as T;
  }

  /** A row id: a positive integer, as a JSON number or digits in a query string. Anything else: HTTP 400. */
  id(name: string): number {
    const raw = this.fields[name];
    const value = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(value) || value < 1 || value > 2_147_483_647) throw badRequest(`${name} must be a positive integer`);
    return value;
  }
}

export const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 });
