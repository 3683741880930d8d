import styles from './Layout.module.css';

const layoutClass = (name: string): string => styles[name] ?? '';

/**
 * Layout classes for lists and rows that every remote and the shell need (CSS Modules with the theme's spacing):
 * unstyled lists at three spacings, stacks, wrapping rows, a two-column page grid.
 */
export const layout = {
  list: layoutClass('list'),
  tightList: layoutClass('tightList'),
  looseList: layoutClass('looseList'),
  gridList: layoutClass('gridList'),
  inlineList: layoutClass('inlineList'),
  column: layoutClass('column'),
  stack: layoutClass('stack'),
  looseStack: layoutClass('looseStack'),
  wideStack: layoutClass('wideStack'),
  inline: layoutClass('inline'),
  spread: layoutClass('spread'),
  toolbar: layoutClass('toolbar'),
  spreadLine: layoutClass('spreadLine'),
  bottomAligned: layoutClass('bottomAligned'),
  columns: layoutClass('columns'),
  visuallyHidden: layoutClass('visuallyHidden'),
} as const;
