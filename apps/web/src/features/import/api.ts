import { useMutation, useQueryClient } from '@tanstack/react-query';
import { importResultSchema, type ImportCommitInput, type ImportJob } from '@marshlog/domain';
import { api } from '../../api';
import { locationKeys } from '../locations/api';
import { mapKeys } from '../map/api';
import { previewImportFile } from './upload-file';

/** Reads a file into a preview of what it would import, reporting how far the reading is. */
export function useImportPreview(onProgress: (job: ImportJob) => void) {
  return useMutation({ mutationFn: (file: File) => previewImportFile(file, onProgress) });
}

/** Saves the chosen waypoints; the hunter's location lists change. */
export function useImportLocations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ImportCommitInput) =>
      api.post('/import/locations/', input, { schema: importResultSchema }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: locationKeys.all }),
        queryClient.invalidateQueries({ queryKey: mapKeys.kind('locations') }),
      ]),
  });
}
