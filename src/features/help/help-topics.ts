import type { HelpArticle } from '../../widgets/navigation/help-article';

const labels: Record<string, string> = {
  surveys: 'Surveys',
  'survey-designer-overview': 'Survey designer: overview',
  'survey-designer-edit': 'Survey designer: question editor',
  'survey-designer-routing': 'Survey designer: routing',
  'survey-designer-settings': 'Survey designer: settings',
  'survey-designer-launch': 'Survey designer: launch',
  'survey-designer-data': 'Survey designer: data',
  settings: 'Settings',
  login: 'Signing in',
  dashboard: 'Dashboard',
  maintenance: 'Maintenance',
};

export function topicLabel(topic: string): string {
  return labels[topic] ?? topic;
}

/** Case-insensitive match on title, subtitle and the article's text (tags stripped). */
export function matchesQuery(article: HelpArticle, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  const text = `${article.title} ${article.subtitle} ${article.detail.replace(/<[^>]+>/g, ' ')}`.toLowerCase();
  return q.split(/\s+/).every((word) => text.includes(word));
}
