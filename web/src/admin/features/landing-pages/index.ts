// The dashboard's 'Landing pages' (issue 31): the list and the full-page editor of campaign pages.
export { LandingPagesTab } from './components/landing-pages-tab';
