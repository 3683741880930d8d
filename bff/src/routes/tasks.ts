import { DOCUMENT_MAX_BYTES } from '@immodesk/contracts/documents/uploadDocument.contract';
import { ZCreateTaskRequest, ZCreateTaskResponse } from '@immodesk/contracts/tasks/createTask.contract';
import { ZListTasksQuery, ZListTasksResponse } from '@immodesk/contracts/tasks/listTasks.contract';
import { ZUploadTaskDocumentResponse } from '@immodesk/contracts/tasks/taskDocuments.contract';
import { ZGetTaskResponse, ZTaskParams, ZUpdateTaskRequest, ZUpdateTaskResponse } from '@immodesk/contracts/tasks/updateTask.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError, isAppError } from '@immodesk/platform/errors';
import { defineRoute } from '../http/defineRoute';
import { readMultipartForm } from '../http/readMultipartForm';
import type { Services } from '../composition';

/** A task's contractor must be a contractor of the organization (the contacts service owns them). */
async function assertContractor(services: Services, context: RequestContext, contractorId: string | null | undefined): Promise<void> {
  if (!contractorId) return;
  try {
    await services.contacts.getContractor(context, { id: contractorId });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') {
      throw new AppError('validation_error', { details: { contractorId: 'validation.unknownContractor' } });
    }
    throw error;
  }
}

/** SPEC §2 Tasks and API.md "Portfolio": tasks and their attachments (documents of type `task_document`). */
export function taskRoutes(services: Services) {
  return [
    defineRoute({
      method: 'get',
      path: '/api/tasks',
      auth: true,
      input: { query: ZListTasksQuery },
      response: ZListTasksResponse,
      handler: ({ session, query }) => services.properties.listTasks(session, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/tasks',
      auth: true,
      input: { body: ZCreateTaskRequest },
      response: ZCreateTaskResponse,
      status: 201,
      handler: async ({ session, body }) => {
        await assertContractor(services, session, body.contractorId);
        return services.properties.createTask(session, body);
      },
    }),
    defineRoute({
      method: 'get',
      path: '/api/tasks/:id',
      auth: true,
      input: { params: ZTaskParams },
      response: ZGetTaskResponse,
      handler: ({ session, params }) => services.properties.getTask(session, params),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/tasks/:id',
      auth: true,
      input: { params: ZTaskParams, body: ZUpdateTaskRequest },
      response: ZUpdateTaskResponse,
      handler: async ({ session, params, body }) => {
        await assertContractor(services, session, body.contractorId);
        return services.properties.updateTask(session, { id: params.id, changes: body });
      },
    }),
    // The attachments go first: should that fail, the task is still there and the delete can be retried.
    defineRoute({
      method: 'delete',
      path: '/api/tasks/:id',
      auth: true,
      input: { params: ZTaskParams },
      handler: async ({ session, params }) => {
        await services.properties.getTask(session, params);
        await services.documentFiles.deleteTaskDocuments(session, [params.id]);
        await services.properties.deleteTask(session, params);
      },
    }),
    // multipart/form-data with one `file`: PDF, Word, Excel, JPG, PNG or GIF (SPEC §5), sniffed from the bytes.
    defineRoute({
      method: 'post',
      path: '/api/tasks/:id/documents',
      auth: true,
      input: { params: ZTaskParams },
      response: ZUploadTaskDocumentResponse,
      status: 201,
      handler: async ({ ctx, session, params }) => {
        // The body first: a browser still sending its file gets a clean answer, not a reset connection.
        const { file } = await readMultipartForm(ctx, DOCUMENT_MAX_BYTES);
        await services.properties.getTask(session, params);
        if (!file) throw new AppError('validation_error', { details: { file: 'validation.required' } });
        return services.documentFiles.uploadDocument(session, { fileName: file.name, content: file, type: 'task_document', taskId: params.id });
      },
    }),
  ];
}
