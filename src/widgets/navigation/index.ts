export { Tabs, type TabItem, type TabsProps } from './tabs';
export { PillTabs, type PillTabsProps } from './pill-tabs';
export { Slideshow, SLIDE_ANIMATION_MS, SLIDE_INTERVAL_MS, type Slide, type SlideshowProps } from './slideshow';
export { nextSlideIndex, previousSlideIndex } from './slide-index';
export { HelpPanel, type HelpPanelProps } from './help-panel';
export { helpArticleHref, type HelpArticle } from './help-article';
export { groupArticles, searchArticles } from './help-search';
