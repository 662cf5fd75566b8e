// Arguments of the issue-token CLI: `--email <address> [--expires-in <seconds>]`.
import { parseArgs } from 'node:util';

export interface IssueTokenArguments {
  email: string;
  expiresIn: number | undefined;
}

export const ISSUE_TOKEN_USAGE = 'Usage: issue-token --email <demo user e-mail> [--expires-in <seconds>]';

export class UsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${ISSUE_TOKEN_USAGE}`);
    this.name = 'UsageError';
  }
}

export function parseIssueTokenArguments(argv: string[]): IssueTokenArguments {
  let values: { email?: string; 'expires-in'?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { email: { type: 'string' }, 'expires-in': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
  if (!values.email) throw new UsageError('--email is required.');
  const raw = values['expires-in'];
  if (raw !== undefined && (!/^\d+$/.test(raw) || Number(raw) < 1)) {
    throw new UsageError(`--expires-in must be a positive whole number of seconds (got "${raw}").`);
  }
  return { email: values.email, expiresIn: raw === undefined ? undefined : Number(raw) };
}
