// What each route tells the app shell: its page title (document title = product + title) and
// its route name (the help panel recommends articles by it).
export const productName = 'Fieldwork';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    title?: string;
    routeName?: string;
  }
}

export function documentTitle(pageTitle: string | undefined): string {
  return pageTitle ? `${productName} | ${pageTitle}` : productName;
}
