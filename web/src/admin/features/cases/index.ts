export { CasesTab } from './components/cases-tab';
export { CaseEditorScreen, type RenderCasePreview } from './components/case-editor';
