// The dashboard's month-charges widget (loaded lazily by the route module's widgets).
export { MonthChargesWidget as default, MonthChargesWidget } from './MonthChargesWidget';
export { monthChargesMessages } from './messages';
