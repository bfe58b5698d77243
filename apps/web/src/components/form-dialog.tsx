import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type FormEventHandler, type ReactNode } from 'react';

interface FormDialogProps {
  title: ReactNode;
  /** 'xs' for a field or two; 'sm', the default, for a longer form. */
  maxWidth?: 'xs' | 'sm';
  /** The id of the text that says what the dialog is about, when it has one. */
  describedBy?: string;
  titleSx?: SxProps<Theme>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose(): void;
  cancelLabel: string;
  submitLabel: string;
  submitDisabled: boolean;
  /** 'error' for a submit that takes something away. */
  submitColor?: 'error';
  /** The dialog's content: its fields and messages. */
  children: ReactNode;
}

/** A dialog that is one form: a title, the fields, then Cancel and a submit button. */
export function FormDialog({
  title,
  maxWidth = 'sm',
  describedBy,
  titleSx,
  onSubmit,
  onClose,
  cancelLabel,
  submitLabel,
  submitDisabled,
  submitColor,
  children,
}: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      fullWidth
      maxWidth={maxWidth}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId} sx={titleSx}>
          {title}
        </DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{cancelLabel}</Button>
          <Button type="submit" variant="contained" color={submitColor} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
