// jsdom ships no types and the project has no @types/jsdom; the server-render test uses it as a
// server-side DOM (for DOMPurify and to read the rendered form back), through this much of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
