/** The services' path to the one HTML escape, which the front ends share (`@immodesk/contracts/text/escapeHtml`). */
export { escapeHtml } from '@immodesk/contracts/text/escapeHtml';
