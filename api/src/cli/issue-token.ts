// `pnpm --filter @estiba/api token --email demo@estiba.test [--expires-in 3600]`: prints an access token for a
// demo user, signed with the configured JWT settings, without touching the database. Only the token goes to
// stdout, so scripts can capture it; warnings and errors go to stderr.
import { loadConfig } from '../config.js';
import { issueDemoToken } from '../seed/demo-token.js';
import { parseIssueTokenArguments } from './issue-token-arguments.js';

async function run(): Promise<void> {
  const { email, expiresIn } = parseIssueTokenArguments(process.argv.slice(2));
  const { config, warnings } = loadConfig();
  const { token } = await issueDemoToken(email, config.jwt, expiresIn);
  for (const warning of warnings) console.error(warning);
  process.stdout.write(`${token}\n`);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
