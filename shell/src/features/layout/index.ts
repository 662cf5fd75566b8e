export { LandingLayout } from './landing/LandingLayout';
export { AppLayout } from './app-layout/AppLayout';
export { useToolbarTitle, firstPathSegment } from './app-layout/useToolbarTitle';
