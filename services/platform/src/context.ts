/** Who is acting: every use case takes it and scopes every query by `organizationId`. */
export type RequestContext = {
  organizationId: string;
  userId: string;
};
