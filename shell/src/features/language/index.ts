export { LanguagePicker } from './LanguagePicker';
export { Flag, type FlagCountry } from './Flag';
