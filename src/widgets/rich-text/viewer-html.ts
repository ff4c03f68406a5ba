import DOMPurify from 'dompurify';
import { dynamicTextLabel, isDynamicTextType, type DynamicTextSource } from './dynamic-text';

/**
 * HTML for read-only display: sanitised (scripts, handlers and unsafe links removed), with each
 * dynamic-text span filled with its chip label. Runs in the browser (DOMPurify needs a DOM).
 */
export function viewerHtml(html: string, sources: readonly DynamicTextSource[]): string {
  const fragment = DOMPurify.sanitize(html, { ADD_ATTR: ['dt-id', 'dt-type', 'dt-value', 'target'], RETURN_DOM_FRAGMENT: true });
  for (const span of Array.from(fragment.querySelectorAll('span[dt-id]'))) {
    const type = span.getAttribute('dt-type');
    if (!isDynamicTextType(type)) continue;
    const attrs = { id: span.getAttribute('dt-id') ?? '', type, value: span.getAttribute('dt-value') ?? '' };
    span.className = 'dt-chip';
    span.textContent = dynamicTextLabel(attrs, sources);
  }
  for (const link of Array.from(fragment.querySelectorAll('a[target="_blank"]'))) link.setAttribute('rel', 'noopener noreferrer');
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
