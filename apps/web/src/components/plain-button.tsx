import { styled } from '@mui/material/styles';
import type { ComponentProps } from 'react';

interface Look {
  variant: 'contained' | 'outlined' | 'text';
  size?: 'small' | 'medium' | 'large';
  color?: 'primary' | 'inherit';
}

const LOOK_PROPS: readonly PropertyKey[] = ['variant', 'size', 'color'];

/** [vertical, horizontal] padding of MUI's Button for each variant and size. */
const PADDING = {
  contained: { small: '4px 10px', medium: '6px 16px', large: '8px 22px' },
  outlined: { small: '3px 9px', medium: '5px 15px', large: '7px 21px' },
  text: { small: '4px 5px', medium: '6px 8px', large: '8px 11px' },
};
const FONT_SIZE = { small: 13, medium: 14, large: 15 };

const ButtonRoot = styled('button', { shouldForwardProp: (prop) => !LOOK_PROPS.includes(prop) })<Look>(({
  theme,
  variant,
  size = 'medium',
  color = 'primary',
}) => {
  const { palette } = theme;
  const main = color === 'primary' ? palette.primary.main : palette.text.primary;
  const hoverBackground = theme.alpha(main, palette.action.hoverOpacity);
  return {
    ...theme.typography.button,
    fontSize: theme.typography.pxToRem(FONT_SIZE[size]),
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    minWidth: 64,
    margin: 0,
    padding: PADDING[variant][size],
    border: 0,
    borderRadius: theme.shape.borderRadius,
    cursor: 'pointer',
    userSelect: 'none',
    verticalAlign: 'middle',
    textDecoration: 'none',
    WebkitTapHighlightColor: 'transparent',
    color: color === 'inherit' ? 'inherit' : main,
    backgroundColor: 'transparent',
    transition: theme.transitions.create(['background-color', 'box-shadow', 'border-color', 'color'], {
      duration: theme.transitions.duration.short,
    }),
    // MUI's own focus ring (theme.focusVisible): a keyboard user sees where they are.
    '&:focus-visible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
    '&:disabled': { color: palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    ...(variant === 'contained' && {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      boxShadow: theme.shadows[2],
      '@media (hover: hover)': {
        '&:hover': { backgroundColor: palette.primary.dark, boxShadow: theme.shadows[4] },
      },
      '&:focus-visible': {
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: 2,
        boxShadow: theme.shadows[6],
      },
      '&:active': { boxShadow: theme.shadows[8] },
      '&:disabled': {
        color: palette.action.disabled,
        backgroundColor: palette.action.disabledBackground,
        boxShadow: 'none',
        pointerEvents: 'none',
      },
    }),
    ...(variant === 'outlined' && {
      border: `1px solid ${theme.alpha(main, 0.5)}`,
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverBackground, borderColor: main } },
      '&:disabled': {
        color: palette.action.disabled,
        border: `1px solid ${palette.action.disabledBackground}`,
        pointerEvents: 'none',
      },
    }),
    ...(variant === 'text' && {
      '@media (hover: hover)': { '&:hover': { backgroundColor: hoverBackground } },
    }),
  };
});

/**
 * MUI's Button look (docs/decisions/0016-web-budget.md) on a plain <button>, for the login screen
 * and the entry, whose budget cannot carry ButtonBase and its ripple. A button, not a submit,
 * unless `type` says so.
 */
export function PlainButton({ type = 'button', ...props }: ComponentProps<typeof ButtonRoot>) {
  return <ButtonRoot type={type} {...props} />;
}
