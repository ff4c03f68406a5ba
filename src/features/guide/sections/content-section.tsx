// Style guide: navigation and content widgets (tabs, pill tabs, slideshow, help panel, rich text
// and its viewer, code editor, bar chart, data table, image uploader), live, in their states.
import { useState, type CSSProperties } from 'react';
import { BarChart } from '../../../widgets/chart';
import { CodeEditor } from '../../../widgets/code';
import { Button } from '../../../widgets/feedback';
import { HelpPanel, PillTabs, Slideshow, Tabs, type HelpArticle, type Slide } from '../../../widgets/navigation';
import { RichTextEditor, RichTextViewer, type DynamicTextSource } from '../../../widgets/rich-text';
import { DataTable, type TableColumn } from '../../../widgets/table';
import { ImageUploaderDemos } from './image-uploader-demos';
import { Demo, Case } from './specimen';

const grid: CSSProperties = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(320px, 100%), 1fr))', gap: 'var(--space-5)', alignItems: 'start' };
const stage: CSSProperties = { position: 'relative', height: 420, overflow: 'hidden', padding: 'var(--space-4)', border: '1px solid var(--color-border)', borderRadius: 'var(--radius-md)' };

const art = (colour: string, text: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120"><rect width="240" height="120" rx="12" fill="${colour}"/><text x="120" y="68" font-size="24" text-anchor="middle" fill="#fff" font-family="sans-serif">${text}</text></svg>`)}`;

const SLIDES: Slide[] = [
  { img: art('#5270ff', 'Design'), imgWidth: 240, imgHeight: 120, title: 'Design', message: 'Build questions, grids and quotas.' },
  { img: art('#2f9e44', 'Route'), imgWidth: 240, imgHeight: 120, title: 'Route', message: 'Send respondents where they belong.' },
  { img: art('#d6336c', 'Launch'), imgWidth: 240, imgHeight: 120, title: 'Launch', message: 'Publish and field by e-mail or intercept.' },
];

const ARTICLES: HelpArticle[] = [
  { id: 'getting-started', title: 'Getting started', subtitle: 'Your first survey', detail: '<p>Create a survey from the <b>Surveys</b> page.</p>', icon: 'rocket', tag: 'Basics', routes: ['dashboard'] },
  { id: 'style-guide', title: 'Using the style guide', subtitle: 'Widgets in every state', detail: '<p>Every widget, live.</p>', icon: 'palette', tag: 'Admin', routes: ['guide'] },
  { id: 'routing', title: 'Routing', subtitle: 'Pages and conditions', detail: '<p>Conditions run <em>top to bottom</em>.</p>', icon: 'route', tag: 'Designer', routes: ['survey-designer-routing'] },
];

const SOURCES: DynamicTextSource[] = [
  { type: 'question', id: 'q1', name: 'Q1', answerType: 'single' },
  { type: 'question', id: 'q2', name: 'Q2', answerType: 'open_text' },
  { type: 'answer_group', id: 'q3.ag1', name: 'AG1', answerType: 'multi' },
  { type: 'quota', id: 'quota1', name: 'QUOTA1' },
  { type: 'quota_group', id: 'quota1.g1' },
];

const RICH_HTML =
  '<p style="text-align: center;"><strong>Welcome</strong> back, <span dt-id="q2" dt-type="question" dt-value="label"></span>!</p>' +
  '<ul><li><p>Your answer: <span dt-id="q1" dt-type="question" dt-value="code"></span></p></li><li><p><mark data-highlight="yellow">Highlighted</mark> and <span style="color: #d6336c">coloured</span></p></li></ul>' +
  '<p>Contact: <span dt-id="field" dt-type="field" dt-value=""></span>, missing item: <span dt-id="gone" dt-type="quota" dt-value="name"></span></p>';

interface Respondent {
  id: number;
  status: string;
  comment: string;
  enable?: boolean;
}
const COLUMNS: TableColumn<Respondent>[] = [
  { label: 'ID', value: 'id', sort: true, width: 80 },
  { label: 'Status', value: 'status', sort: true, width: 140 },
  { label: 'Comment', value: 'comment' },
  { label: 'Internal', value: () => 'hidden', enable: false },
];
const STATUSES = ['complete', 'incomplete', 'screened', 'quota_full'];
const respondents = (count: number): Respondent[] =>
  Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    status: STATUSES[i % STATUSES.length] ?? 'complete',
    comment: i % 3 === 0 ? `A long comment from respondent ${i + 1} that goes well past fifty characters | with a pipe` : `Short note ${i + 1}`,
    enable: i !== 2,
  }));

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const SERIES = [
  { name: 'Complete', data: [12, 19, 8, 22, 15, 4, 6] },
  { name: 'Incomplete', data: [5, 7, 3, 6, 9, 2, 1] },
  { name: 'Screened', data: [2, 4, 1, 3, 2, 0, 1] },
  { name: 'Quota Full', data: [0, 1, 0, 2, 1, 0, 0] },
];

