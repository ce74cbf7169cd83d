import type { ImportFormat, ImportResult } from '@promptshelf/validators';

export type ImportReply = ImportResult & { message?: string };

/** Thrown for a reply that is not a report: the file as a whole, or the session, was refused. */
export class ImportRefused extends Error {}

/**
 * POST /api/import with upload progress (fetch reports none): `onProgress` gets 0…1 while the
 * file travels, then 1 while the server works. A refused file's report (400 with row errors)
 * resolves like a success; any other failure rejects with the server's message.
 */
export function postImport(
  body: { format: ImportFormat; data: string; dryRun: boolean },
  onProgress: (fraction: number) => void,
): Promise<ImportReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/import');
    request.setRequestHeader('content-type', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.upload.onload = () => onProgress(1);
    request.onload = () => {
      const reply = request.response as (Partial<ImportReply> & { message?: string }) | null;
      if (reply && Array.isArray(reply.errors)) return resolve(reply as ImportReply);
      reject(
        new ImportRefused(
          reply?.message ??
            (request.status === 413
              ? 'The file must be at most 5 MB'
              : 'The import failed. Please try again.'),
        ),
      );
    };
    request.onerror = () =>
      reject(new ImportRefused('The server could not be reached. Please try again.'));
    request.send(JSON.stringify(body));
  });
}
