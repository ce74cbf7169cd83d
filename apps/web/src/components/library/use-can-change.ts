import { useQuery } from '@tanstack/react-query';

import { useViewer } from '#src/lib/auth';
import { useTRPC } from '#src/lib/trpc';
import type { Prompt } from '../prompt-kit/types';
import { canEditPrompts } from '../workspaces/roles';

/**
 * Whether the viewer may edit, move and delete this prompt, as the server decides it: a
 * personal prompt by its author, a workspace's by its editors and above (whoever wrote it).
 * Only hides what the server would refuse.
 */
export function useCanChange(prompt: Pick<Prompt, 'isOwner' | 'workspace'>): boolean {
  const trpc = useTRPC();
  const { viewer } = useViewer();
  const workspaces = useQuery({
    ...trpc.workspaces.mine.queryOptions(),
    enabled: !!viewer && prompt.workspace !== null,
  });
  if (prompt.workspace === null) return prompt.isOwner;
  const role = workspaces.data?.find((each) => each.slug === prompt.workspace?.slug)?.role;
  return role !== undefined && canEditPrompts(role);
}
