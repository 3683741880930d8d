/** The code as typed, without the spaces people copy along from a mail or an app. */
export function readCode(form: FormData, name = 'code'): string {
  return String(form.get(name) ?? '').replace(/\s+/g, '');
}
