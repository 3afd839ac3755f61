// Served by the startTexts plugin of vite.config.ts: the start namespaces and the domain's messages of one language.
declare module 'virtual:start-texts/*' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
