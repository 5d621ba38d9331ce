import type { ErrorInfo } from '../../../lib/messages/protocol';

import { t } from './i18n';

/**
 * The plain-words message of a failed answer, or of a throw. Answers carry `error.message`
 * written for people; anything else gets a generic sentence that says what to try.
 */
export function errorText(value: unknown): string {
  if (value && typeof value === 'object') {
    const error = (value as { error?: Partial<ErrorInfo> }).error;
    if (error && typeof error.message === 'string' && error.message) return error.message;
    if (value instanceof Error && value.message) return value.message;
  }
  return t('somethingWrong');
}
