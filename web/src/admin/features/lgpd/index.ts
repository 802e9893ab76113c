export { LgpdTab } from './components/lgpd-tab';
