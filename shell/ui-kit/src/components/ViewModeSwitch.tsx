import type { Namespace, TFunction } from 'i18next';
import { LayoutGrid, List, Rows3, Grid2x2, type LucideIcon } from 'lucide-react';
import styles from './ViewModeSwitch.module.css';

/** The four view modes of SPEC §2's lists (properties, contacts): grid, large grid, list, large list. */
export const VIEW_MODES = ['grid', 'largeGrid', 'list', 'largeList'] as const;
export type ViewMode = (typeof VIEW_MODES)[number];

const ICONS: Record<ViewMode, LucideIcon> = {
  grid: LayoutGrid,
  largeGrid: Grid2x2,
  list: List,
  largeList: Rows3,
};

export type ViewModeSwitchProps = {
  mode: ViewMode;
  onChange: (mode: ViewMode) => void;
  /** The group's accessible name, e.g. "Weergave". */
  label: string;
  /** Each mode's name: the button's accessible name and, from 640 px up, its visible text. */
  modeLabels: Record<ViewMode, string>;
};

/** The switch's words from keys that follow the convention `<prefix>.label` and `<prefix>.<mode>` for each mode. */
export function viewModeCopy<TNamespace extends Namespace>(
  t: TFunction<TNamespace>,
  prefix: string,
): Pick<ViewModeSwitchProps, 'label' | 'modeLabels'> {
  const modeLabels = Object.fromEntries(VIEW_MODES.map((mode) => [mode, t(`${prefix}.${mode}`)]));
  return { label: t(`${prefix}.label`), modeLabels: modeLabels as Record<ViewMode, string> };
}

/** Four toggle buttons with an icon each; the pressed one is the current view mode. */
export function ViewModeSwitch({ mode, onChange, label, modeLabels }: ViewModeSwitchProps) {
  return (
    <div role="group" aria-label={label} className={styles.group}>
      {VIEW_MODES.map((candidate) => {
        const Icon = ICONS[candidate];
        return (
          <button
            key={candidate}
            type="button"
            className={styles.button}
            aria-pressed={candidate === mode}
            onClick={() => onChange(candidate)}
            title={modeLabels[candidate]}
          >
            <Icon aria-hidden="true" size={18} />
            <span className={styles.text}>{modeLabels[candidate]}</span>
          </button>
        );
      })}
    </div>
  );
}
