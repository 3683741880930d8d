import { useQueryClient } from '@tanstack/react-query';
import { changeLanguage, currentUserQueryKey, type CurrentUser } from '@immodesk/sdk';

/**
 * After any successful login (password, or social sign-in with its second factor): the user's language, and a
 * query cache that holds only this user. GuestOnly then sees the user and sends them where they came from.
 */
export function useFinishLogin(): (user: CurrentUser) => Promise<void> {
  const queryClient = useQueryClient();
  return async (user) => {
    await changeLanguage(user.language);
    // Every other query belonged to nobody or to someone else.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    queryClient.setQueryData(currentUserQueryKey, user);
    void queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}
