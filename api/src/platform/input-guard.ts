// What any request's input must be, whatever the route: no control characters (C0 but tab, LF and CR; DEL; C1)
// and no lone UTF-16 surrogates in any string or key of the path parameters, query or body, and no nesting
// deeper than any form of ours needs. PostgreSQL refuses U+0000 outright (a 500 before this check), stores a
// lone surrogate as U+FFFD, and none of these characters belongs in a name, an e-mail or a setting.
//
// It is one root hook rather than an Ajv keyword on every string schema because it then covers what no schema
// describes (object keys, properties a schema lets through, routes without a body schema, url-encoded forms)
// and every route added later, with no schema to remember. It runs at preValidation: after the body is parsed,
// before schemas coerce anything, so the check sees what was sent. The route's own error handler answers its
// ValidationFailed, so the hosted accounts pages answer with their HTML form rather than JSON.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ValidationFailed } from './errors.js';

/** C0 and C1 controls and DEL are \p{Cc}; in a `u` regex \p{Cs} matches only a surrogate without its pair. */
const FORBIDDEN_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;
/** Our deepest input (profile settings) is four levels deep; deeper input only costs recursion further on. */
export const MAX_INPUT_DEPTH = 32;
/** Keys shown as `a.b`; any other key is shown quoted, `a["x y"]`, so the path stays readable and unambiguous. */
const PLAIN_KEY = /^[A-Za-z_$][\w$-]*$/;

type Segment = string | number;

/** A value seen during the walk and how it was reached; the path is spelled out only when a problem is found. */
interface Visit {
  value: unknown;
  depth: number;
  segment: Segment | null;
  parent: Visit | null;
}

export type InputProblem =
  { kind: 'character'; path: Segment[]; codePoint: number } | { kind: 'depth'; path: Segment[] };

function forbiddenCodePoint(text: string): number | null {
  const match = FORBIDDEN_CHARACTER.exec(text);
  return match ? match[0].charCodeAt(0) : null;
}

function pathOf(visit: Visit, last?: Segment): Segment[] {
  const path: Segment[] = last === undefined ? [] : [last];
  for (let at: Visit | null = visit; at?.segment != null; at = at.parent) path.unshift(at.segment);
  return path;
}

/**
 * The first forbidden character or excess nesting in a parsed input, depth first in document order. Walks with
 * its own stack, not recursion: JSON.parse accepts nesting far deeper than the call stack allows.
 */
export function findInputProblem(input: unknown): InputProblem | null {
  const pending: Visit[] = [{ value: input, depth: 0, segment: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const { value, depth } = visit;
    if (typeof value === 'string') {
      const codePoint = forbiddenCodePoint(value);
      if (codePoint !== null) return { kind: 'character', path: pathOf(visit), codePoint };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_INPUT_DEPTH) return { kind: 'depth', path: pathOf(visit) };
    const entries: [Segment, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [segment, item] = entries[i]!;
      if (typeof segment === 'string') {
        const codePoint = forbiddenCodePoint(segment);
        if (codePoint !== null) return { kind: 'character', path: pathOf(visit, segment), codePoint };
      }
      pending.push({ value: item, depth: depth + 1, segment, parent: visit });
    }
  }
  return null;
}

/** `user.displayName`, `items[2]`, `settings["a b"]`; JSON quoting keeps a bad key's characters out of the text. */
export function formatPath(path: readonly Segment[]): string {
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      if (!PLAIN_KEY.test(segment)) return `[${JSON.stringify(segment)}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join('');
}

/** The form field a problem concerns: the nearest key that is a name rather than an array index. */
function fieldOf(path: readonly Segment[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i -= 1) {
    const segment = path[i];
    if (typeof segment === 'string') return segment;
  }
  return undefined;
}

const codePointName = (codePoint: number) => `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;

export type InputPart = 'params' | 'query' | 'body';

const PART_NAMES: Record<InputPart, string> = {
  params: 'path parameter',
  query: 'query parameter',
  body: 'field',
};

/** The 400 for a problem in one part of the request; its message names the field, never repeats the value. */
export function inputProblemError(part: InputPart, problem: InputProblem): ValidationFailed {
  const where =
    problem.path.length === 0 ? 'The request body' : `The ${PART_NAMES[part]} ${formatPath(problem.path)}`;
  const message =
    problem.kind === 'character'
      ? `${where} contains a character that is not allowed (${codePointName(problem.codePoint)}).`
      : `${where} is nested too deeply (at most ${MAX_INPUT_DEPTH} levels).`;
  const field = fieldOf(problem.path);
  return new ValidationFailed(
    message,
    field === undefined ? {} : { field, fieldErrors: { [field]: message } },
  );
}

export function assertSafeInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  for (const part of ['params', 'query', 'body'] as const) {
    const problem = findInputProblem(request[part]);
    if (problem) throw inputProblemError(part, problem);
  }
}

export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => assertSafeInput(request));
  },
  { name: 'estiba-input-guard' },
);
