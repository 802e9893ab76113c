/** The first screen's islands as one minified classic script (scripts/inline-islands.ts). */
declare module 'virtual:inline-islands' {
  const script: string;
  export default script;
}
