// The three rating icons of spec §3 as inline SVG (no icon font: the respondent page stays light
// and works offline). Drawn on a 24-unit grid in currentColor so CSS sets fill and outline.
import type { RatingIcon as RatingIconName } from './rating';

const PATHS = {
  star: 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z',
  'thumbs-up':
    'M2 10h4v11H2zM8 20.5V10l4.6-7.2c.3-.5 1-.7 1.5-.4 1 .5 1.4 1.6 1.1 2.6L14.2 9H20c1.2 0 2.1 1.1 1.9 2.3l-1.4 7.6c-.2 1-1 1.6-2 1.6z',
  'face-smile':
    'M12 2a10 10 0 100 20 10 10 0 000-20zm-3.5 6.5a1.5 1.5 0 110 3 1.5 1.5 0 010-3zm7 0a1.5 1.5 0 110 3 1.5 1.5 0 010-3zM6.8 14h10.4a5.5 5.5 0 01-10.4 0z',
} as const satisfies Record<RatingIconName, string>;

export function RatingIcon({ icon }: { readonly icon: RatingIconName }) {
  return (
    <svg className="rating__icon" viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d={PATHS[icon]} fillRule="evenodd" />
    </svg>
  );
}
