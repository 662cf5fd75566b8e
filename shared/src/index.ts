// The public surface of @estiba/shared. Packages import from here only.
export * from './auth/access';
export * from './bus/events';
export * from './bus/bus';
export * from './config/appConfig';
export * from './i18n/locales';
export * from './routing/types';
export * from './session/types';
export * from './session/session.slice';
export * from './store/store';
