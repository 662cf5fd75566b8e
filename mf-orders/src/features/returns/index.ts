// The merchant's returns list (loaded lazily by the route module); the other return screens have their own entries.
export { ReturnsListPage as default, ReturnsListPage } from './ReturnsListPage';
export { returnsMessages } from './messages';
