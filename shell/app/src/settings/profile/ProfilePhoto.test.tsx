import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { toast } from '@immodesk/sdk';
import en from '../../../locales/en.json';
import { jsonResponse, mockFetch } from '../../testing/mockFetch';
import { initTestI18n, renderWithProviders, testUser } from '../../testing/renderWithProviders';
import { ProfileSection } from './ProfileSection';

const PHOTO_URL = '/api/user/profile/photo?v=0123456789ab';

/** XMLHttpRequest as far as the sdk's uploadWithProgress uses it; each test drives progress and the answer by hand. */
type ProgressEventLike = { lengthComputable: boolean; loaded: number; total: number };
class FakeXhr {
  static sent: FakeXhr[] = [];
  readonly upload: { onprogress: ((event: ProgressEventLike) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  method = '';
  url = '';
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ loaded, total, lengthComputable: true }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const photoFile = (size = 2048, type = 'image/png', name = 'portrait.png') =>
  new File([new Uint8Array(size)], name, { type });

function choose(file: File) {
  fireEvent.change(screen.getByTestId('profile-photo-input'), { target: { files: [file] } });
}

beforeAll(initTestI18n);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  FakeXhr.sent = [];
});

describe('profile photo in settings', () => {
  it('uploads a chosen photo with visible progress, then shows it with replace and remove', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const successToast = vi.spyOn(toast, 'success');
    await renderWithProviders(<ProfileSection />, { path: '/settings#profile' });
    expect(screen.getByTestId('profile-photo-initials').textContent).toBe('AP');
    expect(screen.queryByRole('button', { name: en.profilePhoto.remove })).toBeNull();

    const file = photoFile();
    choose(file);
    const [xhr] = FakeXhr.sent;
    expect(xhr?.method).toBe('POST');
    expect(xhr?.url).toBe('/api/user/profile/photo');
    expect((xhr?.body as FormData).get('file')).toBe(file);
    expect(screen.getByTestId('profile-photo-status').textContent).toBe(en.profilePhoto.uploading);

    xhr?.progress(1024, 2048);
    expect(
      screen.getByRole('progressbar', { name: en.profilePhoto.progressLabel }).getAttribute('value'),
    ).toBe('50');
    expect(screen.getByTestId('profile-photo-progress').textContent).toBe('50% uploaded');

    await act(async () => xhr?.respond(200, { ...testUser, profileImageUrl: PHOTO_URL }));
    const image = await screen.findByRole('img', { name: en.profilePhoto.alt });
    expect(image.getAttribute('src')).toBe(PHOTO_URL);
    expect(successToast).toHaveBeenCalledWith(en.profilePhoto.uploaded);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: en.profilePhoto.replace })).toBeDefined();
    expect(screen.getByRole('button', { name: en.profilePhoto.remove })).toBeDefined();
  });

  it('shows "invalid file type" with the server reason when the bytes are not a photo', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const errorToast = vi.spyOn(toast, 'error');
    await renderWithProviders(<ProfileSection />, { path: '/settings#profile' });
    choose(photoFile(64, 'image/png', 'not-really.png'));
    const reason = 'This file is not a photo: choose a JPG, PNG or WebP image.';
    await act(async () => FakeXhr.sent[0]?.respond(415, { code: 'unsupported_file_type', message: reason }));
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(en.profilePhoto.invalidType, { description: reason }),
    );
    expect(screen.getByTestId('profile-photo-initials')).toBeDefined();
  });

  it('shows "upload failed" when the server fails, and allows another try', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const errorToast = vi.spyOn(toast, 'error');
    await renderWithProviders(<ProfileSection />, { path: '/settings#profile' });
    choose(photoFile());
    await act(async () =>
      FakeXhr.sent[0]?.respond(500, { code: 'internal', message: 'Something went wrong (reference r1).' }),
    );
    await vi.waitFor(() =>
      expect(errorToast).toHaveBeenCalledWith(en.profilePhoto.uploadFailed, {
        description: 'Something went wrong (reference r1).',
      }),
    );
    expect((screen.getByRole('button', { name: en.profilePhoto.upload }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('refuses a file above 5 MB or of another type before uploading it', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const errorToast = vi.spyOn(toast, 'error');
    await renderWithProviders(<ProfileSection />, { path: '/settings#profile' });
    choose(photoFile(5 * 1024 * 1024 + 1, 'image/jpeg', 'huge.jpg'));
    expect(errorToast).toHaveBeenCalledWith('File too large (at most 5 MB)');
    choose(photoFile(100, 'image/gif', 'animation.gif'));
    expect(errorToast).toHaveBeenCalledWith(en.profilePhoto.invalidType);
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('removes the photo and falls back to the initials', async () => {
    const successToast = vi.spyOn(toast, 'success');
    const calls = mockFetch({
      'DELETE /api/user/profile/photo': jsonResponse(200, { ...testUser, profileImageUrl: null }),
    });
    await renderWithProviders(<ProfileSection />, {
      path: '/settings#profile',
      user: { ...testUser, profileImageUrl: PHOTO_URL },
    });
    expect(screen.getByRole('img', { name: en.profilePhoto.alt }).getAttribute('src')).toBe(PHOTO_URL);
    fireEvent.click(screen.getByRole('button', { name: en.profilePhoto.remove }));
    expect(await screen.findByTestId('profile-photo-initials')).toBeDefined();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(successToast).toHaveBeenCalledWith(en.profilePhoto.removed);
    expect(screen.getByRole('button', { name: en.profilePhoto.upload })).toBeDefined();
  });
});
