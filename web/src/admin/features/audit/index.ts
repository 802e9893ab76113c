export { AuditTab } from './components/audit-tab';
