export { DashboardPage } from './DashboardPage';
export { composeWidgets, dashboardAudience } from './composeWidgets';
