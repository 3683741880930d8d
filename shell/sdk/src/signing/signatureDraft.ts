import type { TSignatureMethod } from '@immodesk/contracts/contracts/signing/signature.contract';

/** A signature being made: a typed name, or an image (the drawing as PNG, or the chosen file). */
export type SignatureDraft =
  { method: 'typed'; typedName: string } | { method: Exclude<TSignatureMethod, 'typed'>; image: Blob };

function dataUrlToBlob(dataUrl: string): Blob {
  const [header = '', base64 = ''] = dataUrl.split(',');
  const mimeType = /data:([^;]+)/.exec(header)?.[1] ?? 'image/png';
  const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
  return new Blob([bytes], { type: mimeType });
}

export function drawnDraft(pngDataUrl: string): SignatureDraft {
  return { method: 'drawn', image: dataUrlToBlob(pngDataUrl) };
}

/** The multipart form the signature endpoints take (ZSignatureFields and a `file` part for an image). */
export function signatureForm(draft: SignatureDraft, extraFields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(extraFields)) form.append(name, value);
  form.append('method', draft.method);
  if (draft.method === 'typed') form.append('typedName', draft.typedName);
  else form.append('file', draft.image, draft.method === 'drawn' ? 'signature.png' : 'signature');
  return form;
}
