import type { FastifySchemaCompiler } from 'fastify';
import type { FastifyRouteSchemaDef } from 'fastify/types/schema.js';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * A route whose body its service validates itself, to answer 400 with every problem listed (the
 * app's validation error names only the first): the route declares the real schema, so /api/docs
 * and generated clients show it, and this compiler checks the body only against `envelope` (its
 * outer shape) before the service takes over. Params and query are validated as everywhere.
 */
export function serviceValidatedBody<S>(envelope: ZodType): FastifySchemaCompiler<S> {
  return (route) => {
    const zodRoute = route as unknown as FastifyRouteSchemaDef<ZodType>;
    return route.httpPart === 'body'
      ? validatorCompiler({ ...zodRoute, schema: envelope })
      : validatorCompiler(zodRoute);
  };
}
