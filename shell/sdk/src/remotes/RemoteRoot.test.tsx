import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { queryClient } from '../query/queryClient';
import { setUpTranslations } from '../testing/setUpTranslations';
import { RemoteRoot } from './RemoteRoot';

beforeAll(() => setUpTranslations('demo', {}));
afterEach(cleanup);

function Probe() {
  const client = useQueryClient();
  return <h1>{client === queryClient ? 'on the sdk QueryClient' : 'on another QueryClient'}</h1>;
}

function Broken(): never {
  throw new Error('render failed');
}

async function renderRoot(children: ReactNode, onRenderError = vi.fn()) {
  const history = createMemoryHistory({ initialEntries: ['/demo'] });
  await act(async () => {
    render(
      <RemoteRoot
        name="demo"
        version="1.2.3"
        location={history.location}
        navigator={history}
        onRenderError={onRenderError}
        runtimeReport={<output data-testid="runtime-report" />}
        loadingFallback={<p>loading</p>}
      >
        {children}
      </RemoteRoot>,
    );
  });
  return onRenderError;
}

describe('RemoteRoot', () => {
  it('marks its area with the remote name and version for support, without showing the version (the e2e contract)', async () => {
    await renderRoot(<Probe />);
    const root = document.querySelector('[data-remote="demo"]');
    expect(root?.getAttribute('data-remote-version')).toBe('1.2.3');
    expect(root?.textContent).not.toContain('1.2.3');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('on the sdk QueryClient');
    expect(root?.contains(screen.getByTestId('runtime-report'))).toBe(true);
  });

  it("hands a render error to the shell's fallback and shows nothing itself", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRenderError = await renderRoot(<Broken />);
    expect(onRenderError).toHaveBeenCalledOnce();
    expect(onRenderError.mock.calls[0]![0]).toEqual(new Error('render failed'));
    expect(document.querySelector('[data-remote="demo"]')?.textContent).toBe('');
    vi.restoreAllMocks();
  });
});
