import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';

/**
 * A console write of this screen: says it worked (or the server's sentence when it did not) and fetches the
 * fields and cities again, since a field's change shows in its city's counts and the other way round.
 */
export function useSave<I, R>(write: (input: I) => Promise<R>, done: string, after?: (reply: R) => void) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (reply) => {
      message.success(done);
      after?.(reply);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'fields'] });
    },
    onError: (error) => message.error(error.message),
  });
}
