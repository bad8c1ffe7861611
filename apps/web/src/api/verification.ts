/** The player's verification (KYC): state, document uploads with progress, a document's file address. */
import type { VerificationDocumentKind, VerificationState } from '@betline/contracts';
import { VERIFICATION_PATHS, pathWith } from '@betline/contracts/paths';
import { http } from './client';
import { checkAnswer } from './validate';

export async function fetchVerification(signal?: AbortSignal): Promise<VerificationState> {
  const { data } = await http.get<unknown>(VERIFICATION_PATHS.state, { signal, quiet: true });
  return checkAnswer<VerificationState>('verificationStateSchema', data, 'verification');
}

/**
 * Sends one document (`kind` first, then the file, as the server reads them); `onProgress` gets the share sent
 * (0 to 1) while the browser uploads.
 */
export async function uploadDocument(
  kind: VerificationDocumentKind,
  file: File,
  onProgress?: (share: number) => void,
): Promise<void> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file, file.name);
  const { data } = await http.post<unknown>(VERIFICATION_PATHS.documents, form, {
    quiet: true,
    onUploadProgress: (event) => {
      if (event.total) onProgress?.(Math.min(1, event.loaded / event.total));
    },
  });
  await checkAnswer('verificationUploadAnswerSchema', data, 'document upload');
}

/** Where the browser opens one of the player's documents (the session cookie authorises it). */
export function documentFileUrl(id: number): string {
  return pathWith(VERIFICATION_PATHS.documentFile, { id });
}
