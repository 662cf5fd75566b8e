import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import {
  failureMessage,
  isLocale,
  LOCALES,
  PageLoader,
  RetryPanel,
  selectRoles,
  sessionActions,
  setLanguage,
  type UiMessage,
} from '@estiba/shared';
import { serverFieldErrors } from '../../forms/fieldErrors';
import { UiText } from '../../forms/UiText';
import { fetchAccountSettings, saveAccountSettings, type AccountSettings } from './account.api';
import { accountFormErrors, timeZones, type AccountField, type AccountForm } from './account.rules';

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready' };

const formOf = (account: AccountSettings): AccountForm => ({
  displayName: account.displayName,
  companyName: account.companyName,
  phone: account.phone ?? '',
  lang: account.lang,
  timeZone: account.timeZone ?? '',
});

/**
 * `/settings/account-settings`: the user's name, the company (merchants; the operator's is not theirs to rename),
 * phone, language and time zone. A saved language becomes the page's at once (stored and announced, as the
 * language menu does).
 */
export function AccountSettingsPage() {
  const intl = useIntl();
  const id = useId();
  const dispatch = useDispatch();
  const merchant = useSelector(selectRoles).includes('user');
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [form, setForm] = useState<AccountForm>({
    displayName: '',
    companyName: '',
    phone: '',
    lang: '',
    timeZone: '',
  });
  const [errors, setErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<AccountField, string>>>({});
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<UiMessage | null>(null);

  const reload = useCallback(async () => {
    setLoad({ state: 'loading' });
    try {
      setForm(formOf(await fetchAccountSettings()));
      setLoad({ state: 'ready' });
    } catch (error) {
      console.warn('the account settings did not load', error);
      setLoad({ state: 'failed' });
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const zones = useMemo(() => timeZones(form.timeZone ? [form.timeZone] : []), [form.timeZone]);
  const languageNames = useMemo(
    () => new Intl.DisplayNames([intl.locale], { type: 'language' }),
    [intl.locale],
  );

  if (load.state === 'loading') return <PageLoader />;
  if (load.state === 'failed') return <RetryPanel onRetry={() => void reload()} />;

  const change = (field: AccountField, value: string) => {
    setForm({ ...form, [field]: value });
    setSaved(false);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = accountFormErrors(form, merchant);
    setErrors(found);
    setServerErrors({});
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      const account = await saveAccountSettings({
        displayName: form.displayName.trim(),
        ...(merchant ? { companyName: form.companyName.trim() } : {}),
        phone: form.phone.trim() || null,
        lang: form.lang,
        timeZone: form.timeZone || null,
      });
      setForm(formOf(account));
      setSaved(true);
      dispatch(
        sessionActions.userUpdated({
          displayName: account.displayName,
          clientName: account.companyName,
          // The session announces it: the client area's dates follow the saved zone at once (shared/i18n/timeZone).
          timeZone: account.timeZone,
          ...(isLocale(account.lang) ? { lang: account.lang } : {}),
        }),
      );
      if (isLocale(account.lang) && account.lang !== intl.locale) setLanguage(account.lang);
    } catch (error) {
      // The server's reasons for a field are in its words (the checks above catch what the form can know).
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      else setFailure(failureMessage(error));
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (field: AccountField): string | undefined =>
    errors[field] ? intl.formatMessage({ id: errors[field] }) : serverErrors[field];
  const textField = (field: AccountField, extra: { autoComplete: string; helper?: string }) => (
    <TextField
      id={`${id}-${field}`}
      label={intl.formatMessage({ id: `settings.accountSettings.${field}` })}
      value={form[field]}
      onChange={(event) => change(field, event.target.value)}
      error={Boolean(errorOf(field))}
      helperText={errorOf(field) ?? extra.helper}
      autoComplete={extra.autoComplete}
      disabled={saving}
      fullWidth
      margin="normal"
    />
  );

  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        <FormattedMessage id="settings.accountSettings.title" />
      </Typography>
      <Paper component="form" variant="outlined" noValidate onSubmit={submit} sx={{ p: 3 }}>
        {textField('displayName', { autoComplete: 'name' })}
        {merchant && textField('companyName', { autoComplete: 'organization' })}
        {textField('phone', {
          autoComplete: 'tel',
          helper: intl.formatMessage({ id: 'settings.accountSettings.phoneHelp' }),
        })}
        <TextField
          id={`${id}-lang`}
          select
          slotProps={{ select: { native: true } }}
          label={intl.formatMessage({ id: 'settings.accountSettings.lang' })}
          value={form.lang}
          onChange={(event) => change('lang', event.target.value)}
          error={Boolean(serverErrors.lang)}
          helperText={serverErrors.lang}
          disabled={saving}
          fullWidth
          margin="normal"
        >
          {LOCALES.map((locale) => (
            <option key={locale} value={locale}>
              {languageNames.of(locale) ?? locale}
            </option>
          ))}
        </TextField>
        <TextField
          id={`${id}-timeZone`}
          select
          slotProps={{ select: { native: true } }}
          label={intl.formatMessage({ id: 'settings.accountSettings.timeZone' })}
          value={form.timeZone}
          onChange={(event) => change('timeZone', event.target.value)}
          error={Boolean(serverErrors.timeZone)}
          helperText={serverErrors.timeZone}
          disabled={saving}
          fullWidth
          margin="normal"
        >
          <option value="">{intl.formatMessage({ id: 'settings.accountSettings.browserTimeZone' })}</option>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </TextField>
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            <UiText message={failure} />
          </Alert>
        )}
        {saved && (
          <Alert severity="success" sx={{ mt: 2 }}>
            <FormattedMessage id="settings.accountSettings.saved" />
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 3 }}>
          <Button type="submit" variant="contained" disabled={saving}>
            <FormattedMessage id="settings.accountSettings.save" />
          </Button>
          {saving && <CircularProgress size={24} />}
        </Box>
      </Paper>
    </Box>
  );
}
