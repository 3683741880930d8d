import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { confirmCopy } from './confirmCopy';

describe('confirmCopy', () => {
  it('reads the title, the description with its values, cancel and confirm under one prefix', () => {
    const t = ((key: string, values?: Record<string, unknown>) =>
      values?.['title'] ? `${key}(${String(values['title'])})` : key) as unknown as TFunction<'tasks'>;
    expect(confirmCopy(t, 'tasks.delete', { title: 'Boiler' })).toEqual({
      title: 'tasks.delete.title',
      description: 'tasks.delete.description(Boiler)',
      cancelLabel: 'tasks.delete.cancel',
      confirmLabel: 'tasks.delete.confirm',
    });
  });
});
