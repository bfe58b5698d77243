import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  busy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The spec's confirmation dialogs: a title, a question, Cancel and a named action. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  busy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

interface ConfirmationOptions<T> {
  /** "Confirm Delete" (in the language shown) unless given. */
  title?: string;
  /** The question, about the thing to confirm. */
  text: string | ((target: T) => string);
  /** "Delete" (in the language shown) unless given. */
  confirmLabel?: string;
  /** Runs the action, which reports its own outcome; the dialog is busy until it settles, then closes. */
  onConfirm(target: T): Promise<unknown>;
}

/**
 * A confirmation dialog about one thing at a time (a row to delete, a request to withdraw): `ask(thing)`
 * opens it, and `dialog` is the element to render.
 */
export function useConfirmation<T>({ title, text, confirmLabel, onConfirm }: ConfirmationOptions<T>) {
  const { t } = useTranslation('common');
  const [target, setTarget] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setBusy(false);
    setTarget(null);
  };
  const confirm = (confirmed: T) => {
    setBusy(true);
    onConfirm(confirmed).then(close, close);
  };
  const dialog = (
    <ConfirmDialog
      open={target !== null}
      title={title ?? t('common:confirm.delete_title')}
      text={target === null ? '' : typeof text === 'string' ? text : text(target)}
      confirmLabel={confirmLabel ?? t('common:actions.delete')}
      busy={busy}
      onCancel={close}
      onConfirm={() => target !== null && confirm(target)}
    />
  );
  return { ask: setTarget, dialog };
}
