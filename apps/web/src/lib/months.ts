/**
 * Month names come from lib/format.ts, in the language shown ('March', 'März'); this module stays
 * for the screens that still import it from here.
 */
export { monthName } from './format';
