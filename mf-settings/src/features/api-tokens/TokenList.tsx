import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Chip,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { ApiToken } from './api-tokens.api';

/** The merchant's tokens: name, start of the secret, scopes, created and last used, and Revoke. */
export function TokenList({
  tokens,
  busy,
  onRevoke,
}: {
  tokens: ApiToken[];
  busy: boolean;
  onRevoke: (token: ApiToken) => void;
}) {
  const intl = useIntl();
  const when = (iso: string | null) =>
    iso
      ? intl.formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' })
      : intl.formatMessage({ id: 'settings.apiTokens.never' });

  if (tokens.length === 0)
    return (
      <Typography color="text.secondary">
        <FormattedMessage id="settings.apiTokens.empty" />
      </Typography>
    );

  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={intl.formatMessage({ id: 'settings.apiTokens.list' })}>
        <TableHead>
          <TableRow>
            <TableCell>
              <FormattedMessage id="settings.apiTokens.column.name" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="settings.apiTokens.column.scopes" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="settings.apiTokens.column.created" />
            </TableCell>
            <TableCell>
              <FormattedMessage id="settings.apiTokens.column.lastUsed" />
            </TableCell>
            <TableCell align="right">
              <FormattedMessage id="settings.apiTokens.column.actions" />
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token.id}>
              <TableCell>
                <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                  {token.name}
                </Typography>
                <Typography
                  component="span"
                  variant="body2"
                  color="text.secondary"
                  sx={{ fontFamily: 'monospace' }}
                >
                  {token.prefix}…
                </Typography>
              </TableCell>
              <TableCell>
                {token.scopes.map((scope) => (
                  <Chip
                    key={scope}
                    size="small"
                    label={intl.formatMessage({ id: `settings.apiTokens.scope.${scope}` })}
                    sx={{ mr: 0.5, mb: 0.5 }}
                  />
                ))}
              </TableCell>
              <TableCell>{when(token.createdAt)}</TableCell>
              <TableCell>{when(token.lastUsedAt)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {token.revokedAt ? (
                  <Chip
                    color="default"
                    label={intl.formatMessage(
                      { id: 'settings.apiTokens.revokedOn' },
                      { date: intl.formatDate(token.revokedAt, { dateStyle: 'medium' }) },
                    )}
                  />
                ) : (
                  <Button
                    color="error"
                    disabled={busy}
                    onClick={() => onRevoke(token)}
                    aria-label={intl.formatMessage(
                      { id: 'settings.apiTokens.revokeToken' },
                      { name: token.name },
                    )}
                  >
                    <FormattedMessage id="settings.apiTokens.revoke" />
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
