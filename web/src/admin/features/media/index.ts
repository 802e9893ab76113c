export { MediaTab } from './components/media-tab';