function HelpPanelDemo() {
  const [open, setOpen] = useState(false);
  return (
    <div style={stage}>
      <Button onClick={() => setOpen(true)}>Open help</Button>
      <HelpPanel articles={ARTICLES} currentRouteName="guide" open={open} onOpenChange={setOpen} />
    </div>
  );
}

function RichTextDemos() {
  const [basic, setBasic] = useState('<p>Thinking of <span dt-id="q1" dt-type="question" dt-value="label"></span>, how likely…</p>');
  const [empty, setEmpty] = useState('');
  const [full, setFull] = useState(RICH_HTML);
  const [code, setCode] = useState('<p>Edit my <em>HTML</em> in the code editor.</p>');
  return (
    <div style={grid}>
      <Case label="Basic mode (one line, Enter blocked, paste stripped)">
        <RichTextEditor mode="basic" label="Answer label" value={basic} onChange={setBasic} dynamicTextSources={SOURCES} />
      </Case>
      <Case label="Basic mode, empty, with placeholder">
        <RichTextEditor mode="basic" label="Instruction text" value={empty} onChange={setEmpty} placeholder="Type an instruction" />
      </Case>
      <Case label="Full mode (HTML view in a textarea)">
        <RichTextEditor label="Question text" value={full} onChange={setFull} dynamicTextSources={SOURCES} />
      </Case>
      <Case label="Full mode (HTML view in the code editor)">
        <RichTextEditor label="Exit text" value={code} onChange={setCode} htmlEditor="code" />
      </Case>
      <Case label="Read-only editor">
        <RichTextEditor label="Locked text" value={RICH_HTML} onChange={() => {}} readOnly dynamicTextSources={SOURCES} />
      </Case>
      <Case label="Viewer (sanitised, chips)">
        <RichTextViewer html={full} dynamicTextSources={SOURCES} />
      </Case>
    </div>
  );
}

function CodeEditorDemos() {
  const [html, setHtml] = useState('<main>\n  <h1>Thank you</h1>\n</main>');
  const [css, setCss] = useState('.survey {\n  color: #0e1318;\n}');
  return (
    <div style={grid}>
      <Case label="HTML, light">
        <CodeEditor language="html" label="Custom HTML" value={html} onChange={setHtml} />
      </Case>
      <Case label="CSS, dark">
        <CodeEditor language="css" label="Custom CSS" theme="dark" value={css} onChange={setCss} />
      </Case>
      <Case label="JavaScript, read-only">
        <CodeEditor language="javascript" label="Data punch script" readOnly value={'export function punch(answers) {\n  return answers.q1 ?? null;\n}'} />
      </Case>
    </div>
  );
}

export function ContentSection() {
  const tabs = [
    { value: 'edit', label: 'Edit', content: <p>The question editor.</p> },
    { value: 'preview', label: 'Preview', content: <p>The respondent view.</p> },
    { value: 'code', label: 'Code', content: <p>Unavailable.</p>, disabled: true },
  ];
  return (
    <section className="guide-section" aria-labelledby="guide-content-title">
      <h2 id="guide-content-title">Navigation and content</h2>
      <Demo title="Tabs and pill tabs">
        <div style={grid}>
          <Tabs label="Designer view" tabs={tabs} />
          <PillTabs label="Preview mode" tabs={tabs} defaultValue="preview" />
        </div>
      </Demo>
      <Demo title="Slideshow">
        <div style={{ maxWidth: 420 }}>
          <Slideshow slides={SLIDES} label="What's in Fieldwork" />
        </div>
      </Demo>
      <Demo title="Help panel">
        <HelpPanelDemo />
      </Demo>
      <Demo title="Rich text">
        <RichTextDemos />
      </Demo>
      <Demo title="Code editor">
        <CodeEditorDemos />
      </Demo>
      <Demo title="Bar chart">
        <div style={grid}>
          <Case label="With data">
            <BarChart title="Responses by day" categories={DAYS} series={SERIES} height={280} />
          </Case>
          <Case label="Empty">
            <BarChart title="Responses by day" categories={DAYS} series={[]} height={160} />
          </Case>
          <Case label="Empty, custom message">
            <BarChart title="Responses by day" categories={DAYS} series={[]} height={160} emptyMessage="No responses in the last 7 days" />
          </Case>
          <Case label="Loading">
            <BarChart title="Responses by day" categories={DAYS} series={undefined} height={160} />
          </Case>
        </div>
      </Demo>
      <Demo title="Data table">
        <Case label="137 rows, paginated, sortable, exportable (row 3 disabled)">
          <DataTable caption="Respondents" columns={COLUMNS} rows={respondents(137)} exportName="respondents" />
        </Case>
        <Case label="5 rows: no pagination">
          <DataTable caption="Recent respondents" columns={COLUMNS} rows={respondents(6)} exportable={false} />
        </Case>
        <Case label="250 rows on one page: virtualised">
          <DataTable caption="All respondents" columns={COLUMNS} rows={respondents(250)} paginate={false} />
        </Case>
        <Case label="Empty">
          <DataTable caption="Contacts" columns={COLUMNS} rows={[]} />
        </Case>
      </Demo>
      <Demo title="Image uploader">
        <ImageUploaderDemos />
      </Demo>
    </section>
  );
}
