import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { Avatar, Box, Button, CircularProgress, Link, Paper, TextField, Typography } from '@mui/material';
import { bus, failureMessage, selectUser, sessionActions } from '@estiba/shared';
import { saveProfile } from './profile.api';

const MIN_NAME_LENGTH = 4;
const MAX_NAME_LENGTH = 100;

/**
 * `/pages/profile` (the user menu's Profile): who is signed in, and their display name. Saving shows spec point 8's
 * snackbar: 'User data saved with api', or 'User data saved to auth0' for a user of the identity provider; a
 * failure shows its message.
 */
export function ProfilePage() {
  const intl = useIntl();
  const id = useId();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const [displayName, setDisplayName] = useState(user?.displayName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (!user) return null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = displayName.trim();
    if (name.length < MIN_NAME_LENGTH || name.length > MAX_NAME_LENGTH) {
      setError(intl.formatMessage({ id: 'settings.profile.error.name' }));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await saveProfile({ displayName: name });
      dispatch(sessionActions.userUpdated({ displayName: saved.displayName, data: saved.data }));
      bus.emit('notify', {
        id:
          user.from === 'identity-provider'
            ? 'settings.profile.savedToAuth0'
            : 'settings.profile.savedWithApi',
        severity: 'success',
      });
    } catch (failure) {
      const message = failureMessage(failure);
      bus.emit('notify', { ...('text' in message ? { text: message.text } : message), severity: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.profile.title" />
      </Typography>
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <Avatar src={user.data.photoURL ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
            {user.displayName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Box>
            <Typography variant="h6" component="p">
              {user.displayName}
            </Typography>
            <Typography color="text.secondary">{user.email}</Typography>
            <Typography color="text.secondary">{user.clientName}</Typography>
          </Box>
        </Box>
        <Box component="form" noValidate onSubmit={submit}>
          <TextField
            id={`${id}-displayName`}
            label={intl.formatMessage({ id: 'settings.profile.displayName' })}
            value={displayName}
            onChange={(event) => setDisplayName(event.target.value)}
            error={Boolean(error)}
            helperText={error}
            autoComplete="name"
            disabled={saving}
            fullWidth
            margin="normal"
          />
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2 }}>
            <Button type="submit" variant="contained" disabled={saving}>
              <FormattedMessage id="settings.profile.save" />
            </Button>
            {saving && <CircularProgress size={24} />}
            <Link component={RouterLink} to="/settings/account-settings">
              <FormattedMessage id="settings.profile.moreSettings" />
            </Link>
          </Box>
        </Box>
      </Paper>
    </Box>
  );
}
