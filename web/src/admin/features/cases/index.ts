export { CasesTab } from './components/cases-tab';
