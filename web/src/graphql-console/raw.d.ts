// Vite's `?raw` import: the file's text (the console bundles schema.graphql).
declare module '*.graphql?raw' {
  const text: string;
  export default text;
}
