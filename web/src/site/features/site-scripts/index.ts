export { runGrantedSnippets } from './lib/run-snippets';
export { runGrantedPageTags } from './lib/run-page-tags';
