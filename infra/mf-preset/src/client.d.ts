// Ambient declarations for code built with createMfConfig (shell and remotes).

declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

/** The app's build version (MF_BUILD_VERSION, REMOTE_VERSION or package.json), set by DefinePlugin. */
declare const __MF_BUILD_VERSION__: string;
/** `shell` or the remote's name, set by DefinePlugin. */
declare const __MF_APP_NAME__: string;
