// The texts of the hosted accounts pages. The product speaks en-US and five Spanish locales (spec point 1);
// these pages are short enough that one neutral Spanish text serves every es-* locale, while the locale itself
// (es-AR, es-CL, ...) is kept and handed back to the site. Validation messages are spec point 5's, word for word
// in English.

export const LOCALES = ['en-US', 'es-MX', 'es-CO', 'es-AR', 'es-CL', 'es-ES'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-US';
/** Spec point 2 (Language): Spanish that is not one of ours maps to es-MX. */
const DEFAULT_SPANISH: Locale = 'es-MX';

export interface Texts {
  skipToForm: string;
  loginTitle: (brand: string) => string;
  loginIntro: string;
  signupTitle: (brand: string) => string;
  signupIntro: string;
  email: string;
  password: string;
  name: string;
  company: string;
  companyHint: string;
  country: string;
  chooseCountry: string;
  areaCode: string;
  chooseAreaCode: string;
  phone: string;
  confirmPassword: string;
  passwordHint: string;
  signIn: string;
  createAccount: string;
  noAccount: string;
  signUpLink: string;
  haveAccount: string;
  signInLink: string;
  language: string;
  errorSummary: string;
  required: string;
  minLength: (length: number) => string;
  maxLength: (length: number) => string;
  invalidEmail: string;
  passwordRule: string;
  passwordsDoNotMatch: string;
  unknownCountry: string;
  invalidCredentials: string;
  checkEmailTitle: string;
  checkEmailBody: (email: string) => string;
  tooManyAttempts: (minutes: number) => string;
  formExpired: string;
  badLinkTitle: string;
  badLinkBody: string;
  unavailable: string;
  unreadableForm: string;
}

const en: Texts = {
  skipToForm: 'Skip to the form',
  loginTitle: (brand) => `Sign in to ${brand}`,
  loginIntro: 'Enter your e-mail and password to continue.',
  signupTitle: (brand) => `Create your ${brand} account`,
  signupIntro: 'Tell us about you and your company. Every field is required unless marked optional.',
  email: 'Email',
  password: 'Password',
  name: 'Name',
  company: 'Company Name',
  companyHint: 'Optional',
  country: 'Country',
  chooseCountry: 'Choose your country',
  areaCode: 'Area code',
  chooseAreaCode: 'Code',
  phone: 'Phone Number',
  confirmPassword: 'Confirm Password',
  passwordHint:
    'At least eight letters and numbers, with an uppercase letter, a lowercase letter and a number.',
  signIn: 'Sign in',
  createAccount: 'Create account',
  noAccount: "Don't have an account?",
  signUpLink: 'Sign up',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  language: 'Language',
  errorSummary: 'Please correct the following:',
  required: 'This field is required',
  minLength: (length) => `Min character length is ${length}`,
  maxLength: (length) => `Max character length is ${length}`,
  invalidEmail: 'Please enter a valid email',
  passwordRule:
    'Password must have at least eight characters, one uppercase letter, one lowercase letter, one number.',
  passwordsDoNotMatch: 'Passwords do not match',
  unknownCountry: 'Choose a country from the list',
  invalidCredentials: 'Invalid username or password',
  checkEmailTitle: 'Check your e-mail',
  checkEmailBody: (email) =>
    `We could not sign you in with these details. We have sent a message to ${email} with what to do next.`,
  tooManyAttempts: (minutes) =>
    `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
  formExpired: 'This form has expired. Please try again.',
  badLinkTitle: 'This sign-in link cannot be used',
  badLinkBody:
    'The address to return to after signing in is missing or not allowed. Go back to the site you came from and sign in from there.',
  unavailable: 'We could not complete your request. Please try again in a moment.',
  unreadableForm: 'We could not read the form. Please fill it in and send it again.',
};

const es: Texts = {
  skipToForm: 'Ir al formulario',
  loginTitle: (brand) => `Inicia sesión en ${brand}`,
  loginIntro: 'Ingresa tu correo electrónico y tu contraseña para continuar.',
  signupTitle: (brand) => `Crea tu cuenta de ${brand}`,
  signupIntro:
    'Cuéntanos sobre ti y tu empresa. Todos los campos son obligatorios salvo los marcados como opcionales.',
  email: 'Correo electrónico',
  password: 'Contraseña',
  name: 'Nombre',
  company: 'Nombre de la empresa',
  companyHint: 'Opcional',
  country: 'País',
  chooseCountry: 'Elige tu país',
  areaCode: 'Código de área',
  chooseAreaCode: 'Código',
  phone: 'Número de teléfono',
  confirmPassword: 'Confirmar contraseña',
  passwordHint: 'Al menos ocho letras y números, con una mayúscula, una minúscula y un número.',
  signIn: 'Iniciar sesión',
  createAccount: 'Crear cuenta',
  noAccount: '¿No tienes una cuenta?',
  signUpLink: 'Regístrate',
  haveAccount: '¿Ya tienes una cuenta?',
  signInLink: 'Inicia sesión',
  language: 'Idioma',
  errorSummary: 'Corrige lo siguiente:',
  required: 'Este campo es obligatorio',
  minLength: (length) => `La longitud mínima es de ${length} caracteres`,
  maxLength: (length) => `La longitud máxima es de ${length} caracteres`,
  invalidEmail: 'Ingresa un correo electrónico válido',
  passwordRule:
    'La contraseña debe tener al menos ocho caracteres, una letra mayúscula, una letra minúscula y un número.',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  unknownCountry: 'Elige un país de la lista',
  invalidCredentials: 'Usuario o contraseña incorrectos',
  checkEmailTitle: 'Revisa tu correo electrónico',
  checkEmailBody: (email) =>
    `No pudimos iniciar tu sesión con estos datos. Enviamos un mensaje a ${email} con lo que debes hacer.`,
  tooManyAttempts: (minutes) =>
    `Demasiados intentos. Vuelve a intentarlo en ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`,
  formExpired: 'Este formulario expiró. Inténtalo de nuevo.',
  badLinkTitle: 'Este enlace de inicio de sesión no se puede usar',
  badLinkBody:
    'La dirección a la que volver después de iniciar sesión falta o no está permitida. Regresa al sitio del que vienes e inicia sesión desde ahí.',
  unavailable: 'No pudimos completar tu solicitud. Inténtalo de nuevo en un momento.',
  unreadableForm: 'No pudimos leer el formulario. Complétalo y envíalo de nuevo.',
};

export function textsFor(locale: Locale): Texts {
  return locale.startsWith('es') ? es : en;
}

function matchLocale(tag: string | undefined): Locale | null {
  const value = tag?.trim().toLowerCase();
  if (!value) return null;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === value);
  if (exact) return exact;
  if (value === 'es' || value.startsWith('es-') || value.startsWith('es_')) return DEFAULT_SPANISH;
  if (value === 'en' || value.startsWith('en-') || value.startsWith('en_')) return DEFAULT_LOCALE;
  return null;
}

/**
 * The page's locale: the `lang` the site sent, else the browser's first language, else en-US (spec point 2:
 * English maps to en-US, Spanish to es-MX, anything else to en-US).
 */
export function resolveLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0];
  return matchLocale(lang) ?? matchLocale(first) ?? DEFAULT_LOCALE;
}

/** The other language offered by the switcher: Spanish pages offer English and English pages Spanish. */
export function alternateLocale(locale: Locale): Locale {
  return locale.startsWith('es') ? DEFAULT_LOCALE : DEFAULT_SPANISH;
}
