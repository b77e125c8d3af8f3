import type { MessageKey } from './messages';

export const NICKNAME_MAX = 20;

/** Client-side check before the server's: the same bounds as the contract (1–20 characters after trimming). */
export function nicknameProblem(value: string): MessageKey | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'profile.nicknameEmpty';
  if ([...trimmed].length > NICKNAME_MAX) return 'profile.nicknameTooLong';
  return undefined;
}
