// The articles of the in-app help panel (spec §1, §2). The panel recommends articles whose
// `routes` include the current route name and opens one in a separate tab at /help?<id>.
// `detail` is trusted HTML shown by the read-only rich-text viewer, so it keeps to a small tag set
// (p, ul, ol, li, h3, strong) that the test enforces. Describe only what the spec says the
// product does: anything planned belongs in the "Coming soon" article.

/** Help topics are keyed by screen (spec §2); `as const` keeps this tuple the one source of values. */
export const helpTopics = [
  'surveys',
  'survey-designer-overview',
  'survey-designer-edit',
  'survey-designer-routing',
  'survey-designer-settings',
  'survey-designer-launch',
  'survey-designer-data',
  'settings',
  'login',
  'dashboard',
  'maintenance',
] as const;
export type HelpTopic = (typeof helpTopics)[number];

export interface HelpArticleSeed {
  /** Kebab-case and stable: it is the query of the /help link, so renaming breaks shared links. */
  readonly id: string;
  readonly title: string;
  /** One line shown under the title in the panel's list view. */
  readonly subtitle: string;
  /** HTML body: p, ul, ol, li, h3 and strong only. */
  readonly detail: string;
  /** Icon name from the app's icon set: book, rocket, list, edit, route, settings, send, chart, lock, tools, user, home. */
  readonly icon: string;
  readonly tag: HelpTopic;
  /** Route names (spec §2) on which the panel recommends this article. */
  readonly routes: readonly string[];
}

