import { vi } from 'vitest';

export type UploadCall = { url: string; form: FormData };
export type UploadAnswer = { status: number; body: unknown };

/**
 * An XMLHttpRequest double for `uploadWithProgress`: each upload reports one progress step, then gets what
 * `answer` says for its form (a tick later, as a real request would). Records every upload; undone by
 * `vi.unstubAllGlobals()`.
 */
export function stubUploads(answer: (form: FormData, url: string) => UploadAnswer): UploadCall[] {
  const calls: UploadCall[] = [];
  class FakeUploadRequest {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    statusText = '';
    responseText = '';
    private url = '';
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader() {}
    send(form: FormData) {
      calls.push({ url: this.url, form });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const { status, body } = answer(form, this.url);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeUploadRequest);
  return calls;
}

/** The name of the file an upload sent (its `file` part). */
export const uploadedFileName = (form: FormData): string => (form.get('file') as File).name;
