/** This remote's build version (MF_BUILD_VERSION / REMOTE_VERSION / package.json), fixed at build time. */
export const REMOTE_VERSION: string = __MF_BUILD_VERSION__;
export const REMOTE_NAME = 'finance';
