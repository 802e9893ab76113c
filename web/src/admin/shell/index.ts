export { DashboardShell } from './dashboard-shell';
export { ScreenGuard } from './screen-guard';
export { screenById, screenPath, screensFor, type DashboardScreen, type ScreenId } from './screens';
export { ScreenBreadcrumbs, type Crumb } from './screen-breadcrumbs';
export { screenMeta } from './screen-title';
