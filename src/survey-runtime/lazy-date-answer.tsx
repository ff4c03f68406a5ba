// The date answer in a chunk of its own: dates are rare on survey pages, and their widgets (split
// boxes, dropdowns of days, months and years, format parsing) would otherwise ride in every
// respondent's first download. The chunk loads on the first page that draws a date.
//
// A render that must be complete at once (the server's renderToString) is handed the widget
// (`provideDateAnswer`, bundled with it) or loads it first (`loadDateAnswer`): it then draws
// synchronously, the same markup as any widget. In the browser
// the widget sits in its own Suspense boundary: hydrating a server-drawn date before the chunk
// has arrived keeps the server's markup in place and hydrates it when the chunk comes (the rest
// of the page is live at once); a page drawn in the browser (the preview, a date an answer
// reveals) shows a plain "Loading" line for that moment.
import { Suspense, use } from 'react';
import type { ComponentType } from 'react';
import type { DateAnswerProps } from '../widgets/answer/date-answer';

let loaded: ComponentType<DateAnswerProps> | null = null;
let loading: Promise<ComponentType<DateAnswerProps>> | null = null;

/** Loads the date widget once; after it resolves every date draws synchronously. */
export function loadDateAnswer(): Promise<ComponentType<DateAnswerProps>> {
  loading ??= import('../widgets/answer/date-answer').then((module) => {
    loaded = module.DateAnswer;
    return module.DateAnswer;
  });
  return loading;
}

/** For a renderer that bundles the widget itself (the server's): every date draws at once. */
export function provideDateAnswer(widget: ComponentType<DateAnswerProps>): void {
  loaded = widget;
  loading = Promise.resolve(widget);
}

function DateWidget(props: DateAnswerProps) {
  const Widget = loaded ?? use(loadDateAnswer());
  // Not created here: it is the module's DateAnswer, the same function on every render.
  // eslint-disable-next-line react-hooks/static-components
  return <Widget {...props} />;
}

export function LazyDateAnswer(props: DateAnswerProps) {
  return (
    <Suspense fallback={<p className="field__hint" role="status">Loading the date field…</p>}>
      <DateWidget {...props} />
    </Suspense>
  );
}
