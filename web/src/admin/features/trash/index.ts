export { TrashTab } from './components/trash-tab';
