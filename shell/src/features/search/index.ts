export { NavigationSearch } from './NavigationSearch';
