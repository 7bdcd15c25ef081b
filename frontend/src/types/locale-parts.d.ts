// A language's strings in two parts, the first screens' and the rest (scripts/locale-parts.ts).
declare module 'virtual:locale/*' {
  const strings: object;
  export default strings;
}
