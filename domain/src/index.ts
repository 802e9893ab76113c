export * from './enums';
export * from './limits';
export * from './case';
export * from './page-content';
export * from './site-setting';
export * from './first-issue';
export * from './lead';
export * from './account';
