export type NavigateOptions = { replace?: boolean; state?: unknown };
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

let registered: NavigateFunction | null = null;

/** The shell registers its router's navigate; remotes call `navigate()` to leave their own base path. */
export function registerNavigate(navigateImpl: NavigateFunction | null): void {
  registered = navigateImpl;
}

export function navigate(to: string, options?: NavigateOptions): void {
  if (registered) {
    registered(to, options);
    return;
  }
  // No shell router (a remote's standalone page): a full navigation still gets there.
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}
