import clsx from 'clsx';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { isEmailAddress } from '@immodesk/contracts/messages/addressList';
import { FieldFrame, inputClassName, layout } from '@immodesk/ui-kit';
import { useRecipientSearch } from '../hooks/useRecipientSearch';
import { addressOption, type RecipientOption } from '../utils/recipientOption';
import styles from './RecipientPicker.module.css';

export type RecipientPickerProps = {
  value: RecipientOption[];
  onChange: (next: RecipientOption[]) => void;
  error?: string | null;
};

/**
 * The "To" field: a combobox (WAI-ARIA 1.2) searching tenants and contractors; a choice becomes a chip. Arrow
 * keys move through the suggestions, Enter picks one (or adds a typed e-mail address), Backspace in the empty
 * field removes the last chip, Escape closes the list.
 */
export function RecipientPicker({ value, onChange, error }: RecipientPickerProps) {
  const { t } = useTranslation('contacts');
  const listId = useId();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const { options: found, isFetching } = useRecipientSearch(text);
  const typedAddress = isEmailAddress(text.trim()) ? addressOption(text) : null;
  const chosen = new Set(value.map((option) => option.value));
  const options = [
    ...(typedAddress && !found.some((option) => option.email === typedAddress.email) ? [typedAddress] : []),
    ...found,
  ].filter((option) => !chosen.has(option.value));
  const isListShown = isOpen && text.trim().length > 0;
  const activeOption = isListShown ? options[activeIndex] : undefined;

  const pick = (option: RecipientOption) => {
    if (!option.email) return;
    onChange([...value, option]);
    setText('');
    setActiveIndex(-1);
  };
  const remove = (option: RecipientOption) => onChange(value.filter((item) => item.value !== option.value));

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' || (event.key === ',' && typedAddress)) {
      const option =
        activeOption ?? (typedAddress && !chosen.has(typedAddress.value) ? typedAddress : undefined);
      if (option || text.trim()) event.preventDefault();
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
      setActiveIndex(-1);
    } else if (event.key === 'Backspace' && text === '' && value.length > 0) {
      remove(value[value.length - 1] as RecipientOption);
    }
  };

  return (
    <FieldFrame label={t('compose.to')} required error={error} hint={t('compose.toHint')}>
      {(control) => (
        <div className={styles.picker}>
          {value.length > 0 ? (
            <ul className={layout.inlineList} aria-label={t('compose.chosenRecipients')}>
              {value.map((option) => (
                <li key={option.value} className={styles.chip}>
                  <span className={styles.chipLabel}>{option.label}</span>
                  <button
                    type="button"
                    className={styles.chipRemove}
                    onClick={() => remove(option)}
                    aria-label={t('compose.removeRecipient', { name: option.label })}
                  >
                    <X aria-hidden size={14} />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <input
            {...control}
            required={value.length === 0}
            className={clsx(inputClassName, styles.input)}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={isListShown}
            aria-controls={listId}
            aria-activedescendant={activeOption ? `${listId}-${activeIndex}` : undefined}
            value={text}
            placeholder={t('compose.toPlaceholder')}
            onChange={(event) => {
              setText(event.target.value);
              setIsOpen(true);
              setActiveIndex(0);
            }}
            onKeyDown={handleKeyDown}
            onBlur={() => setIsOpen(false)}
            onFocus={() => setIsOpen(true)}
          />
          <ul
            id={listId}
            role="listbox"
            aria-label={t('compose.suggestions')}
            className={styles.listbox}
            hidden={!isListShown}
          >
            {options.map((option, index) => (
              <li
                key={option.value}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                aria-disabled={option.email ? undefined : true}
                className={styles.option}
                // Keep the focus in the input: pick on mousedown, before the blur closes the list.
                onMouseDown={(event) => {
                  event.preventDefault();
                  pick(option);
                }}
              >
                <span>{option.label}</span>
                <span className={styles.optionMeta}>
                  {t(`compose.kind.${option.kind}`)} · {option.email ?? t('compose.noEmail')}
                </span>
              </li>
            ))}
            {options.length === 0 ? (
              <li className={styles.empty}>{isFetching ? t('compose.searching') : t('compose.noMatch')}</li>
            ) : null}
          </ul>
        </div>
      )}
    </FieldFrame>
  );
}
