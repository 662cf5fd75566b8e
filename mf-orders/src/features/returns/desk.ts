// The warehouse's returns to receive (loaded lazily by the route module).
export { ReturnsDeskPage as default, ReturnsDeskPage } from './ReturnsDeskPage';
