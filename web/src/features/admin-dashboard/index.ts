export { DashboardHeader } from './components/dashboard-header';
export { DashboardTabs, type DashboardTab } from './components/dashboard-tabs';
