export { PageContentTab } from './components/page-content-tab';
