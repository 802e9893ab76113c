export { SiteSettingsTab } from './components/site-settings-tab';
