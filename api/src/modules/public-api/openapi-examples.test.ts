// The public API's OpenAPI examples are what its schemas say (issue 20): a merchant copies them into their own
// system, so an example the API would refuse, or a shape it never answers, is a documentation bug. Walks the /v1
// operations of the served document and checks every example (a schema's `examples`, a parameter's or a media
// type's `example`/`examples`) against the schema it illustrates, with TypeBox's Value.Check after inlining the
// document's local $refs.
import Value from 'typebox/value';
import { startTestApp, type TestApp } from '../../test/app.js';

type Json = Record<string, unknown>;
type OpenApiDocument = { paths: Record<string, Record<string, Json>>; components?: { schemas?: Json } };

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The schema with every `#/components/schemas/…` reference replaced by the component (no cycles in /v1). */
export function inlineRefs(schema: unknown, doc: OpenApiDocument, seen: string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, doc, seen));
  if (!isObject(schema)) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.slice('#/components/schemas/'.length);
    if (seen.includes(name)) throw new Error(`cyclic $ref ${ref}`);
    const { $ref: _ref, ...rest } = schema;
    return { ...rest, ...(inlineRefs(doc.components?.schemas?.[name], doc, [...seen, name]) as Json) };
  }
  return Object.fromEntries(
    Object.entries(schema).map(([key, value]) => [key, inlineRefs(value, doc, seen)]),
  );
}

/** Each example found in a schema and the sub-schemas it nests, with the schema it belongs to and where it is. */
function schemaExamples(schema: unknown, where: string, found: Example[]): void {
  if (Array.isArray(schema)) {
    schema.forEach((item, index) => schemaExamples(item, `${where}[${index}]`, found));
    return;
  }
  if (!isObject(schema)) return;
  if (Array.isArray(schema.examples)) {
    schema.examples.forEach((value, index) =>
      found.push({ where: `${where}.examples[${index}]`, schema, value }),
    );
  }
  if ('example' in schema) found.push({ where: `${where}.example`, schema, value: schema.example });
  for (const [key, value] of Object.entries(schema)) {
    // An example is a value, not a schema: its own keys ('properties' of an example object) are not walked.
    if (key !== 'examples' && key !== 'example' && key !== 'default' && key !== 'const' && key !== 'enum') {
      schemaExamples(value, `${where}.${key}`, found);
    }
  }
}

interface Example {
  where: string;
  schema: Json;
  value: unknown;
}

/** A media type's or a parameter's own example(s), beside its schema. */
function ownExamples(holder: Json, where: string, found: Example[]): void {
  const schema = holder.schema;
  if (!isObject(schema)) return;
  if ('example' in holder) found.push({ where: `${where}.example`, schema, value: holder.example });
  if (isObject(holder.examples)) {
    for (const [name, example] of Object.entries(holder.examples)) {
      if (isObject(example) && 'value' in example) {
        found.push({ where: `${where}.examples.${name}`, schema, value: example.value });
      }
    }
  }
  schemaExamples(schema, `${where}.schema`, found);
}

/** Every example of the document's operations under `prefix`. */
export function operationExamples(doc: OpenApiDocument, prefix: string): Example[] {
  const found: Example[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith(prefix)) continue;
    for (const [method, operation] of Object.entries(item)) {
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of (operation.parameters as Json[] | undefined) ?? []) {
        ownExamples(parameter, `${at} ${String(parameter.in)} ${String(parameter.name)}`, found);
      }
      const body = operation.requestBody;
      if (isObject(body) && isObject(body.content)) {
        for (const [type, media] of Object.entries(body.content)) {
          if (isObject(media)) ownExamples(media, `${at} request ${type}`, found);
        }
      }
      for (const [status, response] of Object.entries((operation.responses as Json | undefined) ?? {})) {
        if (!isObject(response) || !isObject(response.content)) continue;
        for (const [type, media] of Object.entries(response.content)) {
          if (isObject(media)) ownExamples(media, `${at} ${status} ${type}`, found);
        }
      }
    }
  }
  return found;
}

/** The examples that do not match their schema, each named by where it is. */
export function invalidExamples(doc: OpenApiDocument, examples: Example[]): string[] {
  return examples
    .filter(({ schema, value }) => {
      const { examples: _examples, example: _example, ...rules } = inlineRefs(schema, doc) as Json;
      return !Value.Check(rules as never, value);
    })
    .map(({ where, schema, value }) => {
      const { examples: _examples, example: _example, ...rules } = inlineRefs(schema, doc) as Json;
      const [first] = Value.Errors(rules as never, value);
      const why = first ? ` (${first.instancePath || '/'} ${first.message})` : '';
      return `${where}${why}`;
    });
}

describe("the public API's OpenAPI examples", () => {
  let t: TestApp;
  let doc: OpenApiDocument;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOG_LEVEL: 'silent' } });
    doc = (await t.app.inject({ method: 'GET', url: '/documentation/json' })).json<OpenApiDocument>();
  }, 120_000);

  afterAll(() => t?.close());

  it('are all valid against the schemas they illustrate', () => {
    const examples = operationExamples(doc, '/v1/');
    // Every /v1 operation has at least its answer's example; parameters and bodies add more.
    expect(examples.length).toBeGreaterThan(40);
    expect(invalidExamples(doc, examples)).toEqual([]);
  });

  it('would name an example that breaks its schema (the check is not vacuous)', () => {
    const examples = operationExamples(doc, '/v1/orders');
    const order = examples.find(
      (one) => one.where.startsWith('GET /v1/orders/{id} 200') && isObject(one.value),
    );
    expect(order).toBeDefined();
    const broken = [
      { ...order!, value: { ...(order!.value as Json), id: 42 } },
      { ...order!, value: 'not an order' },
    ];
    expect(invalidExamples(doc, broken)).toHaveLength(2);
    const limit = examples.find((one) => one.where.includes('query limit'));
    expect(limit).toBeDefined();
    expect(invalidExamples(doc, [{ ...limit!, value: 10_000 }])).toHaveLength(1);
  });
});