export const helpArticles: readonly HelpArticleSeed[] = [
  // ── Surveys list ──────────────────────────────────────────────────────────
  {
    id: 'surveys-create-a-survey',
    title: 'Create a survey',
    subtitle: 'Start a new survey from the surveys list or the dashboard',
    icon: 'rocket',
    tag: 'surveys',
    routes: ['surveys', 'dashboard'],
    detail: `
<p>Every survey in Fieldwork starts life as a <strong>draft</strong>. You can build, preview and check it as much as you like before anyone sees it.</p>
<h3>Start a new survey</h3>
<ol>
<li>Open <strong>Surveys</strong> from the left menu.</li>
<li>Select the <strong>New Survey</strong> button (the plus) at the top right of the list. You can also use the <strong>Survey</strong> shortcut on the dashboard.</li>
<li>Give your survey a title. The survey's name is copied from the title, so choose something you and your colleagues will recognise in the list. A description is optional.</li>
<li>Open the survey to go to its <strong>Overview</strong> tab, then move on to <strong>Edit</strong> to add your first questions.</li>
</ol>
<h3>What a new survey looks like</h3>
<ul>
<li>Its status is <strong>draft</strong>. It moves to <strong>test</strong> when you publish your first version and to <strong>live</strong> when you make a version active.</li>
<li>Its default language is English. You can change the default language and add more languages under <strong>Settings</strong>, then <strong>Translations</strong>.</li>
<li>It uses the default theme until you choose your own colours under <strong>Settings</strong>, then <strong>Theme</strong>.</li>
</ul>
<h3>Good to know</h3>
<ul>
<li>A brand-new account comes with a <strong>demo survey</strong>. Open it to see how groups, questions, routing and exit blocks fit together before you build your own.</li>
<li>A survey can hold up to <strong>100 questions</strong>, so very long questionnaires may need to be split.</li>
<li>You can duplicate an existing survey instead of starting from scratch, which is handy for waves of a tracker.</li>
</ul>
`,
  },
  {
    id: 'surveys-manage-your-surveys',
    title: 'Find and manage your surveys',
    subtitle: 'Statuses, paging and who can see what',
    icon: 'list',
    tag: 'surveys',
    routes: ['surveys'],
    detail: `
<p>The <strong>Surveys</strong> page lists the surveys you have access to. For now each user sees only their own surveys; sharing surveys with colleagues is planned.</p>
<h3>Reading the list</h3>
<ul>
<li>The <strong>status beacon</strong> beside each survey shows its deployment status in capitals: <strong>DRAFT</strong>, <strong>TEST</strong> or <strong>LIVE</strong> (and <strong>CLOSED</strong> for a survey that has been closed).</li>
<li>Dates are shown as DD/MM/YYYY.</li>
<li>Long text is shortened after 50 characters, so put the most telling words at the start of a title.</li>
</ul>
<h3>Paging through surveys</h3>
<ul>
<li>Choose how many rows to show with <strong>Items per page</strong>: 5, 10, 20, 50 or 100. The default is 10.</li>
<li>Page buttons appear once there are more than five items. At most seven page buttons are shown, centred on the page you are on.</li>
<li>Draft and test surveys are capped at 50 rows, except for enterprise organisations, which have no cap.</li>
</ul>
<h3>Everyday tasks</h3>
<ol>
<li>To open a survey, select it in the list. The designer opens on its <strong>Overview</strong> tab.</li>
<li>To reuse a survey, duplicate it. The copy is a separate survey that you can change freely.</li>
<li>To remove a survey you no longer need, delete it. Export any data you want to keep first.</li>
</ol>
<h3>Access levels</h3>
<p>Your access to a survey is <strong>read</strong>, <strong>write</strong> or <strong>owner</strong>. With read access the designer opens, but editing is switched off. Owners and users with write access can edit.</p>
`,
  },

  // ── Designer: overview ────────────────────────────────────────────────────
  {
    id: 'survey-designer-overview-getting-around',
    title: 'Getting around the survey designer',
    subtitle: 'The six designer tabs and what each is for',
    icon: 'book',
    tag: 'survey-designer-overview',
    routes: ['survey-designer-overview', 'surveys'],
    detail: `
<p>When you open a survey you land on its <strong>Overview</strong>. From there the tabs along the top take you through the life of the survey, roughly from left to right.</p>
<h3>The designer tabs</h3>
<ul>
<li><strong>Overview</strong>: the starting point for the survey.</li>
<li><strong>Edit</strong>: the question editor, where you add groups, grids, questions, answers, exit blocks and quotas. Selecting the survey ID also takes you here.</li>
<li><strong>Routing</strong>: the order respondents see pages in and the conditions that send them down different paths.</li>
<li><strong>Settings</strong>: details, theme, translations and permissions.</li>
<li><strong>Launch</strong>: publish a version, then send the survey by e-mail or show it on a website with an intercept.</li>
<li><strong>Data</strong>: respondent data, quotas and contacts.</li>
</ul>
<h3>Why some tabs are greyed out</h3>
<p>Some pages only become available once the survey's status has moved on from draft, and some need a feature your organisation has switched on (for example e-mail or intercept launches). Unavailable items are greyed out.</p>
<h3>Saving your work</h3>
<ul>
<li>Any change to the survey, its components, routing or launch settings marks the survey as having <strong>unsaved changes</strong>.</li>
<li>Every change is saved as you make it: it is kept in your browser at once (so closing the tab or losing the connection loses nothing) and sent to Fieldwork in the background. The header says <strong>All changes saved</strong>, <strong>Saving…</strong>, or <strong>Offline</strong> with the number of changes waiting.</li>
<li>If the server refuses a change you'll see the reason in the header; your other changes keep saving. Undo and Redo (Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z) step through your own changes.</li>
</ul>
<h3>Read-only surveys</h3>
<p>If you have read access only, you can look around every tab but editing is switched off. Ask the survey's owner for write access.</p>
`,
  },
  {
    id: 'survey-designer-overview-status',
    title: 'Survey status: draft, test and live',
    subtitle: 'How a survey moves from draft to live',
    icon: 'rocket',
    tag: 'survey-designer-overview',
    routes: ['survey-designer-overview', 'survey-designer-launch', 'surveys'],
    detail: `
<p>Every survey has a deployment status, shown by the status beacon in capitals. The status tells you, and anyone else looking at the survey, how far it has got.</p>
<h3>The three stages</h3>
<ol>
<li><strong>Draft</strong>: every new survey starts here. Build and rearrange freely; nothing is public yet.</li>
<li><strong>Test</strong>: publishing a version while the survey is in draft moves it to test. Use this stage to try the published survey yourself and check the data it produces.</li>
<li><strong>Live</strong>: publishing a version and setting it as active makes the survey live. Choosing an active version later also moves a survey to live if it isn't already.</li>
</ol>
<p>The beacon can also show <strong>CLOSED</strong> for a survey that is no longer collecting responses.</p>
<h3>Versions</h3>
<ul>
<li>Each time you publish you create a new numbered <strong>version</strong>. Your draft keeps changing, but a published version stays as it was.</li>
<li>Only one version is <strong>active</strong> at a time. That is the version respondents get.</li>
<li>You publish and choose the active version on the <strong>Launch</strong> tab.</li>
</ul>
<h3>What can stop you publishing</h3>
<p>Fieldwork checks your survey as you work. Findings are labelled <strong>critical</strong>, <strong>standard</strong> or <strong>warning</strong>. Publishing is blocked while there are critical findings, for example a survey with no questions, two questions with the same name, or no complete or closed exit block. Saving a draft is never blocked, so you can stop half-way and come back later.</p>
`,
  },

  // ── Designer: edit ────────────────────────────────────────────────────────
  {
    id: 'survey-designer-edit-build-questions',
    title: 'Build your questionnaire',
    subtitle: 'Groups, grids, questions and how they are named',
    icon: 'edit',
    tag: 'survey-designer-edit',
    routes: ['survey-designer-edit'],
    detail: `
<p>The <strong>Edit</strong> tab is the question editor. Your survey is a tree: groups and grids hold questions, questions hold answer groups, and answer groups hold answers.</p>
<h3>Add a question</h3>
<ol>
<li>Add a <strong>group</strong> to keep related questions together, or add a question directly.</li>
<li>Choose the question kind: <strong>info</strong> (the default, text with no answers), <strong>single</strong>, <strong>multi</strong>, <strong>open text</strong>, <strong>numeric</strong>, <strong>grid</strong>, <strong>group</strong>, <strong>mixed</strong>, <strong>data collector</strong> or <strong>data processor</strong>.</li>
<li>Type the question text and any instruction text. Use the settings cog on a question or an answer to change its options; the settings panel can be pinned open.</li>
<li>Switch between <strong>edit</strong> and <strong>preview</strong> to see the question as a respondent would. Preview sizes are desktop, tablet, mobile and responsive (which starts at 420 by 600).</li>
</ol>
<h3>Names are generated for you</h3>
<p>Each new item gets a prefix and the next free number: <strong>GP</strong> for groups, <strong>GD</strong> for grids, <strong>Q</strong> for questions, <strong>DP</strong> for data processors, <strong>AG</strong> for answer groups, <strong>A</strong> for answers, <strong>EB</strong> for exit blocks and <strong>QUOTA</strong> for quotas. Questions in a grid are named after the grid, then an underscore and a number. Question names must be unique.</p>
<h3>Limits</h3>
<ul>
<li>100 questions per survey.</li>
<li>20 questions per grid.</li>
<li>10 answer groups per question.</li>
<li>50 answers per answer group.</li>
</ul>
<h3>Handy details</h3>
<ul>
<li>Questions are <strong>required</strong> by default. You can switch this off, add a required condition, or write your own error message.</li>
<li>A <strong>visibility condition</strong> shows an item only to the respondents it applies to.</li>
<li>The text editor has a rich-text view and a code (HTML) view.</li>
<li>Deleted items are hidden from the tree and skipped by the checks. Use the deleted-items toggle to show them again.</li>
</ul>
`,
  },
  {
    id: 'survey-designer-edit-answers',
    title: 'Answer groups and answers',
    subtitle: 'Answer types, displays, codes and special options',
    icon: 'list',
    tag: 'survey-designer-edit',
    routes: ['survey-designer-edit'],
    detail: `
<p>Answers always sit in an <strong>answer group</strong>. A question can have up to 10 answer groups, and each answer group up to 50 answers.</p>
<h3>Answer group types</h3>
<ul>
<li><strong>Single</strong>: one answer, shown as radio buttons, buttons, a dropdown or a rating (stars, thumbs-up or smiley faces).</li>
<li><strong>Multi</strong>: several answers, shown as checkboxes or buttons, with an optional minimum and maximum number of choices.</li>
<li><strong>Numeric</strong>: a number in a text box, range slider or dropdown, with optional minimum, maximum and decimal places (0 by default).</li>
<li><strong>Open text</strong>: free text with optional minimum and maximum length and a character counter.</li>
<li><strong>Date</strong>: a date picker, date field, text box or dropdowns, in DD-MM-YYYY, MM-DD-YYYY or YYYY-MM-DD format.</li>
</ul>
<h3>Add answers quickly</h3>
<ol>
<li>Add an answer and type its label. Each new answer gets the first free numeric <strong>code</strong>, so codes stay unique within the answer group.</li>
<li>To add many at once, paste a list: multi-line or tab-separated text pasted into a grid is split into rows.</li>
<li>Choose the answer order: as displayed (the default), alphabetical, randomise or rotate. Fix the position of an answer such as "None of these" so it stays put when others move.</li>
</ol>
<h3>Special answers</h3>
<ul>
<li><strong>Exclusive</strong> (multi only): choosing it clears every other choice.</li>
<li><strong>Other</strong>: adds a free-text box that can only be typed in while the answer is selected. You can make the text required and set its own error message.</li>
<li><strong>Button colours</strong>: for button displays you can set six-digit hex colours for the normal, hover and active states.</li>
</ul>
<h3>Checks to watch for</h3>
<p>A question with no answer groups or answers, or a grid with no questions, is flagged. An answer with no label text is a warning.</p>
`,
  },
  {
    id: 'survey-designer-edit-exits-and-checks',
    title: 'Exit blocks, dynamic text and survey checks',
    subtitle: 'End the survey properly and fix what the checks find',
    icon: 'tools',
    tag: 'survey-designer-edit',
    routes: ['survey-designer-edit', 'survey-designer-routing', 'survey-designer-launch'],
    detail: `
<h3>Exit blocks</h3>
<p>An <strong>exit block</strong> (named EB1, EB2 and so on) ends the survey and shows the respondent a closing message. Each exit block has a terminate status: <strong>complete</strong>, <strong>screened</strong>, <strong>quota full</strong> or <strong>closed</strong>. That status is what the respondent's record shows on the Data tab. Every survey needs at least one complete and one closed exit block.</p>
<h3>Dynamic text</h3>
<p>Rich text can include <strong>dynamic text</strong> that is filled in for each respondent: an earlier answer (its code, label or name), a quota or quota group, the respondent ID, the date, or a contact field. Use <strong>conditional text</strong> to show a passage only when its visibility condition is met.</p>
<h3>Survey checks</h3>
<p>Fieldwork checks the survey as you edit. Each finding has a severity:</p>
<ul>
<li><strong>Critical</strong>: no questions; duplicate question names; no complete exit block; no closed exit block; invalid conditions on groups, grids, questions, answer groups or answers. <strong>Critical findings block publishing.</strong></li>
<li><strong>Standard</strong>: items with an invalid parent; grids with no questions, answer groups or answers; questions with no answer groups or answers.</li>
<li><strong>Warning</strong>: answer groups or answers with no parent; missing question, answer or exit block text; missing translations.</li>
</ul>
<h3>Working through findings</h3>
<ol>
<li>Fix critical findings first, as they stop you publishing.</li>
<li>Then look at standard findings, which usually mean something is incomplete.</li>
<li>Warnings won't stop you, but read them before you go live, especially missing translations.</li>
</ol>
<p>Saving a draft is never blocked by findings, so you can save half-finished work at any time.</p>
`,
  },

  // ── Designer: routing ─────────────────────────────────────────────────────
  {
    id: 'survey-designer-routing-pages-and-flow',
    title: 'Plan the route through your survey',
    subtitle: 'Pages, routing groups and the routing checks',
    icon: 'route',
    tag: 'survey-designer-routing',
    routes: ['survey-designer-routing'],
    detail: `
<p>The <strong>Routing</strong> tab decides what respondents see and in what order. Build the route as a list in <strong>Routing questions</strong>; <strong>Routing flow</strong> draws it as a picture.</p>
<h3>Building blocks</h3>
<ul>
<li><strong>Pages</strong> hold questions, exit blocks and quotas. Respondents see one page at a time.</li>
<li>In its settings a page can <strong>check quotas</strong> or <strong>end the survey</strong> with a terminate status.</li>
<li><strong>Routing groups</strong> branch the route. A new group starts with two branches. Branches are tried from top to bottom: the first whose condition holds wins.</li>
<li>Any item on a page can also have a visibility condition of its own.</li>
</ul>
<h3>Set up a simple route</h3>
<ol>
<li>Select <strong>Add page</strong>, then the page's <strong>Add question</strong> button; the list marks what is <strong>not on a page</strong>. <strong>Add all unplaced questions as new pages</strong> gives each of them a page.</li>
<li>Where the path splits, <strong>Add routing group</strong> and write each branch's condition in its settings.</li>
<li>Make sure every path ends in an exit block.</li>
</ol>
<p><strong>New questions and exits go</strong> decides where what you add on the Edit tab lands: the last page, a page of its own, or nowhere if you route by hand.</p>
<h3>Moving things</h3>
<p>Drag a row onto another, or press <strong>Alt</strong> with the arrow keys; <strong>?</strong> lists every key. Undo brings back anything deleted. <strong>Preview from here</strong> steps through the route from a page.</p>
<h3>Routing checks</h3>
<ul>
<li><strong>Critical</strong>: no pages, questions or exit blocks; an invalid item; a condition using an invalid question.</li>
<li><strong>Standard</strong>: an empty page; a condition with no expression.</li>
<li><strong>Warning</strong>: an unreachable page or group; an empty branch or group; questions or quotas on no page.</li>
</ul>
<p>Each finding shows as a badge on the row it concerns, and the checks panel takes you to it. As with the Edit tab, critical findings block publishing, while saving is always allowed.</p>
`,
  },
  {
    id: 'survey-designer-routing-conditions',
    title: 'Write conditions with the condition builder',
    subtitle: 'AND, OR, is/not and the functions for each question type',
    icon: 'route',
    tag: 'survey-designer-routing',
    routes: ['survey-designer-routing', 'survey-designer-edit'],
    detail: `
<p>The condition builder is used for routing and for visibility conditions. It opens in a modal or a side panel.</p>
<h3>Anatomy of a condition</h3>
<p>Each condition reads like a sentence: <strong>question</strong>, <strong>is</strong> or <strong>not</strong>, a <strong>function</strong>, then the <strong>answers</strong>. For example: Q3 is answered, or Q5 not equalTo A2.</p>
<ul>
<li>In the answers, <strong>+ means AND</strong>: A1 + A2 needs both.</li>
<li>A <strong>comma means OR</strong>: A1, A2 needs either.</li>
<li><strong>Not</strong> turns the whole condition round.</li>
</ul>
<h3>Functions by question type</h3>
<ul>
<li><strong>answered</strong>: every question type.</li>
<li><strong>equalTo</strong>: numeric, open text and multi.</li>
<li><strong>greaterThan</strong>, <strong>greaterThanOrEqualTo</strong>, <strong>lessThan</strong>, <strong>lessThanOrEqualTo</strong> and <strong>between</strong>: numeric and single.</li>
<li><strong>answerCount</strong>: multi.</li>
<li><strong>characterCount</strong> and <strong>contains</strong>: open text.</li>
<li><strong>quotaFull</strong>: quota definitions.</li>
</ul>
<h3>Combine conditions</h3>
<ol>
<li>Add conditions and join them with <strong>AND</strong> or <strong>OR</strong>.</li>
<li>Group conditions to control how they combine. Conditions are evaluated from top to bottom.</li>
<li>Duplicate, delete or reorder conditions as you need.</li>
<li>Select <strong>Apply</strong> to use your changes or <strong>Cancel</strong> to go back to how it was. Then <strong>Save</strong> the survey to keep them.</li>
</ol>
<h3>Data filters</h3>
<p>Only conditions using <strong>answered</strong> can be turned into a data filter; any other function shows "Not supported".</p>
`,
  },

  // ── Designer: settings ────────────────────────────────────────────────────
  {
    id: 'survey-designer-settings-details-and-theme',
    title: 'Survey details and theme',
    subtitle: 'Title, privacy links, colours and logo',
    icon: 'settings',
    tag: 'survey-designer-settings',
    routes: ['survey-designer-settings'],
    detail: `
<p>The <strong>Settings</strong> tab has four pages: <strong>Details</strong>, <strong>Theme</strong>, <strong>Translations</strong> and <strong>Permissions</strong>. It opens on Details.</p>
<h3>Details</h3>
<ul>
<li><strong>Title</strong> and optional <strong>description</strong>. The survey's name follows the title.</li>
<li><strong>Privacy policy URL</strong> and <strong>GDPR URL</strong>, so respondents can see how their data is handled.</li>
<li>The survey's <strong>region</strong>: United Kingdom, Europe or Australia. Respondent data is kept in that region and the survey is locked to it. The region setting needs a feature your organisation may not have.</li>
</ul>
<h3>Theme</h3>
<ol>
<li>Pick a light or dark starting point.</li>
<li>Set the colours: page background, survey background, text, primary, secondary and button text. Colours are six-digit hex codes without the #, such as 5270FF. Anything else shows "Invalid hex code"; an empty box is fine.</li>
<li>Upload a logo. GIF, JPG, JPEG, PNG and SVG files are accepted, up to 5 MB (5,242,880 bytes). A larger file is rejected with a message telling you its size.</li>
<li>If you know CSS, add custom CSS for finer control.</li>
</ol>
<p>The default theme uses a light grey background (F1F3F5), a white survey (FFFFFF), dark text (0E1318) and a blue primary colour (5270FF).</p>
<h3>Saved themes</h3>
<p>If your organisation has multiple themes switched on, you can keep named themes on the <strong>Themes</strong> page and reuse them across surveys.</p>
`,
  },
  {
    id: 'survey-designer-settings-translations',
    title: 'Translate your survey',
    subtitle: 'Default and additional languages, automatic translation',
    icon: 'settings',
    tag: 'survey-designer-settings',
    routes: ['survey-designer-settings'],
    detail: `
<p>A survey has one <strong>default language</strong> (English unless you change it) and any number of <strong>additional languages</strong>. Choose from about 200 languages, including regional variants such as English (United Kingdom) or French (Canada).</p>
<h3>Add a language</h3>
<ol>
<li>Go to <strong>Settings</strong>, then <strong>Translations</strong>.</li>
<li>Add the language. Its texts start empty.</li>
<li>Fill in the translations in the translation view, or use automatic translation.</li>
<li>Save the survey.</li>
</ol>
<h3>Automatic translation</h3>
<ul>
<li>Automatic translation fills in texts for you. It skips items you have marked as excluded and texts that already have a translation, so your own work is never overwritten.</li>
<li>Fieldwork shows a cost estimate, worked out from the number of characters to translate.</li>
<li>If the translation service fails, translating stops and you'll see an error. Anything already translated is kept.</li>
</ul>
<h3>Changing the default language</h3>
<p>If you choose a language that isn't in the survey yet, the old default becomes an additional language. If you choose one of your additional languages, the two swap places and keep their texts.</p>
<h3>Removing a language</h3>
<p>Removing a language deletes its translations, so be sure before you remove one.</p>
<h3>Checks</h3>
<p>Missing translations for grids, questions, answers and exit blocks appear as warnings. They won't stop you publishing, but respondents would see gaps, so fix them before launching in that language.</p>
`,
  },
  {
    id: 'survey-designer-settings-permissions',
    title: 'Survey permissions',
    subtitle: 'Read, write and owner access to a survey',
    icon: 'lock',
    tag: 'survey-designer-settings',
    routes: ['survey-designer-settings'],
    detail: `
<p>The <strong>Permissions</strong> page under <strong>Settings</strong> shows who can use this survey and what they can do with it.</p>
<h3>Access levels</h3>
<ul>
<li><strong>Read</strong>: open the survey and look around. Editing is switched off. This is the default level.</li>
<li><strong>Write</strong>: edit the survey.</li>
<li><strong>Owner</strong>: edit the survey and manage its permissions. The owner is whoever holds the owner level.</li>
</ul>
<p>Admins can edit any survey and manage any survey's permissions.</p>
<h3>Change someone's access</h3>
<ol>
<li>Open the survey and go to <strong>Settings</strong>, then <strong>Permissions</strong>.</li>
<li>Find the person in the list of permission holders.</li>
<li>Choose their new level, or remove their access altogether.</li>
</ol>
<p>Only the survey's owner or an admin can change permissions.</p>
<h3>Good practice</h3>
<ul>
<li>Give write access only to people who are actively building the survey. Reviewers and clients usually need read access only.</li>
<li>Remove access for people who have moved on from a project.</li>
<li>Your own access level is loaded when you open a survey. If someone changes it while you have the survey open, open the survey again to pick up the change.</li>
</ul>
<h3>Sharing</h3>
<p>For now each user sees only their own surveys in the surveys list. Wider sharing is planned.</p>
`,
  },

  // ── Designer: launch ──────────────────────────────────────────────────────
  {
    id: 'survey-designer-launch-publish-a-version',
    title: 'Publish a version',
    subtitle: 'Create a version, test it and make it live',
    icon: 'send',
    tag: 'survey-designer-launch',
    routes: ['survey-designer-launch', 'survey-designer-overview'],
    detail: `
<p>Respondents never see your draft. They see a <strong>published version</strong>, a fixed copy of the survey taken when you publish. You can carry on editing the draft and publish again whenever you are ready.</p>
<h3>Create a version</h3>
<ol>
<li>Save your changes, then open the <strong>Launch</strong> tab.</li>
<li>Choose to create a version.</li>
<li>Pick the <strong>launch languages</strong>: the languages this version will be offered in.</li>
<li>Decide whether to set the new version as <strong>active</strong>, then publish.</li>
</ol>
<h3>What happens to the status</h3>
<ul>
<li>Publishing a version while the survey is in <strong>draft</strong> moves it to <strong>test</strong>.</li>
<li>Publishing with <strong>set active</strong> makes that version the active one and sets the survey <strong>live</strong>.</li>
<li>Later you can pick any published version as the active one; this also makes the survey live if it isn't already.</li>
</ul>
<h3>When publishing is blocked</h3>
<p>Publishing is blocked while the survey or routing checks report any <strong>critical</strong> finding, for example no questions, duplicate question names, no complete or closed exit block, no routing pages, or a condition that refers to a missing question. Fix these on the Edit and Routing tabs and try again. Standard findings and warnings don't block publishing, but it's worth reading them first.</p>
<p>If publishing fails for another reason you'll see an error with the details.</p>
<h3>Tips</h3>
<ul>
<li>Publish a test version first and take the survey yourself before you go live.</li>
<li>You can publish as many versions as you need; only the active one is given to respondents.</li>
</ul>
`,
  },
  {
    id: 'survey-designer-launch-email-and-intercept',
    title: 'Launch by e-mail or website intercept',
    subtitle: 'Send invitations or invite website visitors',
    icon: 'send',
    tag: 'survey-designer-launch',
    routes: ['survey-designer-launch'],
    detail: `
<p>Once a version is published you can put the survey in front of respondents from the <strong>Launch</strong> tab. Two ways are available today: <strong>e-mail</strong> and <strong>website intercept</strong>. Panel and WhatsApp launches are shown but not yet available.</p>
<h3>E-mail</h3>
<p>E-mail launches need your organisation to have the e-mail feature switched on (admins always have it).</p>
<ol>
<li>Make sure your contacts are loaded on the <strong>Data</strong> tab, under <strong>Contacts</strong>.</li>
<li>Open <strong>Launch</strong>, then <strong>E-mail</strong>, and create an e-mail task.</li>
<li>Check the task, then activate it. Its send status becomes <strong>pending</strong> while it waits to go out.</li>
</ol>
<p>Each contact receives the survey in their own language if that language is one of the version's launch languages; otherwise the language you chose is used. Deliveries, opens, bounces and unsubscribes appear in each contact's history.</p>
<h3>Website intercept</h3>
<p>An intercept invites visitors to a website to take part. It needs the intercept feature (admins always have it).</p>
<ol>
<li>Open <strong>Launch</strong>, then <strong>Intercept</strong>.</li>
<li>Add one or more <strong>triggers</strong> that decide when the invitation appears.</li>
<li>Save. You can change the triggers later or remove the intercept altogether.</li>
</ol>
<h3>Before you launch</h3>
<ul>
<li>Check which version is active: that is the one respondents receive.</li>
<li>Test the survey yourself first; test responses are marked as test in your data.</li>
<li>If a launch option is greyed out, ask an admin whether your organisation has that feature.</li>
</ul>
`,
  },

  // ── Designer: data ────────────────────────────────────────────────────────
  {
    id: 'survey-designer-data-respondents-and-export',
    title: 'Respondent data and export',
    subtitle: 'Browse, edit and export your responses',
    icon: 'chart',
    tag: 'survey-designer-data',
    routes: ['survey-designer-data'],
    detail: `
<p>The <strong>Data</strong> tab shows one row per respondent. Its pages are <strong>Data</strong>, <strong>Quotas</strong> and <strong>Contacts</strong>.</p>
<h3>Respondent statuses</h3>
<ul>
<li><strong>Complete</strong>: reached a complete exit.</li>
<li><strong>Incomplete</strong>: started but has not finished.</li>
<li><strong>Screened</strong>: screened out by an exit block, or edited by hand.</li>
<li><strong>Quota full</strong>: stopped because a quota was already full.</li>
<li><strong>Not started</strong> and <strong>closed</strong> also appear.</li>
</ul>
<p>Responses collected while testing are marked as test responses, so you can tell them apart from real ones.</p>
<h3>Working with records</h3>
<ul>
<li>Data loads 50 respondents at a time; page through with the table's page controls.</li>
<li>Editing a record by hand sets its status to <strong>screened</strong>, with the reason "Manual", so your edits are always visible.</li>
<li>You can delete a respondent, for example a test run you don't want to keep.</li>
</ul>
<h3>Export your data</h3>
<ol>
<li>Select export.</li>
<li>Fieldwork collects the rows in batches of 1,000 and builds a pipe-delimited text file (.txt). Pipe characters and line breaks inside answers are escaped so columns stay lined up.</li>
<li>Choose where to save the file if your browser asks; otherwise it downloads. The file is named after the export, canvas_export by default.</li>
</ol>
<h3>Progress charts</h3>
<p>Progress charts show Complete, Incomplete, Screened and Quota Full responses over seven periods, by day or by hour.</p>
`,
  },
  {
    id: 'survey-designer-data-quotas-and-contacts',
    title: 'Quotas and contacts',
    subtitle: 'Track quota targets and manage the people you invite',
    icon: 'user',
    tag: 'survey-designer-data',
    routes: ['survey-designer-data', 'survey-designer-launch'],
    detail: `
<h3>Quotas</h3>
<p>Quotas let you stop collecting once you have enough of a certain kind of respondent.</p>
<ul>
<li>A <strong>quota</strong> (named QUOTA1, QUOTA2 and so on) holds <strong>quota definitions</strong>. Each definition has a code, a label, a <strong>target</strong> and the <strong>criteria</strong> a respondent must meet to count towards it.</li>
<li><strong>Quota groups</strong> decide what happens when a respondent fits several definitions: select all of them, pick one at random, or pick the least filled.</li>
<li>On the <strong>Quotas</strong> page you can look at quotas as a grid, a list or with their data, and compare the current count with each target.</li>
<li>If a count shows N/A, the criteria use something the count cannot work out.</li>
<li>Use the <strong>quotaFull</strong> function in a condition to route respondents once a definition is full.</li>
</ul>
<h3>Contacts</h3>
<p>The <strong>Contacts</strong> page needs the contacts feature for your organisation. Contacts are the people you invite by e-mail.</p>
<ol>
<li>Add contacts one at a time or several at once. Extra spaces around values are trimmed.</li>
<li>Give a contact a language if they should get the survey in a launch language other than the default.</li>
<li>Update a contact when details change; updating sets the contact back to <strong>live</strong>.</li>
</ol>
<h3>Contact status and history</h3>
<p>A contact's status shows where their invitation has got to, for example on hold, in progress, delivered, opened, bounced, unsubscribed or expired. Each contact's history lists the e-mail events in order, such as processed, delivered, open, bounce, spam report and unsubscribe.</p>
`,
  },

  // ── User settings ─────────────────────────────────────────────────────────
  {
    id: 'settings-your-profile',
    title: 'Your profile and account',
    subtitle: 'Where to find your user settings and how to sign out',
    icon: 'user',
    tag: 'settings',
    routes: ['profile', 'dashboard'],
    detail: `
<p>Your account settings live under <strong>Profile</strong> at the bottom of the left menu, next to <strong>Help</strong>.</p>
<h3>What's in Profile</h3>
<ul>
<li>Your <strong>user settings</strong>.</li>
<li><strong>Log out</strong>, which ends your session on this device.</li>
</ul>
<h3>Your organisation</h3>
<p>Your account belongs to an organisation. The organisation decides which optional features you can use, such as e-mail launches, website intercepts, contacts, multiple themes and data punch. Menu items and tabs for features you don't have are greyed out. If you need one, ask your organisation's admin.</p>
<h3>Your first visit</h3>
<p>New users see a welcome message with the user agreement. It keeps appearing until you accept the agreement. A new account also comes with a demo survey to explore.</p>
<h3>Signing out</h3>
<ol>
<li>Select <strong>Profile</strong> in the left menu.</li>
<li>Choose <strong>Log out</strong>.</li>
</ol>
<p>Logging out ends your session straight away and clears your data from the app on this device, so it is the right thing to do on a shared computer. Save your survey first: unsaved changes are not kept. You'll go back to the login page.</p>
<h3>Your regional account</h3>
<p>Each account and survey belongs to a region (United Kingdom, Europe or Australia). Sign in at the address for your region; signing in at another region's address is refused.</p>
`,
  },
  {
    id: 'settings-coming-soon',
    title: 'Coming soon',
    subtitle: 'Features on the way, and early access is free',
    icon: 'rocket',
    tag: 'settings',
    routes: ['profile', 'dashboard', 'help'],
    detail: `
<p>Fieldwork is in <strong>early access</strong>, and early access is <strong>free</strong>. Thank you for trying it while we finish the rest.</p>
<h3>On the way</h3>
<ul>
<li><strong>Billing</strong>.</li>
<li><strong>Subscription</strong> management.</li>
<li><strong>Payment</strong> details.</li>
<li><strong>Password change</strong>.</li>
<li><strong>Two-factor authentication</strong>.</li>
<li><strong>Autosave</strong> of survey changes.</li>
<li><strong>What's new notifications</strong>.</li>
</ul>
<h3>Until then</h3>
<ul>
<li>There is nothing to pay during early access, so you don't need to set up billing, a subscription or payment.</li>
<li>Save your survey regularly in the designer. The designer tells you when you have unsaved changes.</li>
<li>Keep your password private and sign out on shared computers.</li>
</ul>
<h3>Already here</h3>
<p>Everything else in this help is available now: building surveys with routing, quotas and translations, publishing versions, launching by e-mail or website intercept, and looking at your data and contacts. Some of these depend on the features your organisation has switched on.</p>
<p>Sharing surveys with colleagues is also planned. For now each user sees only their own surveys.</p>
`,
  },
  {
    id: 'settings-using-help',
    title: 'Using the help panel',
    subtitle: 'Find articles for the screen you are on',
    icon: 'book',
    tag: 'settings',
    routes: ['help', 'profile', 'dashboard', 'surveys'],
    detail: `
<p>The help panel suggests articles for the screen you are on. Open it from <strong>Help</strong> in the left menu.</p>
<h3>Find an article</h3>
<ol>
<li>Open the help panel. The list shows the articles recommended for your current screen first.</li>
<li>Type in the search box to look through every article. If nothing matches you'll see "No results"; try a shorter or different word.</li>
<li>Select an article to read it in the panel.</li>
<li>Use <strong>Back</strong> to return to the list.</li>
</ol>
<h3>Keep an article open</h3>
<p>You can open an article in a separate browser tab. It opens on the Help page, so you can keep the instructions beside you while you work in the designer.</p>
<h3>Closing the panel</h3>
<p>Closing the panel clears your search, so it starts fresh next time you open it.</p>
<h3>Articles by screen</h3>
<p>There are articles for the dashboard, the surveys list, each designer tab (overview, edit, routing, settings, launch and data), your profile, signing in and the maintenance page.</p>
`,
  },

  // ── Login ─────────────────────────────────────────────────────────────────
  {
    id: 'login-signing-in',
    title: 'Signing in',
    subtitle: 'Log in and get back to where you were',
    icon: 'lock',
    tag: 'login',
    routes: ['login'],
    detail: `
<p>You need to sign in to use Fieldwork. Everything except the login, set password and maintenance pages needs an account.</p>
<h3>Sign in</h3>
<ol>
<li>Go to the login page.</li>
<li>Enter the e-mail address and password for your account.</li>
<li>Select the sign-in button.</li>
</ol>
<p>If you followed a link to a particular page, such as one survey's routing, Fieldwork remembers it and takes you straight there after you sign in. Otherwise you go to the <strong>dashboard</strong>.</p>
<h3>If signing in doesn't work</h3>
<ul>
<li>Check the e-mail address for typing mistakes, and that Caps Lock is off.</li>
<li>Make sure you are at the address for your account's region (United Kingdom, Europe or Australia). Signing in at another region's address is refused.</li>
<li>If you have never set a password, use the link you were sent to set one first.</li>
<li>If you see the maintenance page instead, Fieldwork is being updated. You'll be taken to the login page when it is back.</li>
</ul>
<h3>Staying signed in</h3>
<p>After you sign in, Fieldwork remembers your session on this device until it expires, so you can close the tab and come back. When your session expires, or if the server reports that you are no longer signed in, you are signed out and brought back here.</p>
<p>Every field on the page is required; an empty one shows "This field is required".</p>
`,
  },
  {
    id: 'login-set-your-password',
    title: 'Set your password',
    subtitle: 'Use your one-time link to choose a password',
    icon: 'lock',
    tag: 'login',
    routes: ['login'],
    detail: `
<p>New users, and users whose password has been reset, choose a password on the <strong>Set password</strong> page. You reach it from the link you were sent.</p>
<h3>Choose a password</h3>
<ol>
<li>Open the link. It takes you to the Set password page.</li>
<li>Type your new password.</li>
<li>Save it.</li>
<li>Go to the login page and sign in with your e-mail address and new password.</li>
</ol>
<h3>About the link</h3>
<ul>
<li>The link can be used <strong>once</strong>. After you have set your password it no longer works, so bookmark the login page rather than the link.</li>
<li>The link only allows your password to be set. It doesn't sign you in or give access to anything else.</li>
<li>If the link has already been used, ask for a new one.</li>
</ul>
<h3>Choosing a good password</h3>
<ul>
<li>Use a long passphrase that you don't use anywhere else.</li>
<li>A password manager makes this easy.</li>
<li>Never share your password, including with colleagues on the same project. Ask the survey owner to give them their own access instead.</li>
</ul>
<h3>Changing your password later</h3>
<p>Changing your password from your profile is coming soon. Until then, if you need a new password, ask for a password reset and follow the new link you receive.</p>
`,
  },
  {
    id: 'login-sessions-and-signing-out',
    title: 'Sessions and signing out',
    subtitle: 'Why you might be asked to sign in again',
    icon: 'lock',
    tag: 'login',
    routes: ['login', 'profile'],
    detail: `
<p>When you sign in, Fieldwork gives this device a <strong>session</strong>. The session has an expiry time, which keeps your account safe if a device is lost or left unattended.</p>
<h3>How sessions work</h3>
<ul>
<li>Your session is remembered on this device. If you come back before it expires you are signed straight in; if it has expired, you are asked to sign in again.</li>
<li>Fieldwork keeps track of the time left on your session, checking every minute, and can renew the session so you aren't interrupted.</li>
<li>If the server says your session is no longer valid, you are signed out and taken to the login page. Sign in again to carry on.</li>
</ul>
<h3>Signing out</h3>
<ol>
<li>Open <strong>Profile</strong> in the left menu.</li>
<li>Select <strong>Log out</strong>.</li>
</ol>
<p>Logging out ends the session at once and clears your data from the app on this device. Anything you had not saved is lost, so save your survey first.</p>
<h3>Protect your work</h3>
<ul>
<li>The designer saves every change as you make it and keeps it in your browser until Fieldwork has it, even offline; the header shows when changes are still waiting.</li>
<li>Sign out on shared or public computers.</li>
<li>Two-factor authentication is coming soon.</li>
</ul>
`,
  },

  // ── Dashboard ─────────────────────────────────────────────────────────────
  {
    id: 'dashboard-getting-started',
    title: 'Getting started with Fieldwork',
    subtitle: 'Your first steps from the dashboard',
    icon: 'home',
    tag: 'dashboard',
    routes: ['dashboard'],
    detail: `
<p>Welcome to Fieldwork. The <strong>dashboard</strong> is your home page: you land here after signing in.</p>
<h3>Your first visit</h3>
<ul>
<li>A welcome message with the user agreement appears until you accept it.</li>
<li>A <strong>demo survey</strong> is waiting in your surveys list. Open it to see a finished survey with questions, routing and exit blocks.</li>
</ul>
<h3>Create your first survey</h3>
<ol>
<li>Select the <strong>Survey</strong> shortcut on the dashboard, or go to <strong>Surveys</strong> and select <strong>New Survey</strong> at the top right.</li>
<li>Give it a title.</li>
<li>Add questions on the <strong>Edit</strong> tab and arrange them on the <strong>Routing</strong> tab.</li>
<li>Set colours and languages on the <strong>Settings</strong> tab.</li>
<li>Publish a version on the <strong>Launch</strong> tab. The survey moves from draft to test; make the version active to go live.</li>
<li>Follow responses on the <strong>Data</strong> tab.</li>
</ol>
<h3>The journey of a survey</h3>
<p>Build, check, publish, launch, collect. Fieldwork checks your survey as you go, and critical problems must be fixed before you can publish. Saving a draft is always allowed.</p>
<h3>Help when you need it</h3>
<p>Open <strong>Help</strong> in the left menu on any screen to see articles for that screen.</p>
`,
  },
  {
    id: 'dashboard-finding-your-way',
    title: 'Finding your way around',
    subtitle: 'The left menu, greyed-out items and admin areas',
    icon: 'home',
    tag: 'dashboard',
    routes: ['dashboard', 'surveys'],
    detail: `
<p>The menu on the left takes you to every area of Fieldwork. Each area has its own icon.</p>
<h3>Main areas</h3>
<ul>
<li><strong>Dashboard</strong>: your home page, with the Survey shortcut.</li>
<li><strong>Surveys</strong>: all your surveys, with the New Survey button at the top right.</li>
<li><strong>Survey aliases</strong>: alternative names that point to a survey.</li>
<li><strong>Projects</strong> and <strong>Clients</strong>: organise surveys by the project and client they belong to.</li>
<li><strong>Help</strong>: articles for the screen you are on.</li>
<li><strong>Profile</strong>: your user settings and log out.</li>
</ul>
<h3>Greyed-out items</h3>
<p>Items you can't use yet are greyed out rather than hidden. Usually that means your organisation doesn't have the feature, for example multiple themes, e-mail launches or website intercepts. Inside a survey, some pages only open once the survey has moved on from draft.</p>
<h3>Admin areas</h3>
<p>Admins also see <strong>Users</strong>, <strong>Organisations</strong>, the <strong>Library</strong> and the <strong>Style guide</strong>. Admins can use every feature and edit any survey.</p>
<h3>Page not found</h3>
<p>If you follow a link to a page that doesn't exist, or one you don't have access to, you'll see a not-found page. Use the left menu to get back on track, or ask the owner of the survey for access.</p>
<h3>Addresses you can bookmark</h3>
<p>Every screen has its own address, including each designer tab, so you can bookmark a survey's routing or data page. If you are signed out when you open a bookmark, you'll go there as soon as you sign in.</p>
`,
  },

  // ── Maintenance ───────────────────────────────────────────────────────────
  {
    id: 'maintenance-what-it-means',
    title: 'Fieldwork is under maintenance',
    subtitle: 'What the maintenance page means and what to do',
    icon: 'tools',
    tag: 'maintenance',
    routes: ['maintenance'],
    detail: `
<p>You are seeing the maintenance page because Fieldwork is being updated. While maintenance is on, every page takes you here and you can't move to other pages.</p>
<h3>What to do</h3>
<ul>
<li><strong>Nothing</strong>: there is no need to refresh. Fieldwork checks every few seconds whether maintenance has finished.</li>
<li>When it has, you are taken on automatically: to the <strong>dashboard</strong> if you are still signed in, or to the <strong>login</strong> page if you are not.</li>
<li>Keep this tab open so you can carry on as soon as the update is done.</li>
</ul>
<h3>Your surveys and data</h3>
<ul>
<li>Everything you had saved before maintenance began is safe.</li>
<li>Changes you had not yet saved may not be kept. When you are back, open your survey and check your latest edits are there before carrying on.</li>
</ul>
<h3>Avoiding lost work</h3>
<p>The designer saves every change as you make it and keeps it in your browser until Fieldwork confirms it, so maintenance or a lost connection does not lose your work: changes waiting in the browser are sent when Fieldwork is back.</p>
`,
  },
  {
    id: 'maintenance-why-am-i-here',
    title: 'Why was I sent to the maintenance page?',
    subtitle: 'Planned updates and short service interruptions',
    icon: 'tools',
    tag: 'maintenance',
    routes: ['maintenance', 'login', 'dashboard'],
    detail: `
<p>There are two ways to end up on the maintenance page.</p>
<h3>Planned maintenance</h3>
<p>When we update Fieldwork we switch on maintenance mode. The app notices within about five seconds and sends every open tab to the maintenance page. You can't leave it until maintenance ends.</p>
<h3>Service temporarily unavailable</h3>
<p>If the server reports that the service is temporarily unavailable, Fieldwork shows the maintenance page rather than an error. This usually clears up quickly.</p>
<h3>Getting back to work</h3>
<ol>
<li>Leave the maintenance page open. You don't need to refresh or sign in again.</li>
<li>When maintenance ends, Fieldwork takes you to the dashboard if you are signed in, or to the login page if your session has ended in the meantime.</li>
<li>Open your survey again and check that your latest changes were saved.</li>
</ol>
<h3>If it lasts a long time</h3>
<ul>
<li>Check your internet connection: a connection problem on your side won't take you to the maintenance page by itself, but it may stop you getting back.</li>
<li>Try again a little later.</li>
<li>If you were signed out while you waited, simply sign in again.</li>
</ul>
`,
  },
];
