/** A real page load: the public website and the app are separate bundles (one of them a separate HTML page). */
export function fullPageLoad(href: string): void {
  window.location.assign(href);
}
