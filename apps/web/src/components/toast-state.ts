/** docs/product/time-and-week.md#constants: "The toast lasts 2000 ms." */
export const TOAST_MS = 2000;

export type ToastSeverity = 'success' | 'error';

export interface ToastState {
  message: string;
  severity: ToastSeverity;
  key: number;
}
