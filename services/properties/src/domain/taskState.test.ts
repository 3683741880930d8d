import { describe, expect, it } from 'vitest';
import { taskState } from './taskState';

describe('taskState', () => {
  it('is overdue only from the day after the due date, and never once completed', () => {
    expect(taskState({ completed: false, dueDate: '2026-03-14' }, '2026-03-15')).toBe('overdue');
    expect(taskState({ completed: false, dueDate: '2026-03-15' }, '2026-03-15')).toBe('pending');
    expect(taskState({ completed: false, dueDate: null }, '2026-03-15')).toBe('pending');
    expect(taskState({ completed: true, dueDate: '2020-01-01' }, '2026-03-15')).toBe('completed');
  });
});
