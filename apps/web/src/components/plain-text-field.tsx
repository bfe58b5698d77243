import { styled } from '@mui/material/styles';
import { useId, type ComponentProps, type Ref } from 'react';

const FieldRoot = styled('div')({ position: 'relative', display: 'flex', flexDirection: 'column', minWidth: 0 });

/**
 * The label sits in the field until the field has the focus or a value, then on its top border
 * (MUI's outlined look). The input comes first in the markup so that CSS alone can tell: its
 * placeholder is a space, shown exactly while it is empty.
 */
const Label = styled('label')(({ theme }) => ({
  ...theme.typography.body1,
  lineHeight: '1.4375em',
  position: 'absolute',
  left: 0,
  top: 0,
  zIndex: 1,
  display: 'block',
  // The gap in the border behind the raised label (MUI draws it as a notch in a fieldset).
  marginLeft: -5,
  padding: '0 5px',
  maxWidth: 'calc(100% - 24px)',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  color: theme.palette.text.secondary,
  pointerEvents: 'none',
  transformOrigin: 'top left',
  transform: 'translate(14px, 16px) scale(1)',
  transition: theme.transitions.create(['color', 'transform', 'max-width'], {
    duration: theme.transitions.duration.shorter,
    easing: theme.transitions.easing.easeOut,
  }),
}));

const Input = styled('input')(({ theme }) => {
  const { palette } = theme;
  const raised = {
    // The label's text 14 px in, as MUI's, its scaled padding included.
    transform: 'translate(15.25px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
    // Hides the border behind the label, and only that: an autofilled field's own background stays.
    background: `linear-gradient(${palette.background.paper} 65%, transparent 65%)`,
  };
  return {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    width: '100%',
    minWidth: 0,
    margin: 0,
    // 56 px high with the 1 px border, as MUI's outlined input.
    padding: '15.5px 13px',
    color: palette.text.primary,
    background: 'none',
    border: `1px solid ${theme.alpha(palette.common.black, 0.23)}`,
    borderRadius: theme.shape.borderRadius,
    outline: 0,
    '&::placeholder': { color: 'transparent' },
    '@media (hover: hover)': { '&:hover': { borderColor: palette.text.primary } },
    // The 2 px border of the focused field is its focus ring, as in MUI.
    '&:focus': { borderColor: palette.primary.main, boxShadow: `inset 0 0 0 1px ${palette.primary.main}` },
    '&:focus + label': { ...raised, color: palette.primary.main },
    '&:not(:placeholder-shown) + label': raised,
    // A browser's autofill shows a value before the page can read it.
    '&:-webkit-autofill + label': raised,
    '&[aria-invalid="true"]': { borderColor: palette.error.main },
    '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${palette.error.main}` },
    '&[aria-invalid="true"] + label': { color: palette.error.main },
  };
});

const HelperText = styled('p')(({ theme }) => ({
  ...theme.typography.caption,
  margin: '3px 14px 0',
  color: theme.palette.error.main,
}));

type Props = Omit<ComponentProps<'input'>, 'id' | 'placeholder' | 'ref'> & {
  label: string;
  /** Shown in red under the field, which is then marked invalid. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * MUI's outlined TextField from plain elements (docs/decisions/0016-web-budget.md): a label that
 * names the input, the error under it, described by it.
 */
export function PlainTextField({ label, error, inputRef, ...input }: Props) {
  const id = useId();
  const errorId = `${id}-helper-text`;
  return (
    <FieldRoot>
      <Input
        id={id}
        ref={inputRef}
        placeholder=" "
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <Label htmlFor={id}>{label}</Label>
      {error && <HelperText id={errorId}>{error}</HelperText>}
    </FieldRoot>
  );
}
