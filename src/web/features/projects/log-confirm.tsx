import type { ComponentProps } from 'react';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** The question before deleting from the log or a tutorial: a danger button and "Keep it". */
export function LogConfirm(props: Omit<ComponentProps<typeof ConfirmDialog>, 'danger' | 'keep'>) {
  return <ConfirmDialog danger keep="Keep it" {...props} />;
}
