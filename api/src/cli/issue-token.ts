// `pnpm --filter @estiba/api token --email demo@estiba.test [--expires-in 3600]`: prints an access token for a
// demo user, signed with the configured JWT settings (api/.data/secrets.json without JWT_SECRET), without
// touching the database. Only the token goes to stdout, so scripts can capture it; warnings and errors go to stderr.
import { loadConfig } from '../config.js';
import { issueDemoToken } from '../seed/demo-token.js';
import { parseIssueTokenArguments } from './issue-token-arguments.js';

async function run(): Promise<void> {
  const { email, expiresIn } = parseIssueTokenArguments(process.argv.slice(2));
  // Unlike the API, a token printed on this machine is for this machine's API by default: development, whose
  // secret `npm start` generated into api/.data/. A deployment's environment (NODE_ENV, JWT_SECRET) wins.
  const { config, warnings } = loadConfig({
    ...process.env,
    NODE_ENV: process.env.NODE_ENV || 'development',
  });
  const { token } = await issueDemoToken(email, config.jwt, expiresIn);
  for (const warning of warnings) console.error(warning);
  process.stdout.write(`${token}\n`);
}

run().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
