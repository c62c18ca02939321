import { AjvCompiler } from '@fastify/ajv-compiler';
import type { FastifyServerOptions } from 'fastify';

/** A compiled check of one part of a request, as Fastify calls it. */
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
/** What Fastify hands a validator compiler: one part of one route. */
type RouteSchema = { schema: unknown; method: string; url: string; httpPart?: string };
type BuildValidator = (
  externalSchemas: unknown,
  options: unknown,
) => (route: RouteSchema) => Validate;
/** The type Fastify's options give the same thing (its typings describe Ajv's own compile). */
type FastifyBuildValidator = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildValidator'];

/**
 * Fastify's own validator compiler (@fastify/ajv-compiler, what Fastify uses when given none,
 * with the same `ajv` options), each route's checks compiled when the route is first asked for
 * instead of all at start: compiling ~150 schemas cost 0.3–0.5 s of every start (issue 33
 * item 6). A request validates exactly as before; the first one to each route pays its compile
 * (a few milliseconds). Fastify's `schemaController.compilersFactory.buildValidator` is its
 * documented way to choose the compiler.
 *
 * The server's tests compile every schema at start (buildApp's default), so a schema that cannot
 * compile fails them; `src/platform/schemasOnFirstUse.test.ts` holds that both ways answer alike.
 */
export function validatorsOnFirstUse(): FastifyBuildValidator {
  const build = AjvCompiler() as unknown as BuildValidator;
  const buildOnFirstUse: BuildValidator = (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    return (route) => {
      let validate: Validate | undefined;
      const lazy: Validate = (data) => {
        validate ??= compile(route);
        const result = validate(data);
        // Fastify reads a failed check's errors from the function it was given.
        lazy.errors = validate.errors;
        return result;
      };
      return lazy;
    };
  };
  return buildOnFirstUse as unknown as FastifyBuildValidator;
}
