import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';

import { backToIntent } from '@/lib/intent';

import { availableKeys } from '../api/keys';

/**
 * useBackToSearch is what the parcel and ride forms do once they publish: when they were opened from a request's
 * dialog (lib/intent.ts, posting), back to that search, read again, where the dialog opens with the new item;
 * else to `otherwise` (the new item's screen).
 */
export function useBackToSearch() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (otherwise: string) => {
    const back = backToIntent({ posting: true });
    if (!back) return navigate(otherwise);
    // What fits the search changed with the new item.
    void queryClient.invalidateQueries({ queryKey: availableKeys.all });
    return navigate(back.to, { state: back.state });
  };
}
