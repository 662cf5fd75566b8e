// Fastify's own schema compilers (Ajv for input, fast-json-stringify for replies), each route's schemas compiled
// when the route is first used instead of when the application starts.
//
// Why: compiling the ~200 routes' validators and serializers is most of what starting the application costs
// (about 1.5 s of CPU here), and the API tests start an application per test file while each file uses a
// handful of routes. Production (`eager`) keeps Fastify's compilers as they are, so a schema that does not
// compile stops the start; the tests start one application eagerly (server.test.ts) to keep that proof.
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

export type SchemaCompilation = 'eager' | 'lazy';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;
type Validate = ((data: unknown) => unknown) & { errors?: unknown };
type Serialize = (data: unknown) => string;
/**
 * What Fastify calls the factories with and what it does with their answers (lib/schema-controller.js). The
 * packages' own typings describe Ajv's compile instead (a schema in, an Ajv validate function out), hence the
 * casts where these meet them.
 */
type BuildCompiler<Compiled> = (externalSchemas: unknown, options: unknown) => (route: object) => Compiled;

/** Defers the compile to the first call; Fastify reads a failed validation's `errors` off the function it holds. */
function lazyValidator(compile: () => Validate): Validate {
  let compiled: Validate | undefined;
  const validate: Validate = (data) => {
    compiled ??= compile();
    const result = compiled(data);
    validate.errors = compiled.errors;
    return result;
  };
  return validate;
}

function lazySerializer(compile: () => Serialize): Serialize {
  let compiled: Serialize | undefined;
  return (data) => (compiled ??= compile())(data);
}

/**
 * The `schemaController.compilersFactory` for Fastify: its defaults, made lazy. Passing a factory makes Fastify
 * treat the validator compiler as custom, which skips its lower-casing of header names in `headers` schemas:
 * server.test.ts checks that every route already names its headers in lower case.
 */
export function lazySchemaCompilers(): CompilersFactory {
  const buildValidator = AjvCompiler() as unknown as BuildCompiler<Validate>;
  const buildSerializer = SerializerSelector() as unknown as BuildCompiler<Serialize>;
  const lazy: { buildValidator: BuildCompiler<Validate>; buildSerializer: BuildCompiler<Serialize> } = {
    buildValidator: (externalSchemas, options) => {
      const compile = buildValidator(externalSchemas, options);
      return (route) => lazyValidator(() => compile(route));
    },
    buildSerializer: (externalSchemas, options) => {
      const compile = buildSerializer(externalSchemas, options);
      return (route) => lazySerializer(() => compile(route));
    },
  };
  return lazy as unknown as CompilersFactory;
}
