import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { ApiError } from './api';

/** 'weekly.0.to' (how the server names a field) → ['weekly', 0, 'to'] (how antd's form does). */
const namePath = (field: string) => field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts each of the server's per-field sentences (a 400's `data.errors`, or a rule's field) under that field of
 * the form, when the form has it.
 */
export function showFieldErrors(form: FormInstance, error: unknown): void {
  if (!(error instanceof ApiError) || !error.errors || typeof error.errors !== 'object') return;
  if (Array.isArray(error.errors)) return;
  const values = form.getFieldsValue(true) as Record<string, unknown>;
  const fields = Object.entries(error.errors as Record<string, unknown>)
    .filter(([field, text]) => typeof text === 'string' && (field.split('.')[0] as string) in values)
    .map(([field, text]) => ({ name: namePath(field), errors: [text as string] }));
  if (fields.length) form.setFields(fields as never);
}

/** How a failed console call is shown: the server's own sentence, and under the fields it names. */
export function useFailure() {
  const { message } = App.useApp();
  return (error: unknown, form?: FormInstance) => {
    // The form's own check refused it: its fields already say why.
    if (error && typeof error === 'object' && 'errorFields' in error) return;
    message.error(error instanceof Error ? error.message : String(error));
    if (form) showFieldErrors(form, error);
  };
}

/**
 * Every console write goes through this (a mutation): saved, it says so and fetches the given queries again;
 * refused, it shows the server's sentence — never a status code alone — and puts the per-field ones under the
 * form's fields. One path, so no form can fail silently.
 */
export function useSubmit<I, R>(
  write: (input: I) => Promise<R>,
  opts: {
    /** What the operator is told once it worked (a function of the reply for a reply-dependent sentence). */
    success?: string | ((reply: R, input: I) => string);
    /** Queries to fetch again after it worked. */
    refetch?: QueryKey[];
    /** The form whose fields a refusal's per-field sentences go under. */
    form?: FormInstance;
    /** What else happens once it worked (close the dialog…). */
    done?: (reply: R, input: I) => void;
    /** What else happens when it was refused, after the sentence is shown. */
    failed?: (error: Error) => void;
  } = {},
) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const fail = useFailure();
  return useMutation({
    mutationFn: write,
    onSuccess: (reply, input) => {
      const text = typeof opts.success === 'function' ? opts.success(reply, input) : opts.success;
      if (text) message.success(text);
      for (const queryKey of opts.refetch ?? []) void queryClient.invalidateQueries({ queryKey });
      opts.done?.(reply, input);
    },
    onError: (error) => {
      fail(error, opts.form);
      opts.failed?.(error);
    },
  });
}
