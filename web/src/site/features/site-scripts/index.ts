export { runGrantedSnippets } from './lib/run-snippets';
