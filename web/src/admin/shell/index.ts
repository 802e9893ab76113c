export { DashboardHeader } from './components/dashboard-header';
export { DashboardTabs, type DashboardTab, type DashboardViewer } from './components/dashboard-tabs';
