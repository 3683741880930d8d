import { act, cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Language } from './languages';

const CATALOGS: Record<Language, Record<string, string>> = {
  nl: { greeting: 'Hallo', onlyInDutch: 'Alleen in het Nederlands' },
  en: { greeting: 'Hello' },
  fr: { greeting: 'Bonjour' },
};

/** A fresh sdk i18n module (its one i18next instance) with a `common` loader that records what it fetched. */
async function startI18n(language: Language) {
  vi.resetModules();
  const sdkI18n = await import('./i18n');
  const fetched: Language[] = [];
  sdkI18n.registerNamespaceLoader('common', async (code) => {
    fetched.push(code);
    return CATALOGS[code];
  });
  await sdkI18n.initI18n({ language });
  return { ...sdkI18n, fetched };
}

function Greeting({ translationKey }: { translationKey: string }) {
  const { t } = useTranslation();
  return <p data-testid="text">{t(translationKey)}</p>;
}

afterEach(cleanup);

describe('translation catalogs', () => {
  it('fetches only the shown language at start, not the Dutch fallback', async () => {
    const { i18n, fetched } = await startI18n('en');
    expect(i18n.t('greeting')).toBe('Hello');
    expect(fetched).toEqual(['en']);
  });

  it('fetches the Dutch catalog once a key is missing in the shown language, and the page then shows it', async () => {
    const { i18n, fetched } = await startI18n('fr');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting translationKey="onlyInDutch" />
      </I18nextProvider>,
    );
    expect(await screen.findByText('Alleen in het Nederlands')).toBeDefined();
    expect(fetched).toEqual(['fr', 'nl']);
  });

  it('fetches Dutch when the user switches to it, even though it was skipped as the fallback', async () => {
    const { i18n, changeLanguage, fetched } = await startI18n('en');
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting translationKey="greeting" />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('text').textContent).toBe('Hello');
    await act(() => changeLanguage('nl'));
    expect(screen.getByTestId('text').textContent).toBe('Hallo');
    await act(() => changeLanguage('en'));
    expect(screen.getByTestId('text').textContent).toBe('Hello');
    expect(fetched).toEqual(['en', 'nl']);
  });

  it('starts in Dutch with the Dutch catalog alone', async () => {
    const { i18n, fetched } = await startI18n('nl');
    expect(i18n.t('greeting')).toBe('Hallo');
    expect(i18n.t('missing.key')).toBe('missing.key');
    expect(fetched).toEqual(['nl']);
  });
});
