// The respondent page's client entry. This slice ships no script (the page is a plain form); the
// entry exists so the client build emits the page's stylesheet, which the server links through
// the build's manifest. Hydration comes here next.
import '../styles/tokens.css';
import '../widgets/form/form.css';
import '../widgets/answer/answer.css';
import '../widgets/rich-text/rich-text.css';
import '../survey-runtime/survey-page.css';
import './respondent.css';
