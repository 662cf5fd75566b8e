import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Box,
  Button,
  Checkbox,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  TextField,
  Typography,
} from '@mui/material';
import { API_TOKEN_SCOPES, type ApiTokenScope } from './api-tokens.api';

const MAX_NAME_LENGTH = 100;

export interface CreateTokenInput {
  name: string;
  scopes: ApiTokenScope[];
}

/** A token's name and what it may do; the page sends it and shows the secret. */
export function CreateTokenForm({
  busy,
  onCreate,
}: {
  busy: boolean;
  onCreate: (input: CreateTokenInput) => Promise<boolean>;
}) {
  const intl = useIntl();
  const id = useId();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>([]);
  const [errors, setErrors] = useState<{ name?: string; scopes?: string }>({});

  const toggle = (scope: ApiTokenScope, on: boolean) =>
    setScopes((current) =>
      on
        ? API_TOKEN_SCOPES.filter((s) => s === scope || current.includes(s))
        : current.filter((s) => s !== scope),
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    const found = {
      ...(trimmed.length === 0 || trimmed.length > MAX_NAME_LENGTH
        ? { name: intl.formatMessage({ id: 'settings.apiTokens.error.name' }) }
        : {}),
      ...(scopes.length === 0
        ? { scopes: intl.formatMessage({ id: 'settings.apiTokens.error.scopes' }) }
        : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (await onCreate({ name: trimmed, scopes })) {
      setName('');
      setScopes([]);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="h6" component="h2">
        <FormattedMessage id="settings.apiTokens.create.title" />
      </Typography>
      <TextField
        id={`${id}-name`}
        label={intl.formatMessage({ id: 'settings.apiTokens.create.name' })}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={Boolean(errors.name)}
        helperText={errors.name ?? intl.formatMessage({ id: 'settings.apiTokens.create.nameHelp' })}
        slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        disabled={busy}
        fullWidth
        margin="normal"
      />
      <FormControl component="fieldset" error={Boolean(errors.scopes)} disabled={busy} sx={{ mt: 1 }}>
        <FormLabel component="legend">
          <FormattedMessage id="settings.apiTokens.create.scopes" />
        </FormLabel>
        <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {API_TOKEN_SCOPES.map((scope) => (
            <FormControlLabel
              key={scope}
              control={
                <Checkbox
                  checked={scopes.includes(scope)}
                  onChange={(event) => toggle(scope, event.target.checked)}
                />
              }
              label={intl.formatMessage({ id: `settings.apiTokens.scope.${scope}` })}
            />
          ))}
        </FormGroup>
        {errors.scopes && <FormHelperText>{errors.scopes}</FormHelperText>}
      </FormControl>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          <FormattedMessage id="settings.apiTokens.create.submit" />
        </Button>
        {busy && (
          <CircularProgress
            size={24}
            aria-label={intl.formatMessage({ id: 'settings.apiTokens.creating' })}
          />
        )}
      </Box>
    </Box>
  );
}
