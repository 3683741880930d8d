/** The path the shell mounts this remote on for the tasks screen (SPEC §2 /tasks). */
export const TASKS_BASE_PATH = '/tasks';
