// What the browser needs to keep a page live (issue 14 A, hydration): every component that can
// show on the page. The rule is schema's (walk.ts), shared with the browser's offline walk.
export { pageComponents } from '../../schema';
