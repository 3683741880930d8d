import type { RequestContext } from '@immodesk/platform/context';

/** What a job passes to a service method that spans every organization: no organization and no user is behind it. */
export const JOB_CONTEXT: RequestContext = { organizationId: 'jobs', userId: 'system' };
