export { SiteScripts } from './components/site-scripts';
