// `@immodesk/sdk/testing`: helpers for a remote's unit tests. Production code never imports this entry (lint rule).
export { renderRemotePage } from './renderRemotePage';
export { setUpTranslations } from './setUpTranslations';
export { stubFetch, type FetchCall } from './stubFetch';
export { stubUploads, uploadedFileName, type UploadAnswer, type UploadCall } from './stubUploads';
export { describeTranslations, type Locales } from './describeTranslations';
export { findPagination, itPaginatesBeyondOnePage, setUpRemoteTests } from './setUpRemoteTests';
export { KORENLEI_7, testProperty, testPropertySummary } from './testPropertySummary';
export { testContractor, testTenant } from './testContacts';
export { testDocument, testDocumentListItem } from './testDocument';
