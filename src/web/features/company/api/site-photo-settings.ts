import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, apiQuery } from '../../../lib/api';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast-store';
import { useWritingMutation } from '../../../lib/use-writing-mutation';

/** Settings → Site photos (issue 28): whether photos keep where and when they were taken, and the storage used. */
const sitePhotoSettingsQuery = () => apiQuery('GET /api/attachments/settings');

export const useSitePhotoSettings = () => useQuery(sitePhotoSettingsQuery());

export function useSaveSitePhotoSettings() {
  const client = useQueryClient();
  return useWritingMutation({
    mutationFn: (keepPhotoPlace: boolean, idempotencyKey) =>
      api('PATCH /api/attachments/settings', { body: { keepPhotoPlace }, idempotencyKey }),
    onSuccess: (saved) => {
      client.setQueryData(sitePhotoSettingsQuery().queryKey, saved);
      toast({
        title: saved.keepPhotoPlace
          ? 'Photos now keep where and when they were taken'
          : 'Photos are now stripped of where and when they were taken',
      });
    },
    onError: (error) =>
      toastFailure('Save failed', error, 'Failed to save the photo setting. Please try again.'),
  });
}
