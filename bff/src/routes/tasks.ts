import { DOCUMENT_MAX_BYTES } from '@immodesk/contracts/documents/uploadDocument.contract';
import { ZCreateTaskRequest, ZCreateTaskResponse } from '@immodesk/contracts/tasks/createTask.contract';
import { ZListTasksQuery, ZListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import { ZUploadTaskDocumentResponse } from '@immodesk/contracts/tasks/taskDocuments.contract';
import {
  ZGetTaskResponse,
  ZTaskParams,
  ZUpdateTaskRequest,
  ZUpdateTaskResponse,
} from '@immodesk/contracts/tasks/updateTask.contract';
import { readUpload } from '../http/readUpload';
import { signedIn } from '../http/routeShorthands';
import type { Services } from '../composition';
import { attachTaskDocument } from '../use-cases/attachTaskDocument';
import { createTask } from '../use-cases/createTask';
import { deleteTask } from '../use-cases/deleteTask';
import { updateTask } from '../use-cases/updateTask';

/** SPEC §2 Tasks and API.md "Portfolio": tasks and their attachments (documents of type `task_document`). */
export function taskRoutes(
  services: Pick<Services, 'properties' | 'contacts' | 'documentFiles' | 'identity'>,
) {
  const { properties } = services;
  return [
    signedIn.get(
      '/api/tasks',
      { query: ZListTasksQuery, response: ZListTasksResponse },
      ({ session, query }) => properties.listTasks(session, query),
    ),
    signedIn.post(
      '/api/tasks',
      { body: ZCreateTaskRequest, response: ZCreateTaskResponse, status: 201 },
      ({ session, body }) => createTask(services, session, body),
    ),
    signedIn.get(
      '/api/tasks/:id',
      { params: ZTaskParams, response: ZGetTaskResponse },
      ({ session, params }) => properties.getTask(session, params),
    ),
    signedIn.patch(
      '/api/tasks/:id',
      { params: ZTaskParams, body: ZUpdateTaskRequest, response: ZUpdateTaskResponse },
      ({ session, params, body }) => updateTask(services, session, { id: params.id, changes: body }),
    ),
    signedIn.delete('/api/tasks/:id', { params: ZTaskParams }, ({ session, params }) =>
      deleteTask(services, session, params.id),
    ),
    // multipart/form-data with one `file`: PDF, Word, Excel, JPG, PNG or GIF (SPEC §5), sniffed from the bytes.
    signedIn.post(
      '/api/tasks/:id/documents',
      { params: ZTaskParams, response: ZUploadTaskDocumentResponse, status: 201 },
      async ({ ctx, session, params }) => {
        // The body first: a browser still sending its file gets a clean answer, not a reset connection.
        const { file } = await readUpload(ctx, DOCUMENT_MAX_BYTES);
        return attachTaskDocument(services, session, { taskId: params.id, ...file });
      },
    ),
  ];
}
