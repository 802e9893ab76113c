export { BlogTab } from './components/blog-tab';
