import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ApiData } from './api';
import { errorMessage, isApiError } from './api-error';
import { checkFile, perFileProgress, type UploadRoute, uploadForm } from './upload';

interface Options<F extends string, K extends UploadRoute> {
  route: K;
  /** The photos the form takes, in the order they are sent (the per-file progress relies on it). */
  fields: readonly F[];
  /** What a refusal without a sentence of its own says. */
  failText: string;
  /** The area's sentence for a photo refused before sending, or not chosen. */
  refusal: (problem: 'tooLarge' | 'badType' | 'missing', field: F) => string;
  onSuccess: (data: ApiData<K>) => void;
}

/**
 * A form of document photos sent together (the shuttle owner's check, coach certification): each file checked
 * when chosen, the missing ones named on submit, one multipart request with each file's share of its progress,
 * and the server's refusal beside the file it names.
 */
export function usePhotoUpload<F extends string, K extends UploadRoute>({
  route,
  fields,
  failText,
  refusal,
  onSuccess,
}: Options<F, K>) {
  const [files, setFiles] = useState<Partial<Record<F, File>>>({});
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ loaded: number; total: number } | null>(null);

  const mutation = useMutation({
    mutationFn: (form: FormData) =>
      uploadForm(route, form, { onProgress: (loaded, total) => setSent({ loaded, total }), failText }),
    onSuccess,
    onError: (error) => {
      setSent(null);
      // The server names the refused file: the sentence goes beside it.
      const field = fields.find((f) => isApiError(error) && error.errors[f]);
      if (field) {
        setErrors((prev) => ({ ...prev, [field]: errorMessage(error, failText) }));
        setFormError(null);
      } else setFormError(errorMessage(error, failText));
    },
  });

  const pick = (field: F, file: File | undefined) => {
    setFormError(null);
    if (!file) return;
    const problem = checkFile(file);
    if (problem) {
      setErrors((prev) => ({ ...prev, [field]: refusal(problem, field) }));
      return;
    }
    setErrors((prev) => {
      const next = { ...prev };
      delete next[field];
      return next;
    });
    setFiles((prev) => ({ ...prev, [field]: file }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const missing: Partial<Record<F, string>> = {};
    for (const field of fields) if (!files[field]) missing[field] = refusal('missing', field);
    if (Object.keys(missing).length) {
      setErrors((prev) => ({ ...prev, ...missing }));
      return;
    }
    const form = new FormData();
    for (const field of fields) form.append(field, files[field] as File, (files[field] as File).name);
    setFormError(null);
    setSent({ loaded: 0, total: 1 });
    mutation.mutate(form);
  };

  const uploading = mutation.isPending && sent !== null;
  const shares = sent
    ? perFileProgress(
        fields.map((f) => files[f]?.size ?? 0),
        sent.loaded,
        sent.total,
      )
    : [];
  /** Each file's share of the upload while it runs. */
  const progressOf = (i: number) => (uploading ? shares[i] : undefined);
  return {
    files,
    errors,
    formError,
    pick,
    submit,
    pending: mutation.isPending,
    /** What a PhotoPick for the `i`th field shows and does: its file, its error, its share, picking. */
    pickProps: (field: F, i: number) => ({
      file: files[field],
      error: errors[field],
      progress: progressOf(i),
      disabled: mutation.isPending,
      onPick: (file: File | undefined) => pick(field, file),
    }),
    /** The whole request's progress, 0–100, while it runs. */
    percent: uploading && sent ? Math.min(100, Math.round((sent.loaded / Math.max(1, sent.total)) * 100)) : undefined,
  };
}
