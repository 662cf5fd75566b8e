import { useEffect, useRef, type ReactNode } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useFormik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  focusField,
  formatPhone,
  FormTextField,
  MAX_FIELD_LENGTH,
  REGISTER_FIELDS,
  registerSchema,
  UiText,
  useFocusFirstError,
  type RegisterField,
} from '../account-forms';
import { selectRegister, signInActions } from '../sign-in';
import { useCountries } from './useCountries';

export interface RegisterFormProps {
  /** Prefix of the fields' ids; unique on the page. */
  formId?: string;
  /** The id of the heading that names the form. */
  labelledBy: string;
  /** What follows the button (e.g. the link to log in). */
  footer?: ReactNode;
}

const initialValues = {
  name: '',
  companyName: '',
  email: '',
  country: '',
  areaCode: '',
  phone: '',
  password: '',
  confirmPassword: '',
};
type RegisterValues = typeof initialValues;

const FIELD_ORDER = [
  'name',
  'companyName',
  'email',
  'country',
  'areaCode',
  'phone',
  'password',
  'confirmPassword',
] as const;

/**
 * Name, Company Name, Email, Country, area code and Phone Number, Password and Confirm Password (spec
 * point 2), with the rules of point 5; the button stays disabled until the form is valid. A created
 * account is signed in at once (spec point 7: a login follows).
 */
export function RegisterForm({ formId = 'register', labelledBy, footer }: RegisterFormProps) {
  const intl = useIntl();
  const dispatch = useDispatch();
  const { status, failure } = useSelector(selectRegister);
  const countries = useCountries();
  const alertRef = useRef<HTMLDivElement>(null);
  /** Once the person picks an area code, choosing a country no longer changes it. */
  const areaCodeChosen = useRef(false);

  const prefixOf = (id: string) =>
    countries.countries.find((country) => String(country.id) === id)?.phone_code ?? '';

  const formik = useFormik<RegisterValues>({
    initialValues,
    validationSchema: registerSchema,
    validateOnMount: true,
    onSubmit: (values) => {
      const companyName = values.companyName.trim();
      dispatch(
        signInActions.registerRequested({
          displayName: values.name.trim(),
          ...(companyName ? { accountName: companyName } : {}),
          email: values.email.trim(),
          countryId: Number(values.country),
          phone: formatPhone(prefixOf(values.areaCode || values.country), values.phone),
          password: values.password,
        }),
      );
    },
  });
  useFocusFirstError(formik, formId, FIELD_ORDER);

  const { setFieldValue } = formik;
  const country = formik.values.country;
  useEffect(() => {
    // The area code follows the country until the person picks one (most phones are local).
    if (!areaCodeChosen.current) void setFieldValue('areaCode', country);
  }, [country, setFieldValue]);

  // The server's answer: to the first field it names, else to the message above the button.
  useEffect(() => {
    if (!failure) return;
    const first = REGISTER_FIELDS.find((field) => failure.fieldErrors[field]);
    if (first) focusField(formId, first);
    else alertRef.current?.focus();
  }, [failure, formId]);

  const pending = status === 'pending';
  const serverError = (field: RegisterField) => {
    const text = failure?.fieldErrors[field];
    return text ? { text } : null;
  };
  const edited = (field: RegisterField) => () => {
    if (failure?.fieldErrors[field]) dispatch(signInActions.registerFieldEdited(field));
  };
  const common = { formik, formId, maxLength: MAX_FIELD_LENGTH };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={formik.handleSubmit}
      aria-labelledby={labelledBy}
      aria-busy={pending}
    >
      <FormTextField
        {...common}
        name="name"
        labelId="auth.forms.name"
        autoComplete="name"
        required
        serverError={serverError('name')}
        onEdit={edited('name')}
      />
      <FormTextField
        {...common}
        name="companyName"
        labelId="auth.forms.companyName"
        hintId="auth.forms.optional"
        autoComplete="organization"
        serverError={serverError('companyName')}
        onEdit={edited('companyName')}
      />
      <FormTextField
        {...common}
        name="email"
        labelId="auth.forms.email"
        type="email"
        inputMode="email"
        autoComplete="email"
        required
        serverError={serverError('email')}
        onEdit={edited('email')}
      />
      <FormTextField
        {...common}
        name="country"
        labelId="auth.forms.country"
        hintId={countries.status === 'loading' ? 'auth.register.loadingCountries' : undefined}
        select
        required
        serverError={serverError('country')}
        onEdit={edited('country')}
      >
        <option value="">{intl.formatMessage({ id: 'auth.forms.chooseCountry' })}</option>
        {countries.countries.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </FormTextField>
      {countries.status === 'failed' && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={countries.retry}>
              <FormattedMessage id="common.retry" />
            </Button>
          }
        >
          <FormattedMessage id="auth.register.countriesFailed" />
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, 1fr) 2fr' },
          columnGap: 2,
        }}
      >
        <FormTextField
          {...common}
          name="areaCode"
          labelId="auth.forms.areaCode"
          select
          onEdit={() => {
            areaCodeChosen.current = true;
          }}
        >
          <option value="">{intl.formatMessage({ id: 'auth.forms.chooseAreaCode' })}</option>
          {countries.countries.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {intl.formatMessage(
                { id: 'auth.forms.areaCodeOption' },
                { code: option.phone_code, country: option.name },
              )}
            </option>
          ))}
        </FormTextField>
        <FormTextField
          {...common}
          name="phone"
          labelId="auth.forms.phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          required
          serverError={serverError('phone')}
          onEdit={edited('phone')}
        />
      </Box>
      <FormTextField
        {...common}
        name="password"
        labelId="auth.forms.password"
        hintId="auth.forms.passwordHint"
        type="password"
        autoComplete="new-password"
        required
        serverError={serverError('password')}
        onEdit={edited('password')}
      />
      <FormTextField
        {...common}
        name="confirmPassword"
        labelId="auth.forms.confirmPassword"
        type="password"
        autoComplete="new-password"
        required
        serverError={serverError('confirmPassword')}
        onEdit={edited('confirmPassword')}
      />
      {failure && (
        <Alert
          ref={alertRef}
          severity={failure.severity ?? 'error'}
          role="alert"
          tabIndex={-1}
          sx={{ mt: 2 }}
        >
          <UiText message={failure.message} />
        </Alert>
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 3 }}
        disabled={!formik.isValid || pending}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden="true" /> : undefined}
      >
        <FormattedMessage id="auth.register.submit" />
      </Button>
      {footer}
    </Box>
  );
}
