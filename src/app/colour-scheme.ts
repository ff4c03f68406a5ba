// The light or dark colour scheme: design tokens switch on <html data-theme>, and the choice is
// kept in web storage (a sign-out clears it back to the system preference).
export type ColourScheme = 'light' | 'dark';
const key = 'fieldwork.colour-scheme';

export function storedColourScheme(): ColourScheme {
  const stored = localStorage.getItem(key);
  if (stored === 'light' || stored === 'dark') return stored;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyColourScheme(scheme: ColourScheme, remember = true): void {
  document.documentElement.dataset.theme = scheme;
  if (remember) localStorage.setItem(key, scheme);
}
